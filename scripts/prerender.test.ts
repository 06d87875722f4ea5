import { describe, expect, it } from 'vitest';
import { pageHtml, prerenderedFile } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Reelwright</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerender', () => {
  it('puts the rendered page in #root, its title and the pre-paint script in <head>, and marks <html>', () => {
    const html = pageHtml(TEMPLATE, '<title>Pricing · Reelwright</title><main><h1>Plans</h1></main>', '/assets/pre-paint-x1.js');
    expect(html).toContain('<html lang="en" data-prerendered>');
    expect(html).toContain('<title>Pricing · Reelwright</title>\n    <script src="/assets/pre-paint-x1.js"></script>');
    expect(html).not.toContain('<title>Reelwright</title>');
    expect(html).toContain('<div id="root"><main><h1>Plans</h1></main></div>');
    // The pre-paint script is classic and comes before the deferred module entry.
    expect(html.indexOf('pre-paint-x1.js')).toBeLessThan(html.indexOf('index-abc.js'));
  });

  it('refuses a page without a title, or with a Suspense boundary (it would hydrate on its own)', () => {
    expect(() => pageHtml(TEMPLATE, '<main><h1>Plans</h1></main>', '/p.js')).toThrow(/title/);
    expect(() => pageHtml(TEMPLATE, '<title>T</title><!--$!--><p>Loading</p><!--/$-->', '/p.js')).toThrow(/Suspense/);
    expect(() => pageHtml(TEMPLATE, '<title>T</title><!--$--><p>Plans</p><!--/$-->', '/p.js')).toThrow(/Suspense/);
  });

  it('names the files after the routes, / included', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/landing-full')).toBe('prerendered/landing-full.html');
  });
});
