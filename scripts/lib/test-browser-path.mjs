import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell (the
 * `chromium-headless-shell` package: no GPU process and no browser UI, a quarter less CPU per
 * test on a 2-core machine than the full browser in headless mode), else Debian's full Chromium.
 */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
}
