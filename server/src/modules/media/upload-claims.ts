import { MEDIA_FORMATS, type MediaFormatId } from '@common/catalog/media';
import path from 'node:path';

const FAMILY: Record<MediaFormatId, string> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  mp4: 'isobmff',
  mov: 'isobmff',
  webm: 'webm',
  wav: 'wav',
  mp3: 'mp3',
  m4a: 'isobmff',
  ogg: 'ogg',
  weba: 'webm',
};
/** Names other media go by: a claim to be one of these is a claim we can check. */
const OTHER_EXTENSIONS = new Set([
  'gif',
  'svg',
  'svgz',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'avif',
  'ico',
  'avi',
  'mkv',
  'wmv',
  'flv',
  'mpg',
  'mpeg',
  'ogv',
  '3gp',
]);

/** What the file says it is, by name and by declared type; null where it says nothing checkable. */
function claimsOf(filename: string, mimetype: string): { family: string; label: string }[] {
  const claims: { family: string; label: string }[] = [];
  const ext = path.extname(filename).slice(1).toLowerCase();
  const byExtension = (Object.keys(MEDIA_FORMATS) as MediaFormatId[]).find((id) => (MEDIA_FORMATS[id].extensions as readonly string[]).includes(ext));
  if (byExtension) claims.push({ family: FAMILY[byExtension], label: `.${ext}` });
  else if (OTHER_EXTENSIONS.has(ext)) claims.push({ family: ext, label: `.${ext}` });
  const mime = mimetype.toLowerCase().split(';')[0]!.trim();
  const byMime =
    (Object.keys(MEDIA_FORMATS) as MediaFormatId[]).find((id) => MEDIA_FORMATS[id].contentType === mime) ??
    (mime === 'image/jpg' || mime === 'image/pjpeg' ? 'jpeg' : undefined);
  if (byMime) claims.push({ family: FAMILY[byMime], label: mime });
  else if (/^(image|video)\//.test(mime)) claims.push({ family: mime, label: mime });
  return claims;
}

/** The name an upload keeps: its base name without control characters, at most 200 characters. */
export function cleanName(filename: string): string {
  const base = path
    .basename(filename.replaceAll('\\', '/'))
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'upload').slice(0, 200);
}

/** The first thing the file claims to be (by name or declared type) that decoding showed it is not; undefined when every claim holds. */
export function mismatchedClaim(filename: string, mimetype: string, detected: MediaFormatId): { family: string; label: string } | undefined {
  return claimsOf(filename, mimetype).find((claim) => claim.family !== FAMILY[detected]);
}
