import { ASPECT_RATIOS } from '@common/catalog/aspect-ratios';
import { captionPhrases } from '@common/rules/captions';
import type { AspectRatio } from '@common/contracts/video';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { VoiceProvider } from '../../voice/voice-provider';
import type { RenderSpec, VideoProvider } from '../video-provider';
import { createCaptionPainter } from './captions';
import { startEncoder } from './ffmpeg-encoder';
import { registerRenderFonts } from './fonts';
import { composeMusicBed } from './music-bed';
import { createScenePainter } from './scene-painter';
import { loadBrandLayer } from './brand-layer';
import { advanceSceneMedia, loadSceneMedia } from './scene-media';
import { hashText, scriptFromScenes, writeAdScript } from './script-writer';
import { STYLE_LOOKS } from './style-looks';
import { mixVoiceOver, speakScenes, type VoiceOver } from './voice-over';

export const LOCAL_FPS = 24;

/** 720p by default: the short side is 720 pixels, the long side follows the ratio's terms. */
export function frameSize(aspectRatio: AspectRatio, shortSide = 720): { width: number; height: number } {
  const { width, height } = ASPECT_RATIOS[aspectRatio];
  const unit = shortSide / Math.min(width, height);
  return { width: Math.round(width * unit), height: Math.round(height * unit) };
}

/**
 * The built-in engine: a motion-graphics ad drawn frame by frame and encoded by ffmpeg. Drawing
 * (this thread) and encoding (ffmpeg's threads) overlap, which is what keeps it near real time.
 * With a voice, every scene's narration is spoken first (the speech port), the scenes last as
 * long as their speech needs, the music ducks under it and the captions follow its words.
 */
export function createLocalVideoProvider(options: { ffmpegPath: string; fps?: number; voice?: VoiceProvider }): VideoProvider {
  const fps = options.fps ?? LOCAL_FPS;
  return {
    name: 'local',
    async render(spec: RenderSpec, context) {
      registerRenderFonts();
      const { width, height } = frameSize(spec.aspectRatio);
      const seed = hashText(`${spec.prompt}|${spec.visualStyle}`);
      // a brand kit's font and primary colour take over the style's type and accents
      const look = spec.brandKit ? { ...STYLE_LOOKS[spec.visualStyle], font: spec.brandKit.font, accent: spec.brandKit.colors.primary } : STYLE_LOOKS[spec.visualStyle];
      const script = spec.scenes?.length ? scriptFromScenes(spec.prompt, spec.scenes) : writeAdScript(spec.prompt);
      let voiceOver: VoiceOver | null = null;
      if (spec.voice && options.voice) {
        voiceOver = await speakScenes(
          options.voice,
          script.beats.map((beat) => beat.headline),
          {
            ...spec.voice,
            durationSeconds: spec.durationSeconds,
            shares: spec.scenes?.length ? spec.scenes.map((s) => s.durationSeconds) : script.beats.map(() => 1),
            signal: context.signal,
          },
        );
        context.reportTimeline?.({ voiceEngine: voiceOver.engine, words: voiceOver.words, durationMs: Math.round(voiceOver.totalSeconds * 1000) });
      }
      const durationSeconds = voiceOver?.totalSeconds ?? spec.durationSeconds;
      const sceneSeconds = voiceOver?.sceneSeconds ?? script.beats.map(() => durationSeconds / script.beats.length);
      const media = spec.scenes?.some((scene) => scene.background)
        ? await loadSceneMedia(
            spec.scenes.map((scene) => scene.background),
            { ffmpegPath: options.ffmpegPath, width, height, fps, sceneSeconds, signal: context.signal },
          )
        : [];
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
      const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-render-'));
      try {
        const audioPath = path.join(scratch, 'music.wav');
        const music = composeMusicBed(look.music, durationSeconds, seed);
        await writeFile(audioPath, voiceOver ? mixVoiceOver(music, voiceOver) : music);
        const encoder = startEncoder({
          ffmpegPath: options.ffmpegPath,
          width,
          height,
          fps,
          audioPath,
          outputPath: context.outputPath,
          metadataComment: `Reelwright local engine; style ${spec.visualStyle}${voiceOver ? `; voice ${voiceOver.engine}` : ''}`,
          signal: context.signal,
        });
        const frames = Math.round(durationSeconds * fps);
        let reported = 0;
        for (let frame = 0; frame < frames; frame++) {
          context.signal.throwIfAborted();
          if (media.length) await advanceSceneMedia(media, painter.sceneAt(frame / fps));
          await encoder.write(painter.paint(frame / fps, frame));
          const percent = Math.floor(((frame + 1) / frames) * 95);
          if (percent >= reported + 5) {
            reported = percent;
            await context.reportProgress(percent);
          }
        }
        await encoder.finish();
      } finally {
        for (const layer of media) layer?.close();
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
