import type { MediaBinaries } from './binaries';
import { MediaToolsError } from './media-tools-error';
import { runForText, type ToolCall } from './run-tool';

/** What ffprobe says of a file's container and streams (the fields Reelwright reads). */
export type ProbeInfo = {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    profile?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    /** The frame rate as a fraction (`30/1`, `30000/1001`). */
    avg_frame_rate?: string;
    r_frame_rate?: string;
    /** Audio: samples a second (a string in ffprobe's JSON) and channels. */
    sample_rate?: string;
    channels?: number;
    duration?: string;
  }[];
  format?: { format_name?: string; duration?: string; size?: string; tags?: Record<string, string> };
};

/** One video packet as the container's index places it. */
export type ProbePacket = { pts_time?: string; duration_time?: string; pos?: string; size?: string; /** `K_` on a keyframe. */ flags?: string };

function parsed<T>(stdout: string): T {
  try {
    return JSON.parse(stdout) as T;
  } catch {
    throw new MediaToolsError('failed', 'ffprobe wrote no readable JSON');
  }
}

function ffprobeOf(binaries: MediaBinaries): string {
  if (!binaries.ffprobe) throw new MediaToolsError('not-found', 'ffprobe was not found: install it (apt-get install ffmpeg) or set FFPROBE_PATH');
  return binaries.ffprobe;
}

/** The container and its streams, from ffprobe's JSON. */
export async function probe(binaries: MediaBinaries, file: string, call: ToolCall = {}): Promise<ProbeInfo> {
  const { stdout } = await runForText('ffprobe', ffprobeOf(binaries), ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file], call);
  return parsed<ProbeInfo>(stdout);
}

/** The first video stream's packets: where the index puts them and when they end. */
export async function probePackets(binaries: MediaBinaries, file: string, call: ToolCall = {}): Promise<ProbePacket[]> {
  const { stdout } = await runForText(
    'ffprobe',
    ffprobeOf(binaries),
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time,duration_time,pos,size,flags', '-of', 'json', file],
    { maxBuffer: 64 * 1024 * 1024, ...call },
  );
  return parsed<{ packets?: ProbePacket[] }>(stdout).packets ?? [];
}

/** The first video stream's picture size; `failed` when the file has none. */
export async function videoSize(binaries: MediaBinaries, file: string, call: ToolCall = {}): Promise<{ width: number; height: number }> {
  const info = await probe(binaries, file, call);
  const video = info.streams?.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  if (!video) throw new MediaToolsError('failed', 'the file has no video stream');
  return { width: video.width!, height: video.height! };
}
