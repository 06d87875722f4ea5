import { captionPhrases } from '@common/rules/captions';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mediaToolsOf, type FrameEncoder, type MediaBinaries } from '../../media-tools/index';
import type { RenderSpec } from '../video-provider';
import { loadBrandLayer } from './brand-layer';
import { createCaptionPainter } from './captions';
import { registerRenderFonts } from './fonts';
import { frameSize } from './frame-size';
import { composeMusicBed } from './music-bed';
import { loadProductAssets } from './product-assets';
import { createScenePainter } from './scene-painter';
import { advanceSceneMedia, loadSceneMedia, type SceneMediaLayer } from './scene-media';
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
  /** The media tools' binaries: the thread builds the same adapter from them. */
  mediaBinaries: MediaBinaries;
  fps: number;
};

/**
 * Paints every frame and encodes it with ffmpeg, with the music bed (and the voice-over mixed
 * into it) as the soundtrack. Drawing (this thread) and encoding (ffmpeg's threads) overlap,
 * which is what keeps it near real time. Runs in the render thread (render-thread.ts), so the
 * drawing never holds up the server's event loop.
 */
export async function paintAndEncode(job: PaintJob, io: { signal: AbortSignal; reportProgress(percent: number): void }): Promise<void> {
  const { spec, script, voiceOver } = job;
  registerRenderFonts();
  const { width, height } = spec.output ?? frameSize(spec.aspectRatio);
  const fps = spec.output?.fps ?? job.fps;
  const seed = hashText(`${spec.prompt}|${spec.visualStyle}`);
  // a brand kit's font and primary colour take over the style's type and accents
  const look = spec.brandKit
    ? { ...STYLE_LOOKS[spec.visualStyle], font: spec.brandKit.font, accent: spec.brandKit.colors.primary }
    : STYLE_LOOKS[spec.visualStyle];
  const durationSeconds = voiceOver?.totalSeconds ?? spec.durationSeconds;
  const sceneSeconds = voiceOver?.sceneSeconds ?? script.beats.map(() => durationSeconds / script.beats.length);
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
            })
          : undefined,
    });
    const audioPath = path.join(scratch, 'music.wav');
    const music = composeMusicBed(look.music, durationSeconds, seed);
    await writeFile(audioPath, voiceOver ? mixVoiceOver(music, voiceOver) : music);
    encoder = mediaTools.startEncoder({
      width,
      height,
      fps,
      audioPath,
      outputPath: job.outputPath,
      metadataComment: `Reelwright local engine; style ${spec.visualStyle}${voiceOver ? `; voice ${voiceOver.engine}` : ''}`,
      signal: io.signal,
    });
    const frames = Math.round(durationSeconds * fps);
    let reported = 0;
    for (let frame = 0; frame < frames; frame++) {
      io.signal.throwIfAborted();
      if (media.length) await advanceSceneMedia(media, painter.sceneAt(frame / fps));
      await encoder.write(painter.paint(frame / fps, frame));
      const percent = Math.floor(((frame + 1) / frames) * 95);
      if (percent >= reported + 5) {
        reported = percent;
        io.reportProgress(percent);
      }
    }
    await encoder.finish();
  } finally {
    await encoder?.stop();
    for (const layer of media) layer?.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
