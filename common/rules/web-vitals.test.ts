import { rateWebVital } from './web-vitals';

describe('rateWebVital', () => {
  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1000, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d → %s', (name, value, rating) => expect(rateWebVital(name, value)).toBe(rating));
});
