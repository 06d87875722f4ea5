import { ASPECT_RATIO_IDS, type AspectRatioId } from '@common/catalog/aspect-ratios';
import { BATCH_RULES } from '@common/catalog/preview-rules';
import { VISUAL_STYLE_IDS, VISUAL_STYLES } from '@common/catalog/visual-styles';
import { TONE_IDS } from '@common/catalog/tones';
import { VOICE_IDS, VOICES } from '@common/catalog/voices';
import { BATCH_COLUMNS, BATCH_MESSAGES, type BatchColumn, type BatchRowError, type BatchRowInput } from '@common/contracts/batches';
import { createVideoRequestSchema } from '@common/contracts/studio';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { canUseVoice, VOICE_MESSAGES } from '@common/rules/voice';
import type { Creator } from './video-service';

/** What a row renders as: the studio's own request, checked by the studio's own contract. */
export type BatchVideoRequest = z.output<typeof createVideoRequestSchema>;
export type ParsedBatchRow = { position: number; line: number; input: BatchRowInput; request: BatchVideoRequest | null; fileName: string };

/** What a row leaves out is what a fresh video maker starts with (client draft defaults). */
const DEFAULTS = { style: 'cinematic', ratio: '9:16', length: 10, tone: 'curious' } as const;
const COLUMN_IDS = Object.keys(BATCH_COLUMNS) as BatchColumn[];
const normaliseHeader = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
const HEADER_TO_COLUMN = new Map(COLUMN_IDS.flatMap((column) => BATCH_COLUMNS[column].map((alias) => [alias, column] as const)));
const productUrlSchema = z.url({ protocol: /^https?$/, error: 'Write the product page as a full http(s) address' }).max(2000);
const platformSchema = z.string().max(40, 'Keep the platform under 40 characters');

