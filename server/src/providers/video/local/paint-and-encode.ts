import type { BoxReport } from '@common/rules/safe-zones';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mediaToolsOf, type FrameEncoder, type MediaBinaries } from '../../media-tools/index';
import type { RenderSpec } from '../video-provider';
import { createFrameReleaser } from './frame-memory';
import { composeMusicBed } from './music-bed';
import { createRenderPainter } from './render-painter';
import { advanceSceneMedia, loadSceneMedia, type SceneMediaLayer } from './scene-media';
import { renderTiming, type SceneSegment } from './scene-segments';
import type { AdScript } from './script-writer';
import { mixVoiceOver, type VoiceOver } from './voice-over';

/** Everything the frame loop needs, as plain data: it crosses into the render thread. */
export type PaintJob = {
  spec: RenderSpec;
  script: AdScript;
  /** The spoken narration, when the render has a voice (spoken before painting starts). */
  voiceOver: VoiceOver | null;
  outputPath: string;
  /**
   * Every scene's segment file, in order: `reuse` ones are already there (an earlier render's),
   * the others are painted and encoded (silent) to that path. Joined, they are the picture.
   */
  segments: (SceneSegment & { path: string; reuse: boolean })[];
  /**
   * The mastered soundtrack (AAC, .m4a): `reuse`, an earlier render's is already at `path`;
   * else it is mixed and mastered to `path`. A style preview's plain mix goes elsewhere.
   */
  soundtrack: { path: string; reuse: boolean };
  /** The media tools' binaries: the thread builds the same adapter from them. */
  mediaBinaries: MediaBinaries;
  /** LOCAL_RENDER_FPS when the operator forces one; else the format's rate. */
  fps: number | undefined;
};

/**
 * Paints the frames of every scene not reused and encodes each scene to its own silent segment
 * with ffmpeg, then joins the segments without re-encoding and lays the music bed (and the
 * voice-over mixed into it) over the whole timeline once (docs/decisions/065). Drawing (this
 * thread) and encoding (ffmpeg's threads) overlap, which is what keeps it near real time. Runs in
 * the render thread (render-thread.ts), so the drawing never holds up the server's event loop.
 */
export async function paintAndEncode(job: PaintJob, io: { signal: AbortSignal; reportProgress(percent: number): void }): Promise<BoxReport | null> {
  const { spec, voiceOver } = job;
  const { width, height, fps, durationSeconds, sceneSeconds } = renderTiming(spec, job.script, voiceOver, job.fps);
  let media: (SceneMediaLayer | null)[] = [];
  const mediaTools = mediaToolsOf(job.mediaBinaries);
  const encoders = new Set<FrameEncoder>();
  // the soundtrack's mastering (its own ffmpeg): a failed render waits for it to stop too
  let mastering: Promise<void> = Promise.resolve();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-render-'));
  try {
    if (spec.scenes?.some((scene) => scene.background)) {
      media = await loadSceneMedia(
        spec.scenes.map((scene) => scene.background),
        { mediaTools, width, height, fps, sceneSeconds, signal: io.signal },
      );
    }
    const { painter, boxReport, look, seed } = await createRenderPainter(job, media);
    // the soundtrack is mixed (music ducked under the voice) to a WAV, then mastered on its own
    // (issue 28: −14 LUFS, ≤ −1 dBTP, 48 kHz AAC): audio-only work, run while the frames are
    // painted; an earlier render's is reused as it is (docs/decisions/069); a style preview keeps
    // the plain mix, encoded when joined (issue 29: previews are quick, not mastered)
    const mixSoundtrack = async () => {
      const mixPath = path.join(scratch, 'mix.wav');
      const music = composeMusicBed(look.music, durationSeconds, seed);
      await writeFile(mixPath, voiceOver ? mixVoiceOver(music, voiceOver) : music);
      if (spec.draft) return { path: mixPath, done: Promise.resolve() };
      const done = mediaTools.masterAudio({ source: mixPath, outputPath: job.soundtrack.path, durationSeconds, signal: io.signal }).then(() => undefined);
      return { path: job.soundtrack.path, done };
    };
    const toEncode = job.segments.filter((segment) => !segment.reuse);
    const frames = toEncode.reduce((sum, segment) => sum + segment.frameCount, 0);
    // one encoder per run of consecutive segments (a whole first render is one run); a run's
    // encoder drains its last frames while the next run is painted
    const runs = consecutiveRuns(toEncode);
    // a first render is one run of every segment: its encoder also writes the picture whole, which
    // the join copies as one file
    const whole = runs.length === 1 && runs[0]!.length === job.segments.length && job.segments.length > 1 ? path.join(scratch, 'picture.mp4') : undefined;
    const startEncoder = (run: PaintJob['segments']) => {
      const encoder = mediaTools.startSegmentEncoder({ width, height, fps, segments: run, wholePath: whole, signal: io.signal });
      encoders.add(encoder);
      return encoder;
    };
    // the first encoder is started before the soundtrack is mixed: ffmpeg starts up meanwhile
    const first = runs.length ? startEncoder(runs[0]!) : null;
    const soundtrack = job.soundtrack.reuse ? { path: job.soundtrack.path, done: Promise.resolve() } : await mixSoundtrack();
    mastering = soundtrack.done.catch(() => undefined); // awaited below; a failure must not go unhandled while frames are painted
    const releaseWritten = createFrameReleaser(width * height * 4);
    let painted = 0;
    let reported = 0;
    let closing: Promise<void> = Promise.resolve();
    for (const [index, run] of runs.entries()) {
      const current = index === 0 ? first! : startEncoder(run);
      const end = run.at(-1)!.firstFrame + run.at(-1)!.frameCount;
      for (let frame = run[0]!.firstFrame; frame < end; frame++) {
        io.signal.throwIfAborted();
        if (media.length) await advanceSceneMedia(media, painter.sceneAt(frame / fps));
        await current.write(painter.paint(frame / fps, frame));
        releaseWritten();
        const percent = Math.floor((++painted / frames) * 95);
        if (percent >= reported + 5) {
          reported = percent;
          io.reportProgress(percent);
        }
      }
      await closing;
      closing = current.finish().then(() => void encoders.delete(current));
      closing.catch(() => undefined); // awaited with the next run or after the last
    }
    await closing;
    await soundtrack.done;
    await mediaTools.concatSegments({
      segments: whole ? [whole] : job.segments.map((segment) => segment.path),
      outputPath: job.outputPath,
      soundtrack: {
        audioPath: soundtrack.path,
        copy: !spec.draft,
        comment: `Reelwright local engine; style ${spec.visualStyle}${voiceOver ? `; voice ${voiceOver.engine}` : ''}`,
      },
      signal: io.signal,
    });
    return boxReport;
  } finally {
    await Promise.all([...encoders].map((running) => running.stop()));
    await mastering;
    for (const layer of media) layer?.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Segments in runs whose frames follow on: each run is painted and encoded in one pass. */
function consecutiveRuns<T extends { firstFrame: number; frameCount: number }>(segments: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const segment of segments) {
    const last = runs.at(-1)?.at(-1);
    if (last && last.firstFrame + last.frameCount === segment.firstFrame) runs.at(-1)!.push(segment);
    else runs.push([segment]);
  }
  return runs;
}
