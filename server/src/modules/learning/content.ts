import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { CURRICULUM_MODULE_IDS, CURRICULUM_MODULES, type CurriculumModuleId } from '@common/catalog/curriculum';
import { QUIZ_BANK_MIN, READING_WORDS_PER_MINUTE } from '@common/contracts/learning';
import { TONE_IDS } from '@common/catalog/tones';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import MarkdownIt from 'markdown-it';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * Lesson content lives as files: `content/learning/<module-id>/NN-<lesson-id>.md` (Markdown with
 * YAML front matter) plus `quiz.yaml`. A module whose folder has lessons is published (available);
 * without, it is coming soon. Read and validated once at start: a broken file stops the start with
 * its path and the problem. See docs/decisions/019-learning-and-certificates.md.
 */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../../content/learning', import.meta.url));

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by "-"');

/** What the server checks on a real event to tick a practice task; every field given must hold. */
const renderCheckSchema = z.strictObject({
  event: z.literal('render.completed'),
  aspectRatio: z.enum(ASPECT_RATIO_IDS).optional(),
  tone: z.enum(TONE_IDS).optional(),
  visualStyle: z.enum(VISUAL_STYLE_IDS).optional(),
  minScenes: z.number().int().min(1).optional(),
  firstSceneMaxSeconds: z.number().int().min(1).optional(),
  /** The first scene's words end with a question mark. */
  firstSceneIsQuestion: z.literal(true).optional(),
  /** The render is a variant of another video, in another visual style than that original. */
  variantInOtherStyle: z.literal(true).optional(),
});
const shareCheckSchema = z.strictObject({ event: z.literal('video.shared') });
/** The module engines and the module whose screen each one sits on. */
export const ENGINE_MODULES = {
  story: 'cosmic-entertainment',
  skit: 'skit-studio',
  series: 'temporal-engine',
  topics: 'omni-topical',
  persuasion: 'neuro-motivation',
  council: 'creative-council',
} as const satisfies Record<string, CurriculumModuleId>;
export type EngineTool = keyof typeof ENGINE_MODULES;
/**
 * A result of a module engine saved to the library, with its structured output. `minItems` counts
 * the result's main list: a story's beats, a skit's cast, a series' episodes, a topic set's angles,
 * a rewrite's changes, a council's reviews.
 */
const engineCheckSchema = z.strictObject({
  event: z.literal('engine.saved'),
  tool: z.enum(Object.keys(ENGINE_MODULES) as [EngineTool, ...EngineTool[]]),
  minItems: z.number().int().min(1).optional(),
});
export const taskCheckSchema = z.discriminatedUnion('event', [renderCheckSchema, shareCheckSchema, engineCheckSchema]);
export type RenderCheck = z.infer<typeof renderCheckSchema>;
export type EngineCheck = z.infer<typeof engineCheckSchema>;
type TaskCheck = z.infer<typeof taskCheckSchema>;

/** Where a task is done: the module engine's screen, the video maker, or the video library (share links). */
export function taskWhere(check: TaskCheck): string {
  if (check.event === 'engine.saved') return CURRICULUM_MODULES[ENGINE_MODULES[check.tool]].route;
  return check.event === 'video.shared' ? '/video-library' : '/video-maker';
}

// A lesson states no reading time: it is counted from its words (ADR 045). A task states its own minutes.
const frontMatterSchema = z.strictObject({
  title: z.string().min(1).max(120),
  summary: z.string().min(1).max(300),
  task: z
    .strictObject({
      id,
      title: z.string().min(1).max(120),
      instructions: z.string().min(1).max(600),
      minutes: z.number().int().min(5).max(240),
      check: taskCheckSchema,
    })
    .optional(),
});

const quizFileSchema = z.strictObject({
  questions: z
    .array(
      z
        .strictObject({
          id,
          prompt: z.string().min(1).max(400),
          options: z.array(z.string().min(1).max(300)).min(2).max(8),
          answer: z.number().int().min(0),
          /** Why the right option is right; shown with the graded result. */
          explanation: z.string().min(10).max(600),
        })
        .refine((q) => q.answer < q.options.length, 'answer must be the index of one of the options'),
    )
    .min(QUIZ_BANK_MIN, `a quiz bank has at least ${QUIZ_BANK_MIN} questions`)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'question ids must be unique'),
});

export type QuizQuestion = z.infer<typeof quizFileSchema>['questions'][number];
export type PracticeTaskDefinition = NonNullable<z.infer<typeof frontMatterSchema>['task']>;

export type Lesson = {
  id: string;
  number: number;
  title: string;
  summary: string;
  /** Words of the lesson's text (front matter excluded). */
  words: number;
  /** Reading time at READING_WORDS_PER_MINUTE, rounded up. */
  minutes: number;
  /** Rendered Markdown; raw HTML in the file is escaped (shown as text), never passed through. */
  html: string;
  task: PracticeTaskDefinition | null;
};

