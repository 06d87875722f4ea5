/**
 * Full page loads, behind an object so tests can spy on them: jsdom's `window.location` methods
 * are unforgeable and cannot be stubbed directly.
 */
export const pageNavigation = {
  reload(): void {
    window.location.reload();
  },
  /** Leaves the single-page app entirely, dropping every cached query with it. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
