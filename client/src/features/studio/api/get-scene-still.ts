import { sceneStillUrl } from '@common/contracts/studio';

/**
 * GET /api/studio/videos/{id}/scenes/{index}/still: one scene's frame as a JPEG. Read by an `<img>`,
 * not through the data cache: the browser loads it lazily and keeps it (the server marks it
 * immutable, a render's file never changes), which a query of bytes would only duplicate.
 */
export const sceneStillSrc = (videoId: string, index: number) => sceneStillUrl(videoId, index);
