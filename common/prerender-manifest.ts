import { z } from 'zod';

/**
 * Where the build (scripts/prerender.ts) lists the pages it prerendered, relative to the client
 * build directory; the server (server/src/http/client-assets.ts) serves them from it.
 */
export const PRERENDER_MANIFEST_FILE = 'prerendered/routes.json';

/** Route path → HTML file, relative to the client build directory. */
export const prerenderManifestSchema = z.record(z.string().regex(/^\/[a-z0-9/-]*$/), z.string().regex(/^prerendered\/[a-z0-9/-]+\.html$/));

export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;
