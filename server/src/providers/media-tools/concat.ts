import { rm, writeFile } from 'node:fs/promises';
import type { MediaBinaries } from './binaries';
import { runForText, type ToolCall } from './run-tool';

/** A path as the concat demuxer's list reads it: single-quoted, a quote inside written '\''. */
const quoted = (file: string) => `'${file.replaceAll("'", "'\\''")}'`;

/**
 * A soundtrack laid over the whole joined picture, cut to the picture's length. `copy`: it is AAC
 * already (a mastered soundtrack, masterAudio) and goes in as it is; else (a preview's plain WAV
 * mix) it is encoded to AAC here.
 */
export type ConcatSoundtrack = { audioPath: string; copy: boolean; comment: string };

/**
 * Joins segments encoded with the same settings (same codec, size, frame rate, audio layout) into
 * one file without re-encoding, through ffmpeg's concat demuxer, moov atom first. The segments'
 * paths must be absolute (the list sits beside the output). With a `soundtrack`, the segments'
 * pictures are copied and the soundtrack is the only sound (the local engine's per-scene segments
 * are silent: the voice and music are mixed once over the whole timeline).
 */
export async function concatSegments(
  binaries: MediaBinaries,
  options: { segments: readonly string[]; outputPath: string; soundtrack?: ConcatSoundtrack } & ToolCall,
): Promise<void> {
  const sound = options.soundtrack;
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
        ...(sound
          ? [
              '-i',
              sound.audioPath,
              '-map',
              '0:v:0',
              '-map',
              '1:a:0',
              '-c:v',
              'copy',
              ...(sound.copy ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k']),
              '-shortest',
              '-metadata',
              `comment=${sound.comment}`,
            ]
          : ['-map', '0', '-c', 'copy']),
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
