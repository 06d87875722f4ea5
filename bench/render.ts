// npm run bench:render — seconds to render a 10 s 720p clip with the local engine (median of 5),
// against encoding the very same frames with the same ffmpeg settings: the physical floor.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AspectRatio, VisualStyle } from '../common/contracts/video';
import { resolveFfmpegPath } from '../server/src/providers/video/ffmpeg-path';
import { startEncoder } from '../server/src/providers/video/local/ffmpeg-encoder';
import { registerRenderFonts } from '../server/src/providers/video/local/fonts';
import { frameSize, LOCAL_FPS, createLocalVideoProvider } from '../server/src/providers/video/local/local-provider';
import { composeMusicBed } from '../server/src/providers/video/local/music-bed';
import { createScenePainter } from '../server/src/providers/video/local/scene-painter';
import { writeAdScript } from '../server/src/providers/video/local/script-writer';
import { STYLE_LOOKS } from '../server/src/providers/video/local/style-looks';

const RUNS = 5;
const SECONDS = 10;
const PROMPT = 'A smart water bottle that tracks hydration, glows when you need a sip and keeps drinks cold for 24 hours';
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeRender(dir: string, style: VisualStyle, aspectRatio: AspectRatio): Promise<number> {
  const provider = createLocalVideoProvider({ ffmpegPath });
  const started = performance.now();
  await provider.render(
    { jobId: 'bench', prompt: PROMPT, visualStyle: style, aspectRatio, durationSeconds: SECONDS, watermark: true },
    { outputPath: path.join(dir, 'full.mp4'), signal: new AbortController().signal, reportProgress: async () => undefined, resumeRequestId: null, saveRequestId: async () => undefined },
  );
  return (performance.now() - started) / 1000;
}

async function timeEncodeOnly(dir: string, frames: Buffer[], aspectRatio: AspectRatio, audioPath: string): Promise<number> {
  const { width, height } = frameSize(aspectRatio);
  const started = performance.now();
  const encoder = startEncoder({ ffmpegPath, width, height, fps: LOCAL_FPS, audioPath, outputPath: path.join(dir, 'encode.mp4'), metadataComment: 'bench', signal: new AbortController().signal });
  for (const frame of frames) await encoder.write(frame);
  await encoder.finish();
  return (performance.now() - started) / 1000;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-bench-render-'));
registerRenderFonts();
const rows: string[][] = [];
try {
  for (const [style, aspectRatio] of [['pixar', '16:9'], ['neon-cyberpunk', '9:16']] as const) {
    const { width, height } = frameSize(aspectRatio);
    const look = STYLE_LOOKS[style];
    const painter = createScenePainter({ width, height, durationSeconds: SECONDS, script: writeAdScript(PROMPT), look, watermark: true, seed: 1 });
    const frames = Array.from({ length: SECONDS * LOCAL_FPS }, (_, i) => Buffer.from(painter.paint(i / LOCAL_FPS, i)));
    const audioPath = path.join(dir, 'music.wav');
    await writeFile(audioPath, composeMusicBed(look.music, SECONDS, 1));
    const full: number[] = [];
    const encodeOnly: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      full.push(await timeRender(dir, style, aspectRatio));
      encodeOnly.push(await timeEncodeOnly(dir, frames, aspectRatio, audioPath));
    }
    rows.push([`${style} ${aspectRatio} ${width}x${height}`, median(full).toFixed(2), median(encodeOnly).toFixed(2), (median(full) / median(encodeOnly)).toFixed(2)]);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

console.log(`\nlocal engine, ${SECONDS} s clip at ${LOCAL_FPS} fps, median of ${RUNS}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'cpu'})\n`);
const header = ['clip', 'render s', 'encode-only s (floor)', 'render / floor'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
