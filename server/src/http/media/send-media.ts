import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { parseRange } from './byte-range';

/**
 * Streams a stored file with the HTTP a video element needs: Range (206, 416), ETag (304),
 * a content type and caching. A rendered file never changes under its key, so it may be cached
 * for a day; the ETag lets a re-render of the same key be noticed.
 */
export type SendMediaOptions = {
  /** A creator's own or shared video: only the browser may keep it, and not for long. */
  private?: boolean;
  /** Sent as a download with this file name. */
  downloadName?: string;
  /** Overrides the cache policy (posters: a render's poster never changes under its URL). */
  cacheControl?: string;
};

/** A file whose URL always names the same bytes (a render's poster), shared caches included. */
export const IMMUTABLE_MEDIA = 'public, max-age=31536000, immutable';

export async function sendMedia(request: FastifyRequest, reply: FastifyReply, storage: MediaStorage, key: string, options: SendMediaOptions = {}) {
  const info = await storage.stat(key);
  if (!info) throw new AppError('NOT_FOUND', 'This video is not available.');
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', info.etag);
  reply.header('last-modified', info.modifiedAt.toUTCString());
  reply.header('cache-control', options.cacheControl ?? (options.private ? 'private, max-age=300' : 'public, max-age=86400'));
  if (options.downloadName) reply.header('content-disposition', `attachment; filename="${options.downloadName}"`);
  reply.header('content-type', info.contentType);
  // the media is only ever played by our own pages
  reply.header('cross-origin-resource-policy', 'same-origin');

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === info.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  // If-Range: only honour the range when the client still has this very version
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== info.etag ? undefined : request.headers.range;
  const answer = parseRange(rangeHeader, info.size);
  if (answer.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    reply.removeHeader('content-type');
    return reply.code(416).send();
  }
  if (answer.kind === 'full') {
    reply.header('content-length', String(info.size));
    return reply.code(200).send(request.method === 'HEAD' ? undefined : await storage.read(key));
  }
  const { start, end } = answer.range;
  reply.header('content-range', `bytes ${start}-${end}/${info.size}`);
  reply.header('content-length', String(end - start + 1));
  return reply.code(206).send(request.method === 'HEAD' ? undefined : await storage.read(key, answer.range));
}
