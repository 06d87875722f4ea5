import { SCENE_PAD_SECONDS } from '@common/rules/voice';
import { SCRIPT_LIMITS, type ScriptVoice } from '@common/contracts/script';
import type { NarrationTimer } from '../voice/narration-timer';
import { fitDurations } from './durations';
import { shorterPhrasing } from './shorter-phrasing';

/** What fitting needs of a scene; everything else a scene carries is kept as it is. */
type FittedScene = { narration: string; durationSeconds: number; layout?: string };

/** How long a script takes to say: each scene's speech plus the engine's breath around it (SCENE_PAD_SECONDS). */
export type SpokenLength = { sceneSeconds: number[]; totalSeconds: number };

const round = (seconds: number) => Math.round(seconds * 100) / 100;
/** A scene's seconds in hundredths, rounded up: the scenes' sum is never less than the speech (30.003 s is not "30.00 s, fits"). */
const roundUp = (seconds: number) => Math.ceil(Math.round(seconds * 1e6) / 1e4) / 100;

/** Measures every scene with the real speech engine (the timer caches what it has measured). */
export async function measureScenes(timer: NarrationTimer, narrations: readonly string[], voice: ScriptVoice, signal?: AbortSignal): Promise<SpokenLength> {
  const sceneSeconds: number[] = [];
  for (const text of narrations) {
    const speech = await timer.seconds(text, voice.voiceId, voice.speed, signal);
    sceneSeconds.push(speech > 0 ? roundUp(speech + SCENE_PAD_SECONDS) : 0);
  }
  return { sceneSeconds, totalSeconds: round(sceneSeconds.reduce((a, b) => a + b, 0)) };
}

/** A rough words-a-second rate, only to skip cuts that are surely needed before measuring (a synthesis costs ~0.4 s). */
const ROUGH_WORDS_PER_SECOND = 2.4;
const roughSeconds = (text: string, speed: number) => text.split(/\s+/).filter(Boolean).length / (ROUGH_WORDS_PER_SECOND * speed) + SCENE_PAD_SECONDS;

/**
 * Cuts that are certain before any synthesis: while the rough estimate is still a fifth over the
 * length, the longest scene loses a step. The real measurement decides everything after.
 */
function preTrim<S extends FittedScene>(scenes: S[], options: { voice: ScriptVoice; durationSeconds: number }): S[] {
  const rough = () => scenes.reduce((sum, s) => sum + roughSeconds(s.narration, options.voice.speed), 0);
  for (let step = 0; rough() > options.durationSeconds * 1.2 && step < 200; step++) {
    const order = scenes.map((s, i) => ({ i, seconds: roughSeconds(s.narration, options.voice.speed) })).sort((a, b) => b.seconds - a.seconds);
    const next = order.map(({ i }) => ({ i, text: shorterPhrasing(scenes[i]!.narration) })).find((c) => c.text !== null);
    if (!next?.text) break;
    scenes[next.i] = { ...scenes[next.i]!, narration: next.text };
  }
  return scenes;
}

/**
 * The first of a scene's short lines (longest first) that is shorter than what it says now; with
 * `fresh`, only one no other scene already says ("Glimmerfox Lantern." beside "Here is the twist:
 * Glimmerfox Lantern.").
 */
function shortLineOf(scenes: readonly FittedScene[], index: number, lines: readonly string[], fresh: boolean): string | null {
  const said = (line: string) => line.replace(/[.!?…]+$/, '').toLowerCase();
  const repeats = (line: string) => scenes.some((scene, j) => j !== index && scene.narration.toLowerCase().includes(said(line)));
  return lines.find((line) => line.length < scenes[index]!.narration.length && !(fresh && repeats(line))) ?? null;
}

/** Whole seconds per scene following how long each is said, summing to the video, none past the scene limit. */
export function secondsFollowingSpeech(sceneSeconds: readonly number[], durationSeconds: number, fallback: readonly number[]): number[] {
  if (sceneSeconds.length > durationSeconds) return [...fallback];
  const seconds = fitDurations(
    sceneSeconds.map((s) => Math.max(s, 1)),
    durationSeconds,
  );
  // a long scene gives its extra to the shortest ones (a 60-second video of few scenes)
  for (let guard = 0; guard < 100; guard++) {
    const over = seconds.findIndex((s) => s > SCRIPT_LIMITS.sceneSecondsMax);
    if (over < 0) break;
    const shortest = seconds.indexOf(Math.min(...seconds));
    seconds[over]! -= 1;
    seconds[shortest]! += 1;
  }
  return seconds;
}

