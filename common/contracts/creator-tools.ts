import { z } from 'zod';
import { idempotencyKeySchema } from './credits';
import { ASPECT_RATIO_IDS } from '../catalog/aspect-ratios';
import { TONE_IDS } from '../catalog/tones';
import { VISUAL_STYLE_IDS } from '../catalog/visual-styles';
import { SCRIPT_LIMITS } from './script';
import { promptSchema } from './video';

/**
 * Creator tools (issue 17, generators half): the hook generator, the six module engines, and the
 * creator's saved library (hooks, prompts, engine results). Every generator's input and output is
 * one of the schemas below; the LLM adapter validates its answer with the same output schema.
 */

export const CREATOR_TOOL_LIMITS = {
  /** A generator's free text (a product description, a concept, a script) is bounded. */
  textMin: 10,
  textMax: 600,
  shortMax: 120,
  lineMax: 240,
  titleMax: 120,
  tagsMax: 8,
  tagMax: 30,
  savedPageSize: 100,
} as const;

export const CREATOR_TOOL_MESSAGES = {
  tooShort: `Describe it in at least ${CREATOR_TOOL_LIMITS.textMin} characters`,
  tooLong: `Keep it under ${CREATOR_TOOL_LIMITS.textMax} characters`,
  shortTooLong: `Keep it under ${CREATOR_TOOL_LIMITS.shortMax} characters`,
} as const;

const text = z.string().trim().min(CREATOR_TOOL_LIMITS.textMin, CREATOR_TOOL_MESSAGES.tooShort).max(CREATOR_TOOL_LIMITS.textMax, CREATOR_TOOL_MESSAGES.tooLong);
const short = z.string().trim().min(2, 'Fill this in').max(CREATOR_TOOL_LIMITS.shortMax, CREATOR_TOOL_MESSAGES.shortTooLong);
const line = z.string().trim().min(1).max(CREATOR_TOOL_LIMITS.lineMax);

/** The eight hook patterns, in the order the generator offers them. */
export const HOOK_PATTERNS = {
  question: { id: 'question', label: 'Question' },
  'bold-claim': { id: 'bold-claim', label: 'Bold claim' },
  'pain-point': { id: 'pain-point', label: 'Pain point' },
  number: { id: 'number', label: 'Number' },
  story: { id: 'story', label: 'Story' },
  contrarian: { id: 'contrarian', label: 'Contrarian' },
  'social-proof': { id: 'social-proof', label: 'Social proof' },
  'curiosity-gap': { id: 'curiosity-gap', label: 'Curiosity gap' },
} as const;
export type HookPatternId = keyof typeof HOOK_PATTERNS;
export const HOOK_PATTERN_IDS = Object.keys(HOOK_PATTERNS) as [HookPatternId, ...HookPatternId[]];

// ---- inputs -------------------------------------------------------------------------------

export const hooksInputSchema = z.strictObject({ product: text, audience: short });
export const storyInputSchema = z.strictObject({ premise: text, product: short });
export const skitInputSchema = z.strictObject({ premise: text, characters: z.number().int().min(2).max(4) });
export const seriesInputSchema = z.strictObject({
  theme: text,
  episodes: z.number().int().min(2).max(12),
  perWeek: z.number().int().min(1).max(3),
  startDate: z.iso.date(),
});
export const topicsInputSchema = z.strictObject({ niche: text });
export const persuasionInputSchema = z.strictObject({ script: text });
export const councilInputSchema = z.strictObject({ concept: text, personas: z.number().int().min(3).max(5) });

// ---- outputs ------------------------------------------------------------------------------

export const hooksOutputSchema = z.object({
  hooks: z
    .array(z.object({ pattern: z.enum(HOOK_PATTERN_IDS), text: line }))
    .min(HOOK_PATTERN_IDS.length)
    .max(16),
});
export const storyOutputSchema = z.object({
  title: z.string().trim().min(1).max(CREATOR_TOOL_LIMITS.titleMax),
  beats: z
    .array(z.object({ beat: short, scene: line, visual: line }))
    .min(3)
    .max(6),
});
export const skitOutputSchema = z.object({
  title: z.string().trim().min(1).max(CREATOR_TOOL_LIMITS.titleMax),
  cast: z
    .array(z.object({ name: short, role: line }))
    .min(2)
    .max(4),
  lines: z
    .array(z.object({ speaker: short, line, direction: line }))
    .min(4)
    .max(16),
});
export const seriesOutputSchema = z.object({
  title: z.string().trim().min(1).max(CREATOR_TOOL_LIMITS.titleMax),
  episodes: z
    .array(z.object({ number: z.number().int().min(1), title: line, hook: line, date: z.iso.date() }))
    .min(2)
    .max(12),
});
export const topicsOutputSchema = z.object({
  angles: z
    .array(z.object({ angle: line, why: line, hook: line }))
    .min(5)
    .max(10),
});
export const persuasionOutputSchema = z.object({
  rewrite: z.string().trim().min(1).max(1200),
  changes: z
    .array(z.object({ principle: short, change: line, why: line }))
    .min(3)
    .max(6),
});
export const councilOutputSchema = z.object({
  reviews: z
    .array(z.object({ persona: short, lens: line, score: z.number().int().min(1).max(10), critique: line, improvement: line }))
    .min(3)
    .max(5),
});

