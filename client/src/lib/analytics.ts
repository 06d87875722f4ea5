/** The window event every tracked action is dispatched as; consent-gated sending listens to it. */
export const ANALYTICS_EVENT = 'reelwright:analytics';

export type AnalyticsMetadata = Record<string, string | number | boolean | null>;

export type AnalyticsEventDetail = { name: string; metadata: AnalyticsMetadata };

/**
 * Records a funnel event. It only announces the event on `window`: whether anything leaves the
 * browser is decided by the listener, which honours cookie consent, so callers never check it.
 */
export function trackEvent(name: string, metadata: AnalyticsMetadata = {}): void {
  window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail: { name, metadata } }));
}
