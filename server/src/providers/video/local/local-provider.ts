import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaTools } from '../../media-tools/index';
import type { VoiceProvider } from '../../voice/voice-provider';
import type { RenderSpec, VideoProvider } from '../video-provider';
import { runInRenderThread } from './run-in-render-thread';
import { planSceneSegments, renderTiming } from './scene-segments';
import { scriptFromScenes, writeAdScript } from './script-writer';
import { recordedVoiceOver } from './recorded-voice-over';
import { speakScenes, type VoiceOver } from './voice-over';

/** What each scene says: the words the voice speaks and the captions show. */
const narrationsOf = (script: ReturnType<typeof scriptFromScenes>) => script.beats.map((beat) => beat.headline);

/**
 * The built-in engine: a motion-graphics ad drawn frame by frame and encoded by ffmpeg, in a
 * render thread (paint-and-encode.ts). With a voice, every scene's narration is spoken first (the
 * speech port, here: it is the port's adapters that may call out), the scenes last as long as
 * their speech needs, the music ducks under it and the captions follow its words. Each scene is
 * its own segment, keyed by all that shapes it: a segment the context's cache already holds is
 * reused, so an edit re-encodes only the scenes it changed (docs/decisions/065).
 */
/** `fps` forces a frame rate (LOCAL_RENDER_FPS; tests render at a few frames a second); unset, each video's format decides. */
export function createLocalVideoProvider(options: { mediaTools: MediaTools; fps?: number; voice?: VoiceProvider }): VideoProvider {
  const fps = options.fps;
  return {
    name: 'local',
    async render(spec: RenderSpec, context) {
      const script = spec.scenes?.length ? scriptFromScenes(spec.prompt, spec.scenes) : writeAdScript(spec.prompt);
      let voiceOver: VoiceOver | null = null;
      if (spec.voice?.recordingPath && options.voice) {
        // the creator's own voice (docs/decisions/066): their recording, aligned to the script
        voiceOver = await recordedVoiceOver(options.voice, options.mediaTools, narrationsOf(script), {
          recordingPath: spec.voice.recordingPath,
          voiceId: spec.voice.voiceId,
          durationSeconds: spec.durationSeconds,
          signal: context.signal,
        });
        context.reportTimeline?.({ voiceEngine: voiceOver.engine, words: voiceOver.words, durationMs: Math.round(voiceOver.totalSeconds * 1000) });
      } else if (spec.voice && options.voice) {
        voiceOver = await speakScenes(options.voice, narrationsOf(script), {
          ...spec.voice,
          durationSeconds: spec.durationSeconds,
          shares: spec.scenes?.length ? spec.scenes.map((s) => s.durationSeconds) : script.beats.map(() => 1),
          signal: context.signal,
        });
        context.reportTimeline?.({ voiceEngine: voiceOver.engine, words: voiceOver.words, durationMs: Math.round(voiceOver.totalSeconds * 1000) });
      }
      const plan = await planSceneSegments(spec, script, voiceOver, renderTiming(spec, script, voiceOver, fps));
      const dir = `${context.outputPath}.segments`;
      await mkdir(dir, { recursive: true });
      try {
        const cache = spec.draft ? undefined : context.segmentCache; // a preview is never re-rendered
        const segments = await Promise.all(
          plan.map(async (segment) => {
            const file = path.join(dir, `${segment.key}.mp4`);
            return { ...segment, path: file, reuse: cache ? await cache.restore(segment.key, file) : false };
          }),
        );
        const boxReport = await runInRenderThread(
          { spec, script, voiceOver, outputPath: context.outputPath, segments, mediaBinaries: options.mediaTools.binaries, fps },
          { signal: context.signal, reportProgress: context.reportProgress },
        );
        if (boxReport) context.reportBoxes?.(boxReport);
        for (const segment of segments) if (!segment.reuse) await cache?.keep(segment.key, segment.path);
        context.reportSegments?.(segments.map((segment) => ({ scene: segment.scene, part: segment.part, key: segment.key, encoded: !segment.reuse })));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
