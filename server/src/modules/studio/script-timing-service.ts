import type { ScriptFitResponse, ScriptTiming } from '@common/contracts/script-timing';
import type { ScriptVoice } from '@common/contracts/script';
import { fitNarration, measureScenes } from '../../providers/script-writer/index';
import type { StudioDeps } from './studio-deps';

type TimedScene = { id: string; narration: string; durationSeconds: number };
type TimingInput = { scenes: TimedScene[]; voice: ScriptVoice; durationSeconds: number };

function timingOf(scenes: readonly TimedScene[], sceneSeconds: readonly number[], totalSeconds: number, durationSeconds: number): ScriptTiming {
  return {
    scenes: scenes.map((scene, i) => ({ id: scene.id, seconds: sceneSeconds[i]! })),
    totalSeconds,
    durationSeconds,
    fits: totalSeconds <= durationSeconds,
    method: 'speech',
  };
}

/** How long the voice takes to say each scene and the whole script: the embedded engine's real synthesis, cached. */
export async function timeScript(deps: Pick<StudioDeps, 'scriptWriting'>, input: TimingInput, signal?: AbortSignal): Promise<ScriptTiming> {
  const spoken = await measureScenes(
    deps.scriptWriting.timer,
    input.scenes.map((s) => s.narration),
    input.voice,
    signal,
  );
  return timingOf(input.scenes, spoken.sceneSeconds, spoken.totalSeconds, input.durationSeconds);
}

/** The editor's "Fit to N s": the creator's scenes, kept, with their words shortened until the voice says them in time. */
export async function fitScript(deps: Pick<StudioDeps, 'scriptWriting'>, input: TimingInput, signal?: AbortSignal): Promise<ScriptFitResponse> {
  const fitted = await fitNarration(deps.scriptWriting.timer, input.scenes, { voice: input.voice, durationSeconds: input.durationSeconds, signal });
  return {
    scenes: fitted.scenes.map(({ id, narration, durationSeconds }) => ({ id, narration, durationSeconds })),
    timing: timingOf(fitted.scenes, fitted.spoken.sceneSeconds, fitted.spoken.totalSeconds, input.durationSeconds),
  };
}