/**
 * Shortens the narration until the voice says it within `durationSeconds` (issue 27): measure,
 * then the scene that takes longest to say and can still be shortened loses one step (whole
 * sentences and clauses only, shorterPhrasing; then one of `shortForms`, the writer's short lines
 * for that scene, that no other scene already says), and is measured again, until the whole fits. `dropScenes` (the writer's own
 * scripts) also lets a middle scene go when no phrasing is left to cut; the creator's script in
 * the editor keeps its scenes. Scene seconds then follow the speech. `fits` false: as short as it
 * goes and still too long.
 */
export async function fitNarration<S extends FittedScene>(
  timer: NarrationTimer,
  scenes: readonly S[],
  options: { voice: ScriptVoice; durationSeconds: number; dropScenes?: boolean; shortForms?: readonly (readonly string[])[]; signal?: AbortSignal },
): Promise<{ scenes: S[]; spoken: SpokenLength; fits: boolean }> {
  // each scene's short form, kept in step with the scenes as middle ones are dropped
  let shortForms = scenes.map((_, i) => options.shortForms?.[i] ?? []);
  let current = preTrim(
    scenes.map((scene) => ({ ...scene })),
    options,
  );
  let spoken = await measureScenes(
    timer,
    current.map((s) => s.narration),
    options.voice,
    options.signal,
  );
  for (let step = 0; spoken.totalSeconds > options.durationSeconds && step < 200; step++) {
    const order = spoken.sceneSeconds.map((seconds, i) => ({ seconds, i })).sort((a, b) => b.seconds - a.seconds);
    // mildest first: whole clauses and sentences of a scene's own words; then a short line no other
    // scene says; then (the writer's scripts) a middle scene goes; then any short line
    const pick = (shorten: (i: number) => string | null) => order.map(({ i }) => ({ i, text: shorten(i) })).find((c) => c.text !== null);
    const next =
      pick((i) => shorterPhrasing(current[i]!.narration)) ??
      pick((i) => shortLineOf(current, i, shortForms[i] ?? [], true)) ??
      (options.dropScenes && current.length > 2 ? null : pick((i) => shortLineOf(current, i, shortForms[i] ?? [], false)));
    if (next?.text) {
      current[next.i] = { ...current[next.i]!, narration: next.text };
      const seconds = await timer.seconds(next.text, options.voice.voiceId, options.voice.speed, options.signal);
      spoken.sceneSeconds[next.i] = roundUp(seconds + SCENE_PAD_SECONDS);
    } else if (options.dropScenes && current.length > 2) {
      // the longest of the middle scenes goes; the hook, the call to action and the offer (the price) stay
      const middle = (order.find(({ i }) => i > 0 && i < current.length - 1 && current[i]!.layout !== 'offer') ??
        order.find(({ i }) => i > 0 && i < current.length - 1))!.i;
      current = current.filter((_, i) => i !== middle);
      shortForms = shortForms.filter((_, i) => i !== middle);
      spoken.sceneSeconds.splice(middle, 1);
    } else break;
    spoken = { sceneSeconds: spoken.sceneSeconds, totalSeconds: round(spoken.sceneSeconds.reduce((a, b) => a + b, 0)) };
  }
  // a script that fitted as written keeps its own scene seconds; a cut one's follow the speech
  const untouched = current.length === scenes.length && current.every((scene, i) => scene.narration === scenes[i]!.narration);
  if (untouched) return { scenes: current, spoken, fits: spoken.totalSeconds <= options.durationSeconds };
  const seconds = secondsFollowingSpeech(
    spoken.sceneSeconds,
    options.durationSeconds,
    current.map((s) => s.durationSeconds),
  );
  return {
    scenes: current.map((scene, i) => ({ ...scene, durationSeconds: seconds[i]! })),
    spoken,
    fits: spoken.totalSeconds <= options.durationSeconds,
  };
}
