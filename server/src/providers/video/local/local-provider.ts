import { EVERY_SCENE } from '@common/rules/safe-zones';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaTools } from '../../media-tools/index';
import type { VoiceProvider } from '../../voice/voice-provider';
import type { RenderSpec, VideoProvider } from '../video-provider';
import { runInRenderThread } from './run-in-render-thread';
import { planSceneSegments, renderTiming, soundtrackKey } from './scene-segments';
import { scriptFromScenes, writeAdScript, type AdScript } from './script-writer';
import { recordedVoiceOver } from './recorded-voice-over';
import { speakScenes, type VoiceOver } from './voice-over';

/** What each scene says: the words the voice speaks and the captions show. */
const narrationsOf = (script: AdScript) => script.beats.map((beat) => beat.headline);

/** The script a render paints and says: the creator's scenes, or the template's from the prompt. */
export const scriptOf = (spec: RenderSpec): AdScript => (spec.scenes?.length ? scriptFromScenes(spec.prompt, spec.scenes) : writeAdScript(spec.prompt));

/**
 * The render's speech on its timeline, or null for a silent video: the creator's own recording
 * aligned to the script (docs/decisions/066), or every scene's narration said by the speech port.
 * The render bench says it the same way to paint its floors' frames.
 */
export async function voiceOverOf(
  spec: RenderSpec,
  script: AdScript,
  options: { voice?: VoiceProvider; mediaTools: MediaTools; signal: AbortSignal },
): Promise<VoiceOver | null> {
  if (!spec.voice || !options.voice) return null;
  if (spec.voice.recordingPath)
    return recordedVoiceOver(options.voice, options.mediaTools, narrationsOf(script), {
      recordingPath: spec.voice.recordingPath,
      voiceId: spec.voice.voiceId,
      durationSeconds: spec.durationSeconds,
      signal: options.signal,
    });
  return speakScenes(options.voice, narrationsOf(script), {
    ...spec.voice,
    durationSeconds: spec.durationSeconds,
    shares: spec.scenes?.length ? spec.scenes.map((s) => s.durationSeconds) : script.beats.map(() => 1),
    signal: options.signal,
  });
}

/**
 * The built-in engine: a motion-graphics ad drawn frame by frame and encoded by ffmpeg, in a
 * render thread (paint-and-encode.ts). With a voice, every scene's narration is spoken first (the
 * speech port, here: it is the port's adapters that may call out), the scenes last as long as
 * their speech needs, the music ducks under it and the captions follow its words. Each scene is
 * its own segment, keyed by all that shapes it: a segment the context's cache already holds is
 * reused, so an edit re-encodes only the scenes it changed (docs/decisions/065); the mastered
 * soundtrack is kept the same way, so an edit that leaves the sound alone does not make it again
 * (docs/decisions/069).
 */
/** `fps` forces a frame rate (LOCAL_RENDER_FPS; tests render at a few frames a second); unset, each video's format decides. */
export function createLocalVideoProvider(options: { mediaTools: MediaTools; fps?: number; voice?: VoiceProvider }): VideoProvider {
  const fps = options.fps;
  return {
    name: 'local',
    async render(spec: RenderSpec, context) {
      const script = scriptOf(spec);
      const voiceOver = await voiceOverOf(spec, script, { ...options, signal: context.signal });
      if (voiceOver) context.reportTimeline?.({ voiceEngine: voiceOver.engine, words: voiceOver.words, durationMs: Math.round(voiceOver.totalSeconds * 1000) });
      const timing = renderTiming(spec, script, voiceOver, fps);
      const plan = await planSceneSegments(spec, script, voiceOver, timing);
      const dir = `${context.outputPath}.segments`;
      await mkdir(dir, { recursive: true });
      try {
        const cache = spec.draft ? undefined : context.segmentCache; // a preview is never re-rendered
        const restore = async (key: string, file: string) => (cache ? await cache.restore(key, file) : false);
        const soundtrackFile = path.join(dir, 'soundtrack.m4a');
        const soundtrackKeyed = soundtrackKey(spec, voiceOver, timing);
        const [segments, soundtrackReused] = await Promise.all([
          Promise.all(
            plan.map(async (segment) => {
              const file = path.join(dir, `${segment.key}.mp4`);
              return { ...segment, path: file, reuse: await restore(segment.key, file) };
            }),
          ),
          restore(soundtrackKeyed, soundtrackFile),
        ]);
        const boxReport = await runInRenderThread(
          {
            spec,
            script,
            voiceOver,
            outputPath: context.outputPath,
            segments,
            soundtrack: { path: soundtrackFile, reuse: soundtrackReused },
            mediaBinaries: options.mediaTools.binaries,
            fps,
          },
          { signal: context.signal, reportProgress: context.reportProgress },
        );
        if (boxReport) context.reportBoxes?.(boxReport);
        for (const segment of segments) if (!segment.reuse) await cache?.keep(segment.key, segment.path);
        if (!soundtrackReused) await cache?.keep(soundtrackKeyed, soundtrackFile);
        context.reportSegments?.([
          ...segments.map((segment) => ({ scene: segment.scene, part: segment.part, key: segment.key, encoded: !segment.reuse })),
          { scene: EVERY_SCENE, part: 'soundtrack' as const, key: soundtrackKeyed, encoded: !soundtrackReused },
        ]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
