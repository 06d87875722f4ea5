import { MEDIA_FORMATS, type MediaFormatId, type MediaKind } from '@common/catalog/media';
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** No single probe or decode of an upload may take longer (a hostile file must not hold a worker). */
const STEP_TIMEOUT_MS = 30_000;

/** What decoding found in a file; `reason` says why it was not accepted. */
export type ProbeResult =
  | { ok: true; format: MediaFormatId; kind: MediaKind; width: number; height: number; durationSeconds: number | null }
  | { ok: false; reason: 'unsupported' | 'damaged'; detail: string };

type FfprobeJson = {
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
  format?: { format_name?: string; duration?: string; size?: string; tags?: Record<string, string> };
  packets?: { pts_time?: string; duration_time?: string; pos?: string; size?: string }[];
};

const IMAGE_FORMATS: Record<string, { format: MediaFormatId; codec: string }> = {
  png_pipe: { format: 'png', codec: 'png' },
  jpeg_pipe: { format: 'jpeg', codec: 'mjpeg' },
  webp_pipe: { format: 'webp', codec: 'webp' },
};
const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1']);

export type ProbeTools = { ffprobePath: string; ffmpegPath: string; signal?: AbortSignal };

/**
 * Decides what an upload is from its bytes alone (the file is probed without an extension, so
 * ffprobe cannot lean on a name), then proves it decodes: every packet the container's index
 * names lies inside the file, the packets reach the declared duration, and the first and last
 * frames decode. A truncated MP4 fails one of these (no `moov`, an index pointing past the end,
 * or packets that stop short). See docs/decisions/027-uploads-and-brand-kit.md.
 */
export async function probeMedia(file: string, fileBytes: number, tools: ProbeTools): Promise<ProbeResult> {
  let info: FfprobeJson;
  try {
    const { stdout } = await run(tools.ffprobePath, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file], { signal: tools.signal, maxBuffer: 4 * 1024 * 1024, timeout: STEP_TIMEOUT_MS, killSignal: 'SIGKILL' });
    info = JSON.parse(stdout) as FfprobeJson;
  } catch (error) {
    if (tools.signal?.aborted) throw error;
    return { ok: false, reason: (await looksLikeSupported(file)) ? 'damaged' : 'unsupported', detail: 'ffprobe could not read it' };
  }
  const formatName = info.format?.format_name ?? '';
  const video = info.streams?.find((s) => s.codec_type === 'video');
  if (!video || !video.width || !video.height) {
    return { ok: false, reason: (await looksLikeSupported(file)) && formatName !== 'svg_pipe' ? 'damaged' : 'unsupported', detail: `no picture (${formatName})` };
  }

  const image = IMAGE_FORMATS[formatName];
  if (image) {
    if (video.codec_name !== image.codec) return { ok: false, reason: 'unsupported', detail: `${formatName} holding ${video.codec_name}` };
    if (!(await decodes(tools, file, []))) return { ok: false, reason: 'damaged', detail: 'the image does not decode' };
    return { ok: true, format: image.format, kind: 'image', width: video.width, height: video.height, durationSeconds: null };
  }

  let format: MediaFormatId;
  if (formatName.startsWith('mov,mp4')) format = info.format?.tags?.major_brand?.trim() === 'qt' ? 'mov' : 'mp4';
  else if (formatName === 'matroska,webm' && WEBM_CODECS.has(video.codec_name ?? '')) format = 'webm';
  else return { ok: false, reason: 'unsupported', detail: `${formatName} holding ${video.codec_name}` };

  // the container's own account of the video packets: where they are and when they end
  let packets: NonNullable<FfprobeJson['packets']>;
  try {
    const { stdout } = await run(tools.ffprobePath, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time,duration_time,pos,size', '-of', 'json', file], {
      signal: tools.signal,
      maxBuffer: 64 * 1024 * 1024,
      timeout: STEP_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    packets = (JSON.parse(stdout) as FfprobeJson).packets ?? [];
  } catch (error) {
    if (tools.signal?.aborted) throw error;
    return { ok: false, reason: 'damaged', detail: 'the packets could not be read' };
  }
  if (!packets.length) return { ok: false, reason: 'damaged', detail: 'no video packets' };
  let end = 0;
  for (const p of packets) {
    const pos = Number(p.pos);
    if (Number.isFinite(pos) && pos >= 0 && pos + Number(p.size ?? 0) > fileBytes) return { ok: false, reason: 'damaged', detail: 'a packet lies past the end of the file' };
    end = Math.max(end, Number(p.pts_time ?? 0) + Number(p.duration_time ?? 0));
  }
  const declared = Number(info.format?.duration);
  // the packets must reach the duration the container declares (a file cut short stops early)
  if (Number.isFinite(declared) && declared > 0 && end < declared - Math.max(0.25, declared * 0.02)) {
    return { ok: false, reason: 'damaged', detail: `packets end at ${end.toFixed(2)} s of ${declared.toFixed(2)} s` };
  }
  const duration = Number.isFinite(declared) && declared > 0 ? declared : end;
  if (!(await decodes(tools, file, [])) || !(await decodes(tools, file, ['-sseof', '-0.5']))) return { ok: false, reason: 'damaged', detail: 'a frame does not decode' };
  return { ok: true, format, kind: MEDIA_FORMATS[format].kind, width: video.width, height: video.height, durationSeconds: Math.round(duration * 1000) / 1000 };
}

/** True when ffmpeg decodes one frame (from `seek` on) without an error. */
async function decodes(tools: ProbeTools, file: string, seek: string[]): Promise<boolean> {
  try {
    const { stderr } = await run(tools.ffmpegPath, ['-v', 'error', '-xerror', ...seek, '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'], {
      signal: tools.signal,
      timeout: STEP_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    return !/error|invalid|corrupt|partial|truncat|prematurely/i.test(stderr);
  } catch (error) {
    if (tools.signal?.aborted) throw error;
    return false;
  }
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
