// Server entry of the build's prerender step (scripts/prerender.ts): renders a route of the app to
// the HTML that goes inside <div id="root">, as a first-time, signed-out visitor would see it
// before the session check answers.
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { PRERENDERED_ROUTES, prerenderedScreen } from './prerendered-routes';

export { PRERENDERED_ROUTES };

/** The markup for `<div id="root">` of `route`. */
export async function renderRoute(route: string): Promise<string> {
  const screen = prerenderedScreen(route);
  if (!screen) throw new Error(`${route} is not a prerendered route (client/src/app/prerendered-routes.ts)`);
  // Loaded first, so the synchronous render shows the screen itself rather than its spinner.
  await screen.preload();
  return renderToString(<App ssrPath={route} />);
}
