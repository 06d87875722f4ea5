// npm run bench:render — seconds to render a 10 s 720p clip with the local engine (median of 5),
// against encoding the very same frames with the same ffmpeg settings: the physical floor. Then a
// 15 s 720p studio video three ways: silent, voiced and captioned (eSpeak NG, issue 16), and the
// encode-only floor of the silent one's frames; target: voiced ≤ 1.5× silent. Last, how long the
// server's event loop waits while a render runs: painting on its thread (how it was) against the
// render thread (docs/decisions/037-render-thread.md). And a 15 s product ad (issue 27: 4 photos, voice,
// captions) against the encode-only floor of its own frames, target ≤ 1.3×.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import type { AspectRatio, VisualStyle } from '../common/contracts/video';
import { createMediaTools } from '../server/src/providers/media-tools/index';
import { registerRenderFonts } from '../server/src/providers/video/local/fonts';
import { frameSize, LOCAL_FPS } from '../server/src/providers/video/local/frame-size';
import { createLocalVideoProvider } from '../server/src/providers/video/local/local-provider';
import { composeMusicBed } from '../server/src/providers/video/local/music-bed';
import { paintAndEncode } from '../server/src/providers/video/local/paint-and-encode';
import { createScenePainter } from '../server/src/providers/video/local/scene-painter';
import { writeAdScript } from '../server/src/providers/video/local/script-writer';
import { STYLE_LOOKS } from '../server/src/providers/video/local/style-looks';
import { scriptFromScenes } from '../server/src/providers/video/local/script-writer';
import { createEspeakVoiceProvider } from '../server/src/providers/voice/espeak/espeak-provider';
import type { RenderSpec } from '../server/src/providers/video/video-provider';
import { SAMPLE_PRODUCT_SCENES, writeSampleProduct } from '../server/src/providers/video/local/layouts/sample-product';
import { loadProductAssets } from '../server/src/providers/video/local/product-assets';

const RUNS = 5;
const SECONDS = 10;
const PROMPT = 'A smart water bottle that tracks hydration, glows when you need a sip and keeps drinks cold for 24 hours';
const mediaTools = createMediaTools({ FFMPEG_PATH: process.env.FFMPEG_PATH, FFPROBE_PATH: process.env.FFPROBE_PATH });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeRender(dir: string, style: VisualStyle, aspectRatio: AspectRatio): Promise<number> {
  const provider = createLocalVideoProvider({ mediaTools });
  const started = performance.now();
  await provider.render(
    { jobId: 'bench', prompt: PROMPT, visualStyle: style, aspectRatio, durationSeconds: SECONDS, watermark: true },
    {
      outputPath: path.join(dir, 'full.mp4'),
      signal: new AbortController().signal,
      reportProgress: async () => undefined,
      resumeRequestId: null,
      saveRequestId: async () => undefined,
    },
  );
  return (performance.now() - started) / 1000;
}

async function timeEncodeOnly(dir: string, frames: Buffer[], aspectRatio: AspectRatio, audioPath: string): Promise<number> {
  const { width, height } = frameSize(aspectRatio);
  const started = performance.now();
  const encoder = mediaTools.startEncoder({
    width,
    height,
    fps: LOCAL_FPS,
    audioPath,
    outputPath: path.join(dir, 'encode.mp4'),
    metadataComment: 'bench',
    signal: new AbortController().signal,
  });
  for (const frame of frames) await encoder.write(frame);
  await encoder.finish();
  return (performance.now() - started) / 1000;
}

const VOICED_RUNS = 3;
const VOICED_SECONDS = 15;
const SCENES = [
  { id: 's1', narration: 'Thirsty again? Meet GlowSip, the smart bottle.', visual: 'A bottle glowing', durationSeconds: 4 },
  { id: 's2', narration: 'It glows when you need a sip and tracks every drop.', visual: 'The bottle lights up', durationSeconds: 4 },
  { id: 's3', narration: 'Drinks stay cold for twenty four hours.', visual: 'Ice cubes', durationSeconds: 4 },
  { id: 's4', narration: 'Get yours today.', visual: 'Logo', durationSeconds: 3 },
];

