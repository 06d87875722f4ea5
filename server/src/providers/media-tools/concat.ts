import { rm, writeFile } from 'node:fs/promises';
import type { MediaBinaries } from './binaries';
import { runForText, type ToolCall } from './run-tool';

/** A path as the concat demuxer's list reads it: single-quoted, a quote inside written '\''. */
const quoted = (file: string) => `'${file.replaceAll("'", "'\\''")}'`;

/**
 * Joins segments encoded with the same settings (same codec, size, frame rate, audio layout) into
 * one file without re-encoding, through ffmpeg's concat demuxer, moov atom first. The segments'
 * paths must be absolute (the list sits beside the output).
 */
export async function concatSegments(binaries: MediaBinaries, options: { segments: readonly string[]; outputPath: string } & ToolCall): Promise<void> {
  const list = `${options.outputPath}.segments.txt`;
  await writeFile(list, `ffconcat version 1.0\n${options.segments.map((segment) => `file ${quoted(segment)}\n`).join('')}`);
  try {
    await runForText(
      'ffmpeg',
      binaries.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-nostdin',
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        list,
        '-map',
        '0',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        options.outputPath,
      ],
      options,
    );
  } finally {
    await rm(list, { force: true });
  }
}
