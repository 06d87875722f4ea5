/** The spec's web-vitals thresholds (section 9): at or below `good` is good, above `poor` is poor. */
export const WEB_VITAL_THRESHOLDS = {
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
} as const;

export const WEB_VITAL_NAMES = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}
