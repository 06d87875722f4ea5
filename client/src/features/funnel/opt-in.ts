// The opt-in form's calls, apart from index.ts so the opt-in page (`/`, budget 100 KB) loads
// nothing else of the funnel. See index.ts.
export { pixelUrl } from './api/lead-pixel-url';
export { submitOptIn } from './api/submit-opt-in';
