// npm run bench:render — seconds to render a 10 s 720p clip with the local engine (median of 5),
// against encoding the very same frames with the same ffmpeg settings: the physical floor. Then a
// 15 s 720p studio video three ways: silent, voiced and captioned (eSpeak NG, issue 16), and the
// encode-only floor of the silent one's frames; target: voiced ≤ 1.5× silent. Last, how long the
// server's event loop waits while a render runs: painting on its thread (how it was) against the
// render thread (docs/decisions/037-render-thread.md). And a 15 s product ad (issue 27: 4 photos, voice,
// captions) against the encode-only floor of its own frames, target ≤ 1.3×. Issue 28: a paid
// creator's 15 s voiced, captioned TikTok video at 1080x1920 and 30 fps against its encode-only
// floor (the same frames, painted beforehand to a raw file, fed to the same encoder): targets
// <= 7.5 s, <= 1.3x the floor, the render process's peak memory <= 700 MB, and mastering the
// sound <= 15% of the render. BENCH_FULL_HD_RUNS sets its runs (3).
// Each part runs in a process of its own (BENCH_RENDER_ONLY=clip|studio|edit|product|full-hd|loop
// runs one, or several with commas, in this process): a part's floor holds a whole video's frames
// in memory, and what the allocators kept of them made every later fork 25× slower (a render
// starts ffmpeg three times, its floor once), and the TikTok part's peak memory must be its own.
// And a one-scene edit re-render of the 15 s studio video beside its full render, in the same run:
// target ≤ 35% (docs/decisions/065).
import { spawnSync } from 'node:child_process';
import { copyFile, open, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { deliveredFormat } from '../common/catalog/output-formats';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import type { AspectRatio, VisualStyle } from '../common/contracts/video';
import { createMediaTools } from '../server/src/providers/media-tools/index';
import { registerRenderFonts } from '../server/src/providers/video/local/fonts';
import { frameSize, LOCAL_FPS } from '../server/src/providers/video/local/frame-size';
import { createLocalVideoProvider, scriptOf, voiceOverOf } from '../server/src/providers/video/local/local-provider';
import { createRenderPainter } from '../server/src/providers/video/local/render-painter';
import { planSceneSegments, renderTiming } from '../server/src/providers/video/local/scene-segments';
import type { VoiceProvider } from '../server/src/providers/voice/voice-provider';
import { composeMusicBed } from '../server/src/providers/video/local/music-bed';
import { paintAndEncode } from '../server/src/providers/video/local/paint-and-encode';
import { createScenePainter } from '../server/src/providers/video/local/scene-painter';
import { writeAdScript } from '../server/src/providers/video/local/script-writer';
import { STYLE_LOOKS } from '../server/src/providers/video/local/style-looks';
import { scriptFromScenes } from '../server/src/providers/video/local/script-writer';
import { createEspeakVoiceProvider } from '../server/src/providers/voice/espeak/espeak-provider';
import type { RenderSpec, SegmentCache } from '../server/src/providers/video/video-provider';
import { SAMPLE_PRODUCT_SCENES, writeSampleProduct } from '../server/src/providers/video/local/layouts/sample-product';

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

/**
 * A render's frames as the engine paints them, each handed to `onFrame`: its speech said and its
 * painter set up by the engine's own functions (captions, safe areas, product photos), so a floor
 * encodes the very frames the render encodes (docs/decisions/071).
 */
async function paintRenderFrames(spec: RenderSpec, voice: VoiceProvider, onFrame: (frame: Buffer) => void | Promise<void>): Promise<void> {
  const script = scriptOf(spec);
  const voiceOver = await voiceOverOf(spec, script, { voice, mediaTools, signal: new AbortController().signal });
  const timing = renderTiming(spec, script, voiceOver, undefined);
  const frameCount = (await planSceneSegments(spec, script, voiceOver, timing)).reduce((sum, segment) => sum + segment.frameCount, 0);
  const { painter } = await createRenderPainter({ spec, script, voiceOver, fps: undefined });
  for (let i = 0; i < frameCount; i++) await onFrame(Buffer.from(painter.paint(i / timing.fps, i)));
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

/** A directory as the engine's segment cache (the server backs it with media storage). */
function directoryCache(root: string): SegmentCache {
  return {
    async restore(key, toPath) {
      const file = path.join(root, `${key}.mp4`);
      if (!(await stat(file).catch(() => null))) return false;
      await copyFile(file, toPath);
      return true;
    },
    keep: (key, fromPath) => copyFile(fromPath, path.join(root, `${key}.mp4`)),
  };
}

/** The 4-scene studio video rendered whole (empty cache), then again with one word of scene 3 changed. */
async function timeEditRender(dir: string, run: number): Promise<{ full: number; edit: number; encoded: string }> {
  const provider = createLocalVideoProvider({ mediaTools });
  const cache = directoryCache(await mkdtemp(path.join(dir, `cache-${run}-`)));
  let encoded = '';
  const render = async (scenes: typeof SCENES) => {
    const started = performance.now();
    const spec: RenderSpec = {
      jobId: 'bench',
      prompt: PROMPT,
      visualStyle: 'pixar',
      aspectRatio: '9:16',
      durationSeconds: VOICED_SECONDS,
      watermark: true,
      scenes,
    };
    await provider.render(spec, {
      outputPath: path.join(dir, 'edit.mp4'),
      signal: new AbortController().signal,
      reportProgress: async () => undefined,
      resumeRequestId: null,
      saveRequestId: async () => undefined,
      segmentCache: cache,
      reportSegments: (segments) =>
        void (encoded = segments
          .filter((s) => s.encoded)
          .map((s) => (s.part === 'soundtrack' ? 'soundtrack' : `${s.scene + 1}${s.part === 'transition' ? ' (cut in)' : ''}`))
          .join(', ')),
    });
    return (performance.now() - started) / 1000;
  };
  const full = await render(SCENES);
  const edit = await render(SCENES.map((scene, i) => (i === 2 ? { ...scene, narration: 'Drinks stay icy for twenty four hours.' } : scene)));
  return { full, edit, encoded };
}

const LOOP_RUNS = 3;

/** The event loop's delay (p99 and worst, ms) while `work` runs: what a request arriving meanwhile waits. */
async function loopDelayDuring(work: () => Promise<unknown>): Promise<{ p99: number; max: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await work();
  histogram.disable();
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}

const FULL_HD_RUNS = Number(process.env.BENCH_FULL_HD_RUNS ?? 3);
const PARTS = ['clip', 'studio', 'edit', 'product', 'loop', 'full-hd'] as const;
/** BENCH_RENDER_ONLY=clip|studio|edit|product|full-hd|loop (or several, with commas): the parts this process runs. */
const ONLY = process.env.BENCH_RENDER_ONLY;
const runs = (part: (typeof PARTS)[number]) => ONLY?.split(',').includes(part) ?? false;

/** Runs `work`, sampling this process's resident memory (the main and the render thread) every 50 ms; seconds and peak MB. */
async function timedWithPeak(work: () => Promise<void>): Promise<{ seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => void (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, peakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20 };
}

/** The paid TikTok render (issue 28) and its floor: rows for the table. */
async function fullHdRows(dir: string): Promise<string[][]> {
  const output = deliveredFormat({ plan: 'pro', aspectRatio: '9:16', presetId: 'tiktok' });
  const { width, height, fps } = output;
  const spec: RenderSpec = {
    jobId: 'bench',
    prompt: PROMPT,
    visualStyle: 'pixar',
    aspectRatio: '9:16',
    durationSeconds: VOICED_SECONDS,
    watermark: false,
    scenes: SCENES,
    voice: { voiceId: 'ava-en', speed: 1 },
    captions: { style: 'bold-pop' },
    output,
    platformPreset: 'tiktok',
  };
  const voice = createEspeakVoiceProvider();
  const provider = createLocalVideoProvider({ mediaTools, voice });
  // the floor's frames: the render's own, painted once to disk (450 frames of 8 MB do not fit in memory)
  const rawPath = path.join(dir, 'frames.rgba');
  const raw = await open(rawPath, 'w');
  await paintRenderFrames(spec, voice, async (frame) => void (await raw.write(frame)));
  await raw.close();
  const musicPath = path.join(dir, 'music.wav');
  await writeFile(musicPath, composeMusicBed(STYLE_LOOKS.pixar.music, VOICED_SECONDS, 1));
  const renders: { seconds: number; peakMb: number }[] = [];
  const floors: number[] = [];
  const masters: number[] = [];
  for (let run = 0; run < FULL_HD_RUNS; run++) {
    renders.push(
      await timedWithPeak(() =>
        provider.render(spec, {
          outputPath: path.join(dir, 'tiktok.mp4'),
          signal: new AbortController().signal,
          reportProgress: async () => undefined,
          resumeRequestId: null,
          saveRequestId: async () => undefined,
        }),
      ),
    );
    const started = performance.now();
    const encoder = mediaTools.startEncoder({
      width,
      height,
      fps,
      audioPath: musicPath,
      outputPath: path.join(dir, 'floor.mp4'),
      metadataComment: 'bench',
      signal: new AbortController().signal,
    });
    const frames = await open(rawPath, 'r');
    const frame = Buffer.alloc(width * height * 4);
    while ((await frames.read(frame, 0, frame.length)).bytesRead === frame.length) await encoder.write(Buffer.from(frame));
    await frames.close();
    await encoder.finish();
    floors.push((performance.now() - started) / 1000);
    const mastering = performance.now();
    await mediaTools.masterAudio({ source: musicPath, outputPath: path.join(dir, 'master.wav'), durationSeconds: VOICED_SECONDS });
    masters.push((performance.now() - mastering) / 1000);
  }
  const render = median(renders.map((r) => r.seconds));
  const floor = median(floors);
  const peak = Math.max(...renders.map((r) => r.peakMb));
  const master = median(masters);
  const share = master / (render - master);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    [
      `voiced + captions, TikTok ${width}x${height} ${fps} fps`,
      render.toFixed(2),
      (render / floor).toFixed(2),
      `≤ 7.5 s ${verdict(render <= 7.5)}; ≤ 1.3× ${verdict(render / floor <= 1.3)}`,
    ],
    [`encode-only floor (same frames, from disk)`, floor.toFixed(2), '1.00', ''],
    [`peak memory of the render process, MB`, peak.toFixed(0), '', `≤ 700 ${verdict(peak <= 700)}`],
    [`mastering alone (inside the render), s`, master.toFixed(2), '', `+${(share * 100).toFixed(1)}% ≤ 15% ${verdict(share <= 0.15)}`],
  ];
}

if (!ONLY) {
  for (const part of PARTS) process.stdout.write(partInItsOwnProcess(part));
  process.exit(0);
}
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-bench-render-'));
registerRenderFonts();
const rows: string[][] = [];
const voicedRows: string[][] = [];
const loopRows: string[][] = [];
const editRows: string[][] = [];
const productRows: string[][] = [];
let fullHd: string[][] = [];

/** A part of this bench run in a child process (BENCH_RENDER_ONLY=part): its printed table. */
function partInItsOwnProcess(part: (typeof PARTS)[number]): string {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_RENDER_ONLY: part },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`the ${part} part of the bench failed (exit ${child.status})`);
  return child.stdout;
}
try {
  if (runs('clip'))
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
  if (runs('studio')) {
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
  if (runs('edit')) {
    const edits = [];
    for (let run = 0; run < VOICED_RUNS; run++) edits.push(await timeEditRender(dir, run));
    const full = median(edits.map((r) => r.full));
    const edit = median(edits.map((r) => r.edit));
    const share = edit / full;
    editRows.push(
      ['full render (every scene encoded)', full.toFixed(2), '1.00', '', ''],
      [`one-scene edit re-render (encoded: ${edits[0]!.encoded})`, edit.toFixed(2), share.toFixed(2), '≤ 0.35', share <= 0.35 ? 'met' : 'MISSED'],
    );
  }
  if (runs('product')) {
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
    const voice = createEspeakVoiceProvider();
    const provider = createLocalVideoProvider({ mediaTools, voice });
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
    // the floor encodes the ad's own frames: said and painted as the render does (captions included)
    const frames: Buffer[] = [];
    await paintRenderFrames(spec, voice, (frame) => void frames.push(frame));
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
  if (runs('full-hd')) fullHd = await fullHdRows(dir);
  if (runs('loop')) {
    const spec: RenderSpec = { jobId: 'bench', prompt: PROMPT, visualStyle: 'pixar', aspectRatio: '9:16', durationSeconds: SECONDS, watermark: true };
    const outputPath = path.join(dir, 'loop.mp4');
    const io = { signal: new AbortController().signal, reportProgress: () => undefined };
    const inThread: { p99: number; max: number }[] = [];
    const offThread: { p99: number; max: number }[] = [];
    for (let run = 0; run < LOOP_RUNS; run++) {
      inThread.push(
        await loopDelayDuring(() =>
          paintAndEncode(
            {
              spec,
              script: writeAdScript(PROMPT),
              voiceOver: null,
              outputPath,
              // the whole clip as one segment: the baseline paints every frame on this thread
              segments: [
                { scene: 0, part: 'scene', firstFrame: 0, frameCount: SECONDS * LOCAL_FPS, key: 'all', path: path.join(dir, 'all.mp4'), reuse: false },
              ],
              soundtrack: { path: path.join(dir, 'all.m4a'), reuse: false },
              mediaBinaries: mediaTools.binaries,
              fps: LOCAL_FPS,
            },
            io,
          ),
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

const print = (title: string, header: string[], body: string[][]) => body.length && console.log(`\n${title}\n\n${table(header, body)}`);
print(
  `local engine, ${SECONDS} s clip at ${LOCAL_FPS} fps, median of ${RUNS}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'cpu'})`,
  ['clip', 'render s', 'encode-only s (floor)', 'render / floor'],
  rows,
);
print(`${VOICED_SECONDS} s 720p studio video (4 scenes), median of ${VOICED_RUNS}`, ['render', 'seconds', '/ floor', '/ silent', 'target'], voicedRows);
print(
  `${VOICED_SECONDS} s 720p studio video (4 scenes, silent): a one-scene edit beside the full render, median of ${VOICED_RUNS}`,
  ['render', 'seconds', '/ full', 'target', ''],
  editRows,
);
print(`${VOICED_SECONDS} s 720p product ad (issue 27), median of ${VOICED_RUNS}`, ['render', 'seconds', '/ floor', 'target'], productRows);
print(
  `the event loop of the process that runs a ${SECONDS} s 9:16 render, median of ${LOOP_RUNS}`,
  ['where frames are painted', 'loop delay p99 ms', 'worst ms', 'p99 / baseline'],
  loopRows,
);
print(
  `issue 28: a paid ${VOICED_SECONDS} s TikTok video, median of ${FULL_HD_RUNS}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
  ['render', 'seconds / value', '/ floor', 'target'],
  fullHd,
);