async function timeStudioRender(dir: string, voiced: boolean): Promise<number> {
  const provider = createLocalVideoProvider({ mediaTools, voice: createEspeakVoiceProvider() });
  const spec: RenderSpec = {
    jobId: 'bench',
    prompt: PROMPT,
    visualStyle: 'pixar',
    aspectRatio: '9:16',
    durationSeconds: VOICED_SECONDS,
    watermark: true,
    scenes: SCENES,
    voice: voiced ? { voiceId: 'ava-en', speed: 1 } : null,
    captions: voiced ? { style: 'bold-pop' } : null,
  };
  const started = performance.now();
  await provider.render(spec, {
    outputPath: path.join(dir, 'studio.mp4'),
    signal: new AbortController().signal,
    reportProgress: async () => undefined,
    resumeRequestId: null,
    saveRequestId: async () => undefined,
  });
  return (performance.now() - started) / 1000;
}

const LOOP_RUNS = 3;

/** The event loop's delay (p99 and worst, ms) while `work` runs: what a request arriving meanwhile waits. */
async function loopDelayDuring(work: () => Promise<void>): Promise<{ p99: number; max: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await work();
  histogram.disable();
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-bench-render-'));
registerRenderFonts();
const rows: string[][] = [];
const voicedRows: string[][] = [];
const loopRows: string[][] = [];
const productRows: string[][] = [];
try {
  for (const [style, aspectRatio] of [
    ['pixar', '16:9'],
    ['neon-cyberpunk', '9:16'],
  ] as const) {
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
    rows.push([
      `${style} ${aspectRatio} ${width}x${height}`,
      median(full).toFixed(2),
      median(encodeOnly).toFixed(2),
      (median(full) / median(encodeOnly)).toFixed(2),
    ]);
  }
  {
    const { width, height } = frameSize('9:16');
    const painter = createScenePainter({
      width,
      height,
      durationSeconds: VOICED_SECONDS,
      script: scriptFromScenes(PROMPT, SCENES),
      look: STYLE_LOOKS.pixar,
      watermark: true,
      seed: 1,
    });
    const frames = Array.from({ length: VOICED_SECONDS * LOCAL_FPS }, (_, i) => Buffer.from(painter.paint(i / LOCAL_FPS, i)));
    const audioPath = path.join(dir, 'music.wav');
    await writeFile(audioPath, composeMusicBed(STYLE_LOOKS.pixar.music, VOICED_SECONDS, 1));
    const silent: number[] = [];
    const voiced: number[] = [];
    const floor: number[] = [];
    for (let run = 0; run < VOICED_RUNS; run++) {
      silent.push(await timeStudioRender(dir, false));
      voiced.push(await timeStudioRender(dir, true));
      floor.push(await timeEncodeOnly(dir, frames, '9:16', audioPath));
    }
    const ratio = median(voiced) / median(silent);
    voicedRows.push(
      [`silent, 9:16 ${width}x${height}`, median(silent).toFixed(2), (median(silent) / median(floor)).toFixed(2), '1.00', ''],
      [
        `voiced + captions (eSpeak NG, bold-pop)`,
        median(voiced).toFixed(2),
        (median(voiced) / median(floor)).toFixed(2),
        ratio.toFixed(2),
        `≤ 1.50 ${ratio <= 1.5 ? 'met' : 'MISSED'}`,
      ],
      [`encode-only floor (silent frames)`, median(floor).toFixed(2), '1.00', '', ''],
    );
  }
  {
    // issue 27: a 15 s product ad (4 photos, the features, rating, offer and end card layouts), voiced
    // and captioned, against encoding the same number of its own frames: target ≤ 1.3× that floor
    const product = await writeSampleProduct(dir);
    const spec: RenderSpec = {
      jobId: 'bench',
      prompt: 'Glimmerfox solar lantern',
      visualStyle: 'pixar',
      aspectRatio: '9:16',
      durationSeconds: VOICED_SECONDS,
      watermark: true,
      scenes: SAMPLE_PRODUCT_SCENES,
      product,
      voice: { voiceId: 'ava-en', speed: 1 },
      captions: { style: 'bold-pop' },
    };
    const provider = createLocalVideoProvider({ mediaTools, voice: createEspeakVoiceProvider() });
    const renders: number[] = [];
    let spokenSeconds = VOICED_SECONDS;
    for (let run = 0; run < VOICED_RUNS; run++) {
      const started = performance.now();
      await provider.render(spec, {
        outputPath: path.join(dir, 'product.mp4'),
        signal: new AbortController().signal,
        reportProgress: async () => undefined,
        resumeRequestId: null,
        saveRequestId: async () => undefined,
        reportTimeline: (timeline) => void (spokenSeconds = timeline.durationMs / 1000),
      });
      renders.push((performance.now() - started) / 1000);
    }
    const { width, height } = frameSize('9:16');
    const scenes = SAMPLE_PRODUCT_SCENES;
    const painter = createScenePainter({
      width,
      height,
      durationSeconds: spokenSeconds,
      script: scriptFromScenes(spec.prompt, scenes),
      look: STYLE_LOOKS.pixar,
      watermark: true,
      seed: 1,
      scenes,
      product: await loadProductAssets(product),
      aspectRatio: '9:16',
      captionStyle: 'bold-pop',
    });
    const frames = Array.from({ length: Math.round(spokenSeconds * LOCAL_FPS) }, (_, i) => Buffer.from(painter.paint(i / LOCAL_FPS, i)));
    const audioPath = path.join(dir, 'music.wav');
    await writeFile(audioPath, composeMusicBed(STYLE_LOOKS.pixar.music, spokenSeconds, 1));
    const floor: number[] = [];
    for (let run = 0; run < VOICED_RUNS; run++) floor.push(await timeEncodeOnly(dir, frames, '9:16', audioPath));
    const ratio = median(renders) / median(floor);
    productRows.push(
      [
        `product ad, 4 images, voice + captions (${spokenSeconds.toFixed(1)} s spoken)`,
        median(renders).toFixed(2),
        ratio.toFixed(2),
        `≤ 1.30 ${ratio <= 1.3 ? 'met' : 'MISSED'}`,
      ],
      [`encode-only floor (the ad's own frames)`, median(floor).toFixed(2), '1.00', ''],
    );
  }
  {
    const spec: RenderSpec = { jobId: 'bench', prompt: PROMPT, visualStyle: 'pixar', aspectRatio: '9:16', durationSeconds: SECONDS, watermark: true };
    const outputPath = path.join(dir, 'loop.mp4');
    const io = { signal: new AbortController().signal, reportProgress: () => undefined };
    const inThread: { p99: number; max: number }[] = [];
    const offThread: { p99: number; max: number }[] = [];
    for (let run = 0; run < LOOP_RUNS; run++) {
      inThread.push(
        await loopDelayDuring(() =>
          paintAndEncode({ spec, script: writeAdScript(PROMPT), voiceOver: null, outputPath, mediaBinaries: mediaTools.binaries, fps: LOCAL_FPS }, io),
        ),
      );
      offThread.push(
        await loopDelayDuring(() =>
          createLocalVideoProvider({ mediaTools }).render(spec, {
            outputPath,
            signal: io.signal,
            reportProgress: async () => undefined,
            resumeRequestId: null,
            saveRequestId: async () => undefined,
          }),
        ),
      );
    }
    const p99 = (runs: { p99: number }[]) => median(runs.map((r) => r.p99));
    const max = (runs: { max: number }[]) => median(runs.map((r) => r.max));
    loopRows.push(
      ["painting on the server's thread (baseline)", p99(inThread).toFixed(1), max(inThread).toFixed(1), '1.00'],
      ['render thread', p99(offThread).toFixed(1), max(offThread).toFixed(1), (p99(offThread) / p99(inThread)).toFixed(2)],
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

console.log(`\nlocal engine, ${SECONDS} s clip at ${LOCAL_FPS} fps, median of ${RUNS}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'cpu'})\n`);
console.log(table(['clip', 'render s', 'encode-only s (floor)', 'render / floor'], rows));
console.log(`\n${VOICED_SECONDS} s 720p studio video (4 scenes), median of ${VOICED_RUNS}\n`);
console.log(table(['render', 'seconds', '/ floor', '/ silent', 'target'], voicedRows));
console.log(`\n${VOICED_SECONDS} s 720p product ad (issue 27), median of ${VOICED_RUNS}\n`);
console.log(table(['render', 'seconds', '/ floor', 'target'], productRows));
console.log(`\nthe event loop of the process that runs a ${SECONDS} s 9:16 render, median of ${LOOP_RUNS}\n`);
console.log(table(['where frames are painted', 'loop delay p99 ms', 'worst ms', 'p99 / baseline'], loopRows));
