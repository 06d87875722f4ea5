import { z } from 'zod';
import { SCENE_LAYOUT_IDS, SCENE_LAYOUTS, type SceneLayoutId } from '@common/catalog/scene-layouts';
import { TONES } from '@common/catalog/tones';
import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import { SCRIPT_LIMITS, scenesSchema, type Scene, type ScriptRequest } from '@common/contracts/script';
import { createChatCompletions, describeIssues, LlmError } from '../llm/chat-completions';
import { fitDurations } from './durations';
import { ScriptWriterError, type ScriptWriter } from './script-writer';

export type OpenAiScriptWriterOptions = {
  /** e.g. `https://api.openai.com/v1`; the adapter posts to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; omitted when unset (a local Ollama or vLLM needs none). */
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

const LAYOUT_LIST = SCENE_LAYOUT_IDS.map((id) => `${id} (${SCENE_LAYOUTS[id].name})`).join(', ');

const SYSTEM_PROMPT = [
  'You write scripts for short video ads. Answer with one JSON object and nothing else:',
  '{"scenes":[{"narration":string,"visual":string,"durationSeconds":integer,"layout":string,"headline":string}]}.',
  `Write 3 to ${SCRIPT_LIMITS.scenesMax} scenes in this order: a hook that stops the scroll, the problem, the product,`,
  'proof (the rating, a review quote or a number from the features), the offer (the price) when there is one, and a call to action.',
  `"narration" is what the voice-over says, at most ${SCRIPT_LIMITS.narrationMax} characters; short spoken sentences, about 2.5 words a second of the scene.`,
  `"visual" says what the scene shows, naming its layout, in the given visual style and framed for the given aspect ratio, at most ${SCRIPT_LIMITS.visualMax} characters.`,
  `"layout" is one of: ${LAYOUT_LIST}.`,
  `"headline" is a key phrase of at most 6 words drawn on screen (the product name, a number, the price, "Shop now"); never the narration itself.`,
  `"durationSeconds" are whole seconds that add up to the requested length, at most ${SCRIPT_LIMITS.sceneSecondsMax} each.`,
  'Use only facts from the product card or the description; invent no prices, numbers or testimonials.',
].join(' ');

function productLines(card: NonNullable<ScriptRequest['product']>): string[] {
  return [
    `Product name: ${JSON.stringify(card.name)}${card.brand ? `, brand ${JSON.stringify(card.brand)}` : ''}`,
    card.price ? `Price: ${card.price.amount} ${card.price.currency}` : 'Price: none given (write no offer scene)',
    card.description ? `About: ${JSON.stringify(card.description)}` : '',
    card.features.length ? `Features: ${JSON.stringify(card.features)}` : '',
    card.rating ? `Rating: ${card.rating.value} out of 5${card.rating.count ? ` from ${card.rating.count} ratings` : ''}` : '',
    card.reviews.length ? `Reviews: ${JSON.stringify(card.reviews.map((r) => ({ text: r.text, author: r.author })))}` : '',
  ].filter(Boolean);
}

function userPrompt(request: ScriptRequest): string {
  const tone = TONES[request.tone];
  const style = VISUAL_STYLES[request.visualStyle];
  return [
    `Product description: ${JSON.stringify(request.description)}`,
    ...(request.product ? productLines(request.product) : []),
    `Tone: ${tone.label} (${tone.angle})`,
    `Visual style: ${style.name} (${style.description})`,
    `Aspect ratio: ${request.aspectRatio}`,
    `Length: ${request.durationSeconds} seconds`,
  ].join('\n');
}

/** The scenes as the model wrote them; `scenesSchema` judges them once ids and seconds are set. */
const answerSchema = z.object({
  scenes: z.array(z.record(z.string(), z.unknown())).min(1),
});

/** Reads the scenes out of the model's JSON; throws `ScriptWriterError` on anything off. */
function scenesFromJson(json: unknown, durationSeconds: number): Scene[] {
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new ScriptWriterError(`the LLM answer has no scenes (${describeIssues(answer.error)})`);
  const raw = answer.data.scenes;
  if (raw.length > Math.min(SCRIPT_LIMITS.scenesMax, durationSeconds) || raw.length * SCRIPT_LIMITS.sceneSecondsMax < durationSeconds) {
    throw new ScriptWriterError(`the LLM wrote ${raw.length} scenes for ${durationSeconds} seconds`);
  }
  const seconds = fitDurations(
    raw.map((scene) => scene.durationSeconds),
    durationSeconds,
  );
  const scenes = scenesSchema.safeParse(
    raw.map((scene, i) => ({
      id: `scene-${i + 1}`,
      narration: scene.narration,
      visual: scene.visual,
      durationSeconds: seconds[i],
      // a layout the engine does not know, or a headline too long, is left out rather than failing the script
      ...(SCENE_LAYOUT_IDS.includes(scene.layout as SceneLayoutId) ? { layout: scene.layout } : {}),
      ...(typeof scene.headline === 'string' && scene.headline.trim() && scene.headline.length <= SCRIPT_LIMITS.headlineMax ? { headline: scene.headline } : {}),
    })),
  );
  if (!scenes.success) throw new ScriptWriterError(`the LLM scenes are invalid (${describeIssues(scenes.error)})`);
  return scenes.data;
}

/**
 * An adapter for any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter, Ollama,
 * vLLM): one request in JSON mode, no retries (the caller falls back instead), and the whole
 * exchange bounded by `timeoutMs` as well as by the caller's signal.
 */
export function createOpenAiScriptWriter(options: OpenAiScriptWriterOptions): ScriptWriter {
  const ask = createChatCompletions(options);
  return {
    name: 'llm',
    async write(request, signal) {
      let json: unknown;
      try {
        json = await ask({ system: SYSTEM_PROMPT, user: userPrompt(request), temperature: 0.8 }, signal);
      } catch (error) {
        throw error instanceof LlmError ? new ScriptWriterError(error.message) : error;
      }
      return scenesFromJson(json, request.durationSeconds);
    },
  };
}
