import { safeAreaAt } from '@common/catalog/platform-presets';
import { captionPhrases } from '@common/rules/captions';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mediaToolsOf, type FrameEncoder, type MediaBinaries } from '../../media-tools/index';
import type { RenderSpec } from '../video-provider';
import { loadBrandLayer } from './brand-layer';
import { createCaptionPainter } from './captions';
import { registerRenderFonts } from './fonts';
import { composeMusicBed } from './music-bed';
import { loadProductAssets } from './product-assets';
import { createScenePainter } from './scene-painter';
import { advanceSceneMedia, loadSceneMedia, type SceneMediaLayer } from './scene-media';
import { renderTiming, type SceneSegment } from './scene-segments';
import { hashText, type AdScript } from './script-writer';
import { STYLE_LOOKS } from './style-looks';
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
export async function paintAndEncode(job: PaintJob, io: { signal: AbortSignal; reportProgress(percent: number): void }): Promise<void> {
  const { spec, script, voiceOver } = job;
  registerRenderFonts();
  const { width, height, fps, durationSeconds, sceneSeconds } = renderTiming(spec, script, voiceOver, job.fps);
  const seed = hashText(`${spec.prompt}|${spec.visualStyle}`);
  // a brand kit's font and primary colour take over the style's type and accents
  const look = spec.brandKit
    ? { ...STYLE_LOOKS[spec.visualStyle], font: spec.brandKit.font, accent: spec.brandKit.colors.primary }
    : STYLE_LOOKS[spec.visualStyle];
  let media: (SceneMediaLayer | null)[] = [];
  const mediaTools = mediaToolsOf(job.mediaBinaries);
  let encoder: FrameEncoder | undefined;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-render-'));
  try {
    if (spec.scenes?.some((scene) => scene.background)) {
      media = await loadSceneMedia(
        spec.scenes.map((scene) => scene.background),
        { mediaTools, width, height, fps, sceneSeconds, signal: io.signal },
      );
    }
    const painter = createScenePainter({
      width,
      height,
      durationSeconds,
      script,
      look,
      watermark: spec.watermark,
      seed,
      media,
      brand: spec.brandKit ? await loadBrandLayer(spec.brandKit) : null,
      sceneSeconds,
      scenes: spec.scenes,
      product: await loadProductAssets(spec.product),
      aspectRatio: spec.aspectRatio,
      captionStyle: voiceOver && spec.captions ? spec.captions.style : null,
      paintCaptions:
        voiceOver && spec.captions
          ? createCaptionPainter({
              styleId: spec.captions.style,
              phrases: captionPhrases(voiceOver.words),
              width,
              height,
              aspectRatio: spec.aspectRatio,
              brandKit: spec.brandKit ? { colors: [spec.brandKit.colors.primary, spec.brandKit.colors.secondary] } : null,
              // captions land above the platform's own caption area and clear of its buttons (issue 28)
              safeArea: spec.platformPreset ? safeAreaAt(spec.platformPreset, { width, height }) : undefined,
            })
          : undefined,
    });
    // the soundtrack is mixed (music ducked under the voice) to a WAV, then mastered on its own
    // (issue 28: −14 LUFS, ≤ −1 dBTP, 48 kHz): audio-only work, before the frames are encoded; a
    // style preview keeps the plain mix (issue 29: previews are quick, not mastered)
    const mixPath = path.join(scratch, 'mix.wav');
    const audioPath = spec.draft ? mixPath : path.join(scratch, 'master.wav');
    const music = composeMusicBed(look.music, durationSeconds, seed);
    await writeFile(mixPath, voiceOver ? mixVoiceOver(music, voiceOver) : music);
    if (!spec.draft) await mediaTools.masterAudio({ source: mixPath, outputPath: audioPath, durationSeconds, signal: io.signal });
    const toEncode = job.segments.filter((segment) => !segment.reuse);
    const frames = toEncode.reduce((sum, segment) => sum + segment.frameCount, 0);
    let painted = 0;
    let reported = 0;
    for (const segment of toEncode) {
      encoder = mediaTools.startEncoder({ width, height, fps, audioPath: null, outputPath: segment.path, metadataComment: 'segment', signal: io.signal });
      for (let frame = segment.firstFrame; frame < segment.firstFrame + segment.frameCount; frame++) {
        io.signal.throwIfAborted();
        if (media.length) await advanceSceneMedia(media, painter.sceneAt(frame / fps));
        await encoder.write(painter.paint(frame / fps, frame));
        const percent = Math.floor((++painted / frames) * 95);
        if (percent >= reported + 5) {
          reported = percent;
          io.reportProgress(percent);
        }
      }
      await encoder.finish();
      encoder = undefined;
    }
    await mediaTools.concatSegments({
      segments: job.segments.map((segment) => segment.path),
      outputPath: job.outputPath,
      soundtrack: {
        audioPath,
        comment: `Reelwright local engine; style ${spec.visualStyle}${voiceOver ? `; voice ${voiceOver.engine}` : ''}`,
      },
      signal: io.signal,
    });
  } finally {
    await encoder?.stop();
    for (const layer of media) layer?.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
