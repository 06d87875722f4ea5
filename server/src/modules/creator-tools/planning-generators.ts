// The built-in generators that plan content: a series with its calendar (Temporal Engine) and topic angles (Omni-Topical).
import { GENERATOR_SCHEMAS, type SeriesInput, type SeriesOutput, type TopicsInput, type TopicsOutput } from '@common/contracts/creator-tools';
import { pick, seededRandom, type GeneratorDefinition } from '../../providers/generator/index';
import { productOf } from '../../providers/script-writer/index';
import { clip, lower, quoted } from './generator-text';

// ---- Temporal Engine: a series and its calendar -----------------------------------------------

const EPISODE_SHAPES = [
  'The basics of {t}',
  'The biggest mistake with {t}',
  'A behind-the-scenes look at {t}',
  '{t}: myth or fact?',
  'Your questions about {t}, answered',
  'A 10-second tip on {t}',
  'Before and after: {t}',
  'The tool that changed {t} for us',
  'What nobody tells you about {t}',
  'A day in the life with {t}',
  '{t} in 3 steps',
  'The finale: where {t} goes next',
];
const EPISODE_HOOKS = [
  'Stop scrolling: this one is about {t}.',
  'Part {n} of the series. You will want to save this.',
  'Missed the last one? This episode stands on its own.',
  'Here is the thing about {t} nobody says out loud.',
];
/** Weekdays an episode goes out on, by how many a week (Monday = 1). */
const PUBLISH_DAYS: Record<number, number[]> = { 1: [2], 2: [2, 4], 3: [1, 3, 5] };

/** The publishing dates: the first `count` chosen weekdays on or after `start` (UTC dates). */
export function episodeDates(start: string, count: number, perWeek: number): string[] {
  const days = PUBLISH_DAYS[perWeek]!;
  const dates: string[] = [];
  for (const day = new Date(`${start}T00:00:00Z`); dates.length < count; day.setUTCDate(day.getUTCDate() + 1)) {
    if (days.includes(day.getUTCDay())) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

export const seriesGenerator: GeneratorDefinition<SeriesInput, SeriesOutput> = {
  name: 'series',
  output: GENERATOR_SCHEMAS.series.output,
  systemPrompt: [
    'You plan short-video series and their publishing calendars.',
    'Answer with one JSON object: {"title":string,"episodes":[{"number":integer,"title":string,"hook":string,"date":"YYYY-MM-DD"}]}',
    'with exactly the requested number of episodes, numbered from 1, on the publishing dates given.',
  ].join(' '),
  userPrompt: (input) =>
    [
      quoted('Series theme', input.theme),
      `Episodes: ${input.episodes}`,
      `Publishing dates: ${episodeDates(input.startDate, input.episodes, input.perWeek).join(', ')}`,
    ].join('\n'),
  template(input, seed) {
    const random = seededRandom(seed);
    const t = lower(productOf(input.theme));
    const offset = Math.floor(random() * EPISODE_SHAPES.length);
    const dates = episodeDates(input.startDate, input.episodes, input.perWeek);
    return {
      title: clip(`${productOf(input.theme)}: a ${input.episodes}-part series`, 120),
      episodes: dates.map((date, i) => ({
        number: i + 1,
        title: clip(EPISODE_SHAPES[(offset + i) % EPISODE_SHAPES.length]!.replaceAll('{t}', t)),
        hook: clip(
          pick(random, EPISODE_HOOKS)
            .replaceAll('{t}', t)
            .replace('{n}', String(i + 1)),
        ),
        date,
      })),
    };
  },
};

// ---- Omni-Topical: trend and topic angles ---------------------------------------------------

const ANGLES = [
  [
    'Myth-busting: 3 things people get wrong about {n}',
    'Corrections travel: viewers share what proves a friend wrong',
    'You have been told this about {n} your whole life. It is wrong.',
  ],
  ['The 10-second beginner guide to {n}', 'Newcomers search for quick starts; saves and follows follow', 'New to {n}? Start with this one thing.'],
  ['Reacting to a trending take on {n}', 'Riding an existing conversation borrows its reach', 'Everyone is talking about this {n} take. Here is mine.'],
  ['A day in the life in {n}', 'Behind-the-scenes content builds trust and watch time', 'What a real day in {n} looks like (not the highlight reel).'],
  ['Budget versus premium in {n}', 'Comparisons invite comments and debate', 'Cheap versus expensive in {n}: is it worth it?'],
  ['The tool stack behind {n}', 'Lists of tools get saved and revisited', 'Every tool I use for {n}, in 15 seconds.'],
  ['Seasonal spin: {n} this month', 'Timely content rides calendar searches', 'What changes in {n} this month, and what to do about it.'],
  [
    'Ask the comments: the {n} question you want answered',
    'Replies to comments turn viewers into a community',
    'You asked about {n}. Here is the honest answer.',
  ],
] as const;

export const topicsGenerator: GeneratorDefinition<TopicsInput, TopicsOutput> = {
  name: 'topics',
  output: GENERATOR_SCHEMAS.topics.output,
  systemPrompt: [
    "You find trend and topic angles for a creator's niche.",
    'Answer with one JSON object: {"angles":[{"angle":string,"why":string,"hook":string}]} with 5 to 10 angles;',
    '"why" says why the angle performs, "hook" is an opening line; invent no statistics.',
  ].join(' '),
  userPrompt: (input) => quoted('Niche', input.niche),
  template(input, seed) {
    const random = seededRandom(seed);
    const n = lower(productOf(input.niche));
    const order = ANGLES.map((angle) => ({ angle, key: random() })).sort((x, y) => x.key - y.key);
    const fillN = (t: string) => clip(t.replaceAll('{n}', n));
    return { angles: order.slice(0, 6).map(({ angle: [angle, why, hook] }) => ({ angle: fillN(angle), why, hook: fillN(hook) })) };
  },
};
