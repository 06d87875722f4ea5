import { MEDIA_FORMATS, type MediaFormatId, type MediaKind } from '@common/catalog/media';
import { open } from 'node:fs/promises';
import { MediaToolsError, type MediaTools, type ProbeInfo, type ProbePacket } from '../../providers/media-tools/index';

/** No single probe or decode of an upload may take longer (a hostile file must not hold a worker). */
const STEP_TIMEOUT_MS = 30_000;

/** What decoding found in a file; `reason` says why it was not accepted. */
export type UploadCheck =
  | { ok: true; format: MediaFormatId; kind: MediaKind; width: number; height: number; durationSeconds: number | null }
  | { ok: false; reason: 'unsupported' | 'damaged'; detail: string };

const IMAGE_FORMATS: Record<string, { format: MediaFormatId; codec: string }> = {
  png_pipe: { format: 'png', codec: 'png' },
  jpeg_pipe: { format: 'jpeg', codec: 'mjpeg' },
  webp_pipe: { format: 'webp', codec: 'webp' },
};
const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1']);

/**
 * Decides what an upload is from its bytes alone (the file is probed without an extension, so
 * ffprobe cannot lean on a name), then proves it decodes: every packet the container's index
 * names lies inside the file, the packets reach the declared duration, and the first and last
 * frames decode. A truncated MP4 fails one of these (no `moov`, an index pointing past the end,
 * or packets that stop short). See docs/decisions/027-uploads-and-brand-kit.md.
 */
export async function checkUpload(tools: MediaTools, file: string, fileBytes: number, signal?: AbortSignal): Promise<UploadCheck> {
  const call = { signal, timeoutMs: STEP_TIMEOUT_MS };
  let info: ProbeInfo;
  try {
    info = await tools.probe(file, call);
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    return { ok: false, reason: (await looksLikeSupported(file)) ? 'damaged' : 'unsupported', detail: 'ffprobe could not read it' };
  }
  const formatName = info.format?.format_name ?? '';
  const video = info.streams?.find((s) => s.codec_type === 'video');
  if (!video || !video.width || !video.height) {
    return {
      ok: false,
      reason: (await looksLikeSupported(file)) && formatName !== 'svg_pipe' ? 'damaged' : 'unsupported',
      detail: `no picture (${formatName})`,
    };
  }

  const image = IMAGE_FORMATS[formatName];
  if (image) {
    if (video.codec_name !== image.codec) return { ok: false, reason: 'unsupported', detail: `${formatName} holding ${video.codec_name}` };
    if (!(await tools.decodesFrame(file, { ...call, strict: true }))) return { ok: false, reason: 'damaged', detail: 'the image does not decode' };
    return { ok: true, format: image.format, kind: 'image', width: video.width, height: video.height, durationSeconds: null };
  }

  let format: MediaFormatId;
  if (formatName.startsWith('mov,mp4')) format = info.format?.tags?.major_brand?.trim() === 'qt' ? 'mov' : 'mp4';
  else if (formatName === 'matroska,webm' && WEBM_CODECS.has(video.codec_name ?? '')) format = 'webm';
  else return { ok: false, reason: 'unsupported', detail: `${formatName} holding ${video.codec_name}` };

  // the container's own account of the video packets: where they are and when they end
  let packets: ProbePacket[];
  try {
    packets = await tools.probePackets(file, call);
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    return { ok: false, reason: 'damaged', detail: 'the packets could not be read' };
  }
  if (!packets.length) return { ok: false, reason: 'damaged', detail: 'no video packets' };
  let end = 0;
  for (const p of packets) {
    const pos = Number(p.pos);
    if (Number.isFinite(pos) && pos >= 0 && pos + Number(p.size ?? 0) > fileBytes)
      return { ok: false, reason: 'damaged', detail: 'a packet lies past the end of the file' };
    end = Math.max(end, Number(p.pts_time ?? 0) + Number(p.duration_time ?? 0));
  }
  const declared = Number(info.format?.duration);
  // the packets must reach the duration the container declares (a file cut short stops early)
  if (Number.isFinite(declared) && declared > 0 && end < declared - Math.max(0.25, declared * 0.02)) {
    return { ok: false, reason: 'damaged', detail: `packets end at ${end.toFixed(2)} s of ${declared.toFixed(2)} s` };
  }
  const duration = Number.isFinite(declared) && declared > 0 ? declared : end;
  if (!(await tools.decodesFrame(file, { ...call, strict: true })) || !(await tools.decodesFrame(file, { ...call, strict: true, fromEndSeconds: 0.5 })))
    return { ok: false, reason: 'damaged', detail: 'a frame does not decode' };
  return { ok: true, format, kind: MEDIA_FORMATS[format].kind, width: video.width, height: video.height, durationSeconds: Math.round(duration * 1000) / 1000 };
}

/** A tool that ran and could not make sense of the file (not a missing binary, not an abort): the file's fault. */
function isUnreadable(error: unknown): boolean {
  return error instanceof MediaToolsError && error.reason !== 'not-found';
}

/**
 * The first bytes of a supported type (PNG, JPEG, RIFF/WebP, ISO BMFF `ftyp`, EBML): when such a
 * file does not decode, it is damaged or cut short rather than of another type, and says so.
 */
async function looksLikeSupported(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    if (bytesRead < 4) return false;
    return (
      head.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) ||
      (head[0] === 0xff && head[1] === 0xd8) ||
      (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') ||
      head.toString('latin1', 4, 8) === 'ftyp' ||
      head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
    );
  } finally {
    await handle.close();
  }
}
