/** Types for test-browser-path.mjs (plain JavaScript: scripts/test.mjs runs in Node without a TypeScript loader). */
export function testBrowserPath(): string;