export type PublishedModule = { id: CurriculumModuleId; lessons: Lesson[]; quiz: QuizQuestion[] };
export type LearningContent = ReadonlyMap<CurriculumModuleId, PublishedModule>;

// html: false escapes any HTML in a lesson; markdown-it also refuses javascript:, vbscript: and data: links (but images).
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
// The lesson's title is the page's second-level heading: a lesson's own `##` headings sit one level below it.
markdown.core.ruler.push('nest_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  }
  return true;
});

// A wide table scrolls inside its own box on a phone; the box is focusable so the keyboard can scroll it too.
markdown.renderer.rules.table_open = (tokens, idx, options, _env, self) =>
  `<div class="lesson-table" role="region" aria-label="Table" tabindex="0">${self.renderToken(tokens, idx, options)}`;
markdown.renderer.rules.table_close = (tokens, idx, options, _env, self) => `${self.renderToken(tokens, idx, options)}</div>`;

export function renderLessonMarkdown(source: string): string {
  return markdown.render(source);
}

const LESSON_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function fail(file: string, problem: string): never {
  throw new Error(`Learning content ${file}: ${problem}`);
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) fail(file, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  return parsed.data;
}

/** Words a reader reads: runs of text with a letter or digit (Markdown's marks and table rules are not words). */
export function countWords(markdownText: string): number {
  return markdownText.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function parseLessonFile(file: string, text: string, number: number, lessonId: string): Lesson {
  const match = FRONT_MATTER.exec(text);
  if (!match) fail(file, 'no front matter (a block between two --- lines at the top)');
  const meta = parseWith(frontMatterSchema, parseYaml(match[1]!), file);
  const words = countWords(match[2]!);
  const minutes = Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
  return { id: lessonId, number, title: meta.title, summary: meta.summary, words, minutes, html: renderLessonMarkdown(match[2]!), task: meta.task ?? null };
}

export type ModuleEffort = { readingMinutes: number; practiceMinutes: number; hours: number };

/** A module's honest effort (ADR 045): reading time plus the tasks' stated time, in whole hours (at least 1). */
export function moduleEffort(module: Pick<PublishedModule, 'lessons'>): ModuleEffort {
  const readingMinutes = module.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  const practiceMinutes = module.lessons.reduce((sum, lesson) => sum + (lesson.task?.minutes ?? 0), 0);
  return { readingMinutes, practiceMinutes, hours: Math.max(1, Math.round((readingMinutes + practiceMinutes) / 60)) };
}

function loadModule(dir: string, moduleId: CurriculumModuleId): PublishedModule | null {
  const files = readdirSync(dir).sort();
  const lessons: Lesson[] = [];
  for (const name of files) {
    if (!name.endsWith('.md')) continue;
    const match = LESSON_FILE.exec(name);
    if (!match) fail(path.join(dir, name), 'lesson files are named NN-lesson-id.md');
    lessons.push(parseLessonFile(path.join(dir, name), readFileSync(path.join(dir, name), 'utf8'), lessons.length + 1, match[2]!));
  }
  if (lessons.length === 0) return null;
  const ids = lessons.map((l) => l.id);
  if (new Set(ids).size !== ids.length) fail(dir, 'two lessons share an id');
  const taskIds = lessons.flatMap((l) => (l.task ? [l.task.id] : []));
  if (new Set(taskIds).size !== taskIds.length) fail(dir, 'two practice tasks share an id');
  const quizFile = path.join(dir, 'quiz.yaml');
  if (!existsSync(quizFile)) fail(dir, 'a published module needs its quiz.yaml');
  const quiz = parseWith(quizFileSchema, parseYaml(readFileSync(quizFile, 'utf8')), quizFile).questions;
  return { id: moduleId, lessons, quiz };
}

/** Reads every module folder under `dir`; a folder that is not a catalogue module is an error. */
export function loadLearningContent(dir: string = DEFAULT_CONTENT_DIR): LearningContent {
  const modules = new Map<CurriculumModuleId, PublishedModule>();
  if (!existsSync(dir)) return modules;
  for (const name of readdirSync(dir)) {
    if (!statSync(path.join(dir, name)).isDirectory()) continue;
    if (!(CURRICULUM_MODULE_IDS as string[]).includes(name)) fail(path.join(dir, name), `not a module of the curriculum (${CURRICULUM_MODULE_IDS.join(', ')})`);
    const loaded = loadModule(path.join(dir, name), name as CurriculumModuleId);
    if (loaded) modules.set(loaded.id, loaded);
  }
  return modules;
}