export type HooksInput = z.infer<typeof hooksInputSchema>;
export type HooksOutput = z.infer<typeof hooksOutputSchema>;
export type StoryInput = z.infer<typeof storyInputSchema>;
export type StoryOutput = z.infer<typeof storyOutputSchema>;
export type SkitInput = z.infer<typeof skitInputSchema>;
export type SkitOutput = z.infer<typeof skitOutputSchema>;
export type SeriesInput = z.infer<typeof seriesInputSchema>;
export type SeriesOutput = z.infer<typeof seriesOutputSchema>;
export type TopicsInput = z.infer<typeof topicsInputSchema>;
export type TopicsOutput = z.infer<typeof topicsOutputSchema>;
export type PersuasionInput = z.infer<typeof persuasionInputSchema>;
export type PersuasionOutput = z.infer<typeof persuasionOutputSchema>;
export type CouncilInput = z.infer<typeof councilInputSchema>;
export type CouncilOutput = z.infer<typeof councilOutputSchema>;

/** Each generator: its input and output schema, by the id used in `POST /api/creator-tools/generate/{tool}`. */
export const GENERATOR_SCHEMAS = {
  hooks: { input: hooksInputSchema, output: hooksOutputSchema },
  story: { input: storyInputSchema, output: storyOutputSchema },
  skit: { input: skitInputSchema, output: skitOutputSchema },
  series: { input: seriesInputSchema, output: seriesOutputSchema },
  topics: { input: topicsInputSchema, output: topicsOutputSchema },
  persuasion: { input: persuasionInputSchema, output: persuasionOutputSchema },
  council: { input: councilInputSchema, output: councilOutputSchema },
} as const;
export type GeneratorId = keyof typeof GENERATOR_SCHEMAS;
export const GENERATOR_IDS = Object.keys(GENERATOR_SCHEMAS) as [GeneratorId, ...GeneratorId[]];
export type GeneratorInput<G extends GeneratorId> = z.infer<(typeof GENERATOR_SCHEMAS)[G]['input']>;
export type GeneratorOutput<G extends GeneratorId> = z.infer<(typeof GENERATOR_SCHEMAS)[G]['output']>;

/** The answer: the output, and who wrote it (`template` after an LLM failure). */
export const generateResponseSchema = z.object({ output: z.record(z.string(), z.unknown()), writer: z.enum(['template', 'llm']) });
export type GenerateResponse<G extends GeneratorId = GeneratorId> = { output: GeneratorOutput<G>; writer: 'template' | 'llm' };

// ---- the saved library ----------------------------------------------------------------------

/** What a saved item is: a hook, a prompt (video settings), or an engine's result. */
export const SAVED_KINDS = ['hook', 'prompt', 'result'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

const tagSchema = z.string().trim().toLowerCase().min(1).max(CREATOR_TOOL_LIMITS.tagMax);
export const savedPromptSettingsSchema = z.object({
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  tone: z.enum(TONE_IDS),
});

export const savedItemInputSchema = z.strictObject({
  kind: z.enum(SAVED_KINDS),
  title: z.string().trim().min(1, 'Give it a name').max(CREATOR_TOOL_LIMITS.titleMax),
  /** The text (a hook, a prompt's description, an engine result as readable text). */
  body: z.string().trim().min(1, 'Write something to save').max(4000),
  tags: z.array(tagSchema).max(CREATOR_TOOL_LIMITS.tagsMax).default([]),
  /** Hook pattern, engine id, or a prompt's style/ratio/tone. */
  meta: z
    .object({
      pattern: z.enum(HOOK_PATTERN_IDS).optional(),
      tool: z.enum(GENERATOR_IDS).optional(),
      settings: savedPromptSettingsSchema.optional(),
      /** An engine result's structured output (checked against that engine's output schema when saved). */
      output: z.record(z.string(), z.unknown()).optional(),
    })
    .default({}),
});
export type SavedItemInput = z.input<typeof savedItemInputSchema>;
export const savedItemUpdateSchema = savedItemInputSchema.omit({ kind: true }).partial();
export type SavedItemUpdate = z.input<typeof savedItemUpdateSchema>;
export const savedItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SAVED_KINDS),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  meta: savedItemInputSchema.shape.meta.unwrap(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;
export const savedListQuerySchema = z.object({
  kind: z.enum(SAVED_KINDS),
  q: z.string().trim().max(CREATOR_TOOL_LIMITS.shortMax).optional(),
  tag: tagSchema.optional(),
});
export const savedListResponseSchema = z.object({ items: z.array(savedItemSchema) });
export const savedItemParamsSchema = z.object({ id: z.uuid() });

// ---- test hooks as A/B variants ---------------------------------------------------------------

/** "Test as variants": one short video per chosen hook, grouped as variants of the first (a paid feature). */
export const HOOK_VARIANT_LIMITS = { hooksMin: 2, hooksMax: 4, durationSeconds: 6 } as const;
export const hookVariantsRequestSchema = z.strictObject({
  description: promptSchema,
  hooks: z
    .array(z.string().trim().min(1).max(SCRIPT_LIMITS.narrationMax))
    .min(HOOK_VARIANT_LIMITS.hooksMin, `Choose at least ${HOOK_VARIANT_LIMITS.hooksMin} hooks`)
    .max(HOOK_VARIANT_LIMITS.hooksMax, `Choose at most ${HOOK_VARIANT_LIMITS.hooksMax} hooks`),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  tone: z.enum(TONE_IDS),
  idempotencyKey: idempotencyKeySchema,
});
export type HookVariantsRequest = z.input<typeof hookVariantsRequestSchema>;
export const hookVariantsResponseSchema = z.object({ videoIds: z.array(z.string()), costCredits: z.number().int() });
export type HookVariantsResponse = z.infer<typeof hookVariantsResponseSchema>;
