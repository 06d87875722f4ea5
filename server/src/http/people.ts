import { isbot } from 'isbot';

/**
 * Whether a request's user agent is a person's browser: crawlers, link unfurlers and scripts that
 * say what they are (and requests that say nothing) are not. Share views and plays count people only.
 */
export function isPersonAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && userAgent !== '' && !isbot(userAgent);
}