/** `03-hook-b-9x16.mp4`: the row's place, its variant (or its hook's first words) and its ratio. */
export function batchFileName(position: number, input: BatchRowInput, ratio: string): string {
  const label = (input.variant || input.hook.split(/\s+/).slice(0, 4).join(' '))
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${String(position).padStart(2, '0')}-${label || 'video'}-${ratio.replace(':', 'x')}.mp4`;
}

function lookup<T extends string>(value: string, ids: readonly T[], names: (id: T) => string): T | string {
  const wanted = value.toLowerCase().replace(/\s+/g, ' ');
  return ids.find((id) => id === wanted || names(id).toLowerCase() === wanted) ?? value;
}

function ratioOf(value: string): AspectRatioId | string {
  const id = value.replace(/\s+/g, '').replace(/[x/]/i, ':');
  return (ASPECT_RATIO_IDS as readonly string[]).includes(id) ? (id as AspectRatioId) : value;
}

/** Seconds split over the scenes, the first ones taking what does not divide evenly. */
function splitSeconds(total: number, scenes: number): number[] {
  const base = Math.floor(total / scenes);
  return Array.from({ length: scenes }, (_, i) => base + (i < total - base * scenes ? 1 : 0));
}

/** Which column a problem of the studio's contract belongs to. */
function columnOfPath(path: PropertyKey[], sceneColumns: BatchColumn[]): BatchColumn {
  const [first, index] = path;
  if (first === 'scenes' && typeof index === 'number') return sceneColumns[index] ?? 'body';
  if (first === 'scenes' || first === 'description') return 'hook';
  const byField: Record<string, BatchColumn> = {
    visualStyle: 'style',
    aspectRatio: 'ratio',
    durationSeconds: 'length',
    tone: 'tone',
    voice: 'voice',
    title: 'variant',
  };
  return byField[String(first)] ?? 'hook';
}

/** The studio request a row stands for (paying under `batch:{batchKey}:{position}`), or its problems. */
export function batchRowRequest(
  creator: Creator,
  input: BatchRowInput,
  position: number,
  batchKey: string,
): { request: BatchVideoRequest | null; problems: [BatchColumn, string][] } {
  const problems: [BatchColumn, string][] = [];
  const lengthCell = input.length || String(DEFAULTS.length);
  const length = /^\d+\s*s?$/i.test(lengthCell) ? Number.parseInt(lengthCell, 10) : Number.NaN;
  if (Number.isNaN(length)) problems.push(['length', 'Write the length in seconds, for example 15']);
  const sceneColumns = (['hook', 'body', 'callToAction'] as const).filter((c) => c !== 'callToAction' || input.callToAction);
  const seconds = splitSeconds(Number.isNaN(length) ? DEFAULTS.length : length, sceneColumns.length);
  const layouts = { hook: 'hero', body: 'features', callToAction: 'cta' } as const;
  if (input.productUrl) {
    const url = productUrlSchema.safeParse(input.productUrl);
    if (!url.success) problems.push(['productUrl', url.error.issues[0]!.message]);
  }
  const platform = platformSchema.safeParse(input.platform);
  if (!platform.success) problems.push(['platform', platform.error.issues[0]!.message]);
  // a cell that names no choice gets a message that lists the choices (the contract's own says "Invalid option")
  const choose = <T extends string, F extends T | null>(
    column: 'style' | 'ratio' | 'tone' | 'voice',
    value: string,
    ids: readonly T[],
    fallback: F,
    also = '',
  ): T | F => {
    if ((ids as readonly string[]).includes(value)) return value as T;
    problems.push([column, `Unknown ${column} "${input[column]}": use one of ${ids.join(', ')}${also}`]);
    return fallback;
  };
  const visualStyle = input.style
    ? choose(
        'style',
        lookup(input.style, VISUAL_STYLE_IDS, (id) => VISUAL_STYLES[id].name),
        VISUAL_STYLE_IDS,
        DEFAULTS.style,
      )
    : DEFAULTS.style;
  const aspectRatio = input.ratio ? choose('ratio', ratioOf(input.ratio), ASPECT_RATIO_IDS, DEFAULTS.ratio) : DEFAULTS.ratio;
  const tone = input.tone ? choose('tone', input.tone.toLowerCase(), TONE_IDS, DEFAULTS.tone) : DEFAULTS.tone;
  const voiceCell = input.voice.toLowerCase();
  const voiceId =
    !voiceCell || voiceCell === 'none'
      ? null
      : choose(
          'voice',
          lookup(input.voice, VOICE_IDS, (id) => VOICES[id].name),
          VOICE_IDS,
          null,
          ' or none',
        );
  const parsed = createVideoRequestSchema.safeParse({
    description: `${input.hook} ${input.body}`.trim(),
    visualStyle,
    aspectRatio,
    durationSeconds: Number.isNaN(length) ? DEFAULTS.length : length,
    tone,
    title: (input.variant || input.hook).slice(0, 120) || undefined,
    scenes: sceneColumns.map((column, i) => ({
      id: `row-${position}-${column}`,
      narration: input[column],
      visual: input[column] || column,
      durationSeconds: seconds[i],
      layout: layouts[column],
    })),
    voice: voiceId ? { voiceId } : null,
    idempotencyKey: `batch:${batchKey}:${position}`,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push([columnOfPath(issue.path, sceneColumns), issue.message]);
    return { request: null, problems };
  }
  // the plan's voices are checked here; the language and spoken-length rules run again when the row starts (its error is kept on the row)
  const voice = parsed.data.voice;
  // a batch row names a synthetic voice (a recording is not a CSV cell)
  if (voice && 'voiceId' in voice && !canUseVoice(creator.plan, voice.voiceId)) problems.push(['voice', VOICE_MESSAGES.locked(voice.voiceId)]);
  return { request: problems.length ? null : parsed.data, problems };
}

/**
 * Reads a batch file (uploaded or pasted) and checks every row with the studio's own contract
 * before anything renders: each problem is reported with its line, its column (as the header
 * names it) and what to change. A file over `BATCH_RULES.maxRows` rows is refused whole.
 */
export function parseBatchCsv(creator: Creator, csv: string, batchKey: string): { rows: ParsedBatchRow[]; errors: BatchRowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { bom: true, info: true, trim: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    throw new AppError('BAD_REQUEST', BATCH_MESSAGES.unreadable(error instanceof Error ? error.message : String(error)));
  }
  const [header, ...data] = records;
  if (!header || !data.length) throw new AppError('BAD_REQUEST', BATCH_MESSAGES.noRows);
  if (data.length > BATCH_RULES.maxRows)
    throw new AppError('BAD_REQUEST', BATCH_MESSAGES.tooManyRows(data.length), { rows: data.length, max: BATCH_RULES.maxRows });

  const errors: BatchRowError[] = [];
  const headerNames = new Map<BatchColumn, string>();
  const columns = header.record.map((name) => {
    const column = HEADER_TO_COLUMN.get(normaliseHeader(name) as never);
    if (column) headerNames.set(column, name);
    else if (name) errors.push({ line: header.info.lines, column: name, message: BATCH_MESSAGES.unknownColumn(name) });
    return column;
  });
  for (const needed of ['hook', 'body'] as const) {
    if (!headerNames.has(needed)) errors.push({ line: header.info.lines, column: needed, message: BATCH_MESSAGES.missingColumn(needed) });
  }
  const rows = data.map(({ record, info }, i) => {
    const input = Object.fromEntries(COLUMN_IDS.map((c) => [c, ''])) as BatchRowInput;
    record.forEach((cell, at) => {
      const column = columns[at];
      if (column) input[column] = cell;
    });
    const position = i + 1;
    const { request, problems } = batchRowRequest(creator, input, position, batchKey);
    for (const [column, message] of problems) errors.push({ line: info.lines, column: headerNames.get(column) ?? column, message });
    return {
      position,
      line: info.lines,
      input,
      request,
      fileName: batchFileName(position, input, request?.aspectRatio ?? (ratioOf(input.ratio || DEFAULTS.ratio) as string)),
    };
  });
  return { rows, errors };
}
