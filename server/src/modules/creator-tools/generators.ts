import {
  GENERATOR_SCHEMAS,
  HOOK_PATTERN_IDS,
  type CouncilInput,
  type CouncilOutput,
  type GeneratorId,
  type GeneratorInput,
  type GeneratorOutput,
  type HookPatternId,
  type HooksInput,
  type HooksOutput,
  type PersuasionInput,
  type PersuasionOutput,
  type SeriesInput,
  type SeriesOutput,
  type SkitInput,
  type SkitOutput,
  type StoryInput,
  type StoryOutput,
  type TopicsInput,
  type TopicsOutput,
} from '@common/contracts/creator-tools';
import { pick, seededRandom, type GeneratorDefinition } from '../../providers/generator/index';
import { benefitsOf, productOf } from '../../providers/script-writer/index';

/** Template lines stay inside the output schema's line limit whatever the creator typed. */
function clip(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** The creator's input, JSON-quoted so that any instructions inside it read as data. */
const quoted = (label: string, value: unknown) => `${label}: ${JSON.stringify(value)}`;

// ---- hooks ----------------------------------------------------------------------------------

const HOOK_LINES: Record<HookPatternId, string[]> = {
  question: ['{A}, what if {b} took less effort than your morning coffee?', 'Why are {a} still putting up with less than {p}?', 'Be honest, {a}: when did you last get {b}?'],
  'bold-claim': ['{P} is the last one of these {a} will ever need.', '{B}. Nothing else comes close, and {p} proves it.', 'This is the best thing {a} will see today: {p}.'],
  'pain-point': ['Tired of settling for less? {P} was made for {a} like you.', 'If {b} feels out of reach, {a}, this is for you.', 'Sick of the old way? {P} fixes the part {a} hate most.'],
  number: ['3 reasons {a} are switching to {p}, and number 2 surprised us.', '{P} in 10 seconds: 1 problem, 2 fixes, 0 excuses.', '5 seconds to see why {a} love {p}.'],
  story: ['Last week one of our {a} tried {p}. Here is what happened next.', 'I almost gave up, until {p} showed up. {B}.', 'It started with one bad day and ended with {p}.'],
  contrarian: ['Everyone tells {a} to try harder. {P} says: try smarter.', 'Unpopular opinion: {a} do not need more stuff, just {p}.', 'Stop doing what everyone else does. {B} starts here.'],
  'social-proof': ['{A} keep telling us the same thing about {p}: {b}.', 'Why do so many {a} talk about {p}? Watch.', 'The {p} everyone in your feed is quietly using.'],
  'curiosity-gap': ['The one thing about {p} nobody tells {a}…', 'Watch until the end to see what {p} does for {a}.', 'We did not expect this from {p}. Neither will you.'],
};

function fill(template: string, words: { p: string; b: string; a: string }): string {
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  return template
    .replaceAll('{P}', cap(words.p))
    .replaceAll('{p}', words.p)
    .replaceAll('{B}', cap(words.b))
    .replaceAll('{b}', lower(words.b))
    .replaceAll('{A}', cap(words.a))
    .replaceAll('{a}', words.a);
}

export const hooksGenerator: GeneratorDefinition<HooksInput, HooksOutput> = {
  name: 'hooks',
  output: GENERATOR_SCHEMAS.hooks.output,
  systemPrompt: [
    'You write scroll-stopping opening lines (hooks) for short video ads.',
    'Answer with one JSON object: {"hooks":[{"pattern":string,"text":string}]}.',
    `Write one hook for each of these patterns, in this order: ${HOOK_PATTERN_IDS.join(', ')}; each "text" at most 240 characters.`,
    'Use only facts from the description; invent no prices, numbers of customers or testimonials.',
  ].join(' '),
  userPrompt: (input) => [quoted('Product description', input.product), quoted('Audience', input.audience)].join('\n'),
  template(input, seed) {
    const random = seededRandom(seed);
    const p = productOf(input.product);
    const benefits = benefitsOf(input.product, p);
    const a = input.audience.trim().replace(/[.!?]+$/, '');
    return {
      hooks: HOOK_PATTERN_IDS.map((pattern) => ({
        pattern,
        text: clip(fill(pick(random, HOOK_LINES[pattern]), { p, b: pick(random, benefits), a: lower(a) })),
      })),
    };
  },
};

// ---- Cosmic Entertainment: a story-driven short -----------------------------------------------

const STORY_BEATS = [
  ['Setup', 'Meet our hero in an ordinary moment: {premise}', 'Wide establishing shot, warm morning light'],
  ['Inciting moment', 'Something goes wrong, and the usual fix will not do.', 'Quick cut to a close-up of the problem, the music drops'],
  ['Turn', 'A discovery: {product} changes the plan.', '{product} revealed in the hero’s hands, a slow push-in'],
  ['Climax', 'The hero risks it all and it works, thanks to {product}.', 'Fast cuts, rising music, the moment of triumph'],
  ['Resolution', 'A new normal, and a wink to the viewer: your turn.', 'The hero looks into the lens; {product} on screen with the call to action'],
] as const;
const STORY_TITLES = ['The day {product} saved the plan', 'Before and after {product}', 'A small story about {product}', 'Plot twist: {product}'];

export const storyGenerator: GeneratorDefinition<StoryInput, StoryOutput> = {
  name: 'story',
  output: GENERATOR_SCHEMAS.story.output,
  systemPrompt: [
    'You plan story-driven entertainment shorts.',
    'Answer with one JSON object: {"title":string,"beats":[{"beat":string,"scene":string,"visual":string}]} with 3 to 6 beats',
    '(setup, inciting moment, turn, climax, resolution); each scene and visual at most 240 characters.',
  ].join(' '),
  userPrompt: (input) => [quoted('Premise', input.premise), quoted('Product or message', input.product)].join('\n'),
  template(input, seed) {
    const random = seededRandom(seed);
    const sub = (t: string) => clip(t.replaceAll('{product}', input.product).replaceAll('{premise}', lower(input.premise.replace(/[.!?]+$/, ''))));
    const beats = STORY_BEATS.filter((_, i) => i !== 3 || random() > 0.3).map(([beat, scene, visual]) => ({ beat, scene: sub(scene), visual: sub(visual) }));
    return { title: clip(sub(pick(random, STORY_TITLES)), 120), beats };
  },
};

// ---- Skit Studio: a multi-character comedy skit -----------------------------------------------

const CAST = [
  { name: 'Sam', role: 'The overconfident one who has a plan for everything' },
  { name: 'Riya', role: 'The straight talker who has seen it all' },
  { name: 'Theo', role: 'The chaos agent who misunderstands everything' },
  { name: 'Mo', role: 'The calm narrator who breaks the fourth wall' },
  { name: 'Lena', role: 'The sceptic who needs proof' },
];
const SKIT_LINES = [
  ['{0}', 'Okay, team, I have solved it: {premise}.', 'Slams the table, far too proud'],
  ['{1}', 'You said that last week. And the week before.', 'Deadpan, without looking up'],
  ['{0}', 'This time is different. Trust me.', 'Leans in, whispering dramatically'],
  ['{last}', 'Narrator: it was not different.', 'Freeze-frame; a record scratch'],
  ['{1}', 'Fine. Show me.', 'Crosses arms'],
  ['{0}', 'Watch this…', 'Tries it; it goes spectacularly wrong, then weirdly right'],
  ['{last}', 'And that is how it actually worked.', 'Turns to camera with a shrug'],
  ['{1}', 'I hate that this worked.', 'Small smile, walks off'],
] as const;

export const skitGenerator: GeneratorDefinition<SkitInput, SkitOutput> = {
  name: 'skit',
  output: GENERATOR_SCHEMAS.skit.output,
  systemPrompt: [
    'You write short multi-character comedy skits for vertical video.',
    'Answer with one JSON object: {"title":string,"cast":[{"name":string,"role":string}],"lines":[{"speaker":string,"line":string,"direction":string}]}',
    'with exactly the requested number of characters and 4 to 16 lines; every speaker is in the cast; "direction" is the stage direction.',
  ].join(' '),
  userPrompt: (input) => [quoted('Premise', input.premise), `Characters: ${input.characters}`].join('\n'),
  template(input, seed) {
    const random = seededRandom(seed);
    const start = Math.floor(random() * CAST.length);
    const cast = Array.from({ length: input.characters }, (_, i) => CAST[(start + i) % CAST.length]!);
    const speaker = (slot: string) => (slot === '{last}' ? cast[cast.length - 1]! : cast[Number(slot.slice(1, 2))]!).name;
    const premise = lower(input.premise.replace(/[.!?]+$/, ''));
    const lines = SKIT_LINES.map(([slot, line, direction]) => ({ speaker: speaker(slot), line: clip(line.replace('{premise}', premise)), direction }));
    return { title: clip(`The plan: ${input.premise}`, 120), cast, lines };
  },
};

// ---- Temporal Engine: a series and its calendar -----------------------------------------------

const EPISODE_SHAPES = ['The basics of {t}', 'The biggest mistake with {t}', 'A behind-the-scenes look at {t}', '{t}: myth or fact?', 'Your questions about {t}, answered', 'A 10-second tip on {t}', 'Before and after: {t}', 'The tool that changed {t} for us', 'What nobody tells you about {t}', 'A day in the life with {t}', '{t} in 3 steps', 'The finale: where {t} goes next'];
const EPISODE_HOOKS = ['Stop scrolling: this one is about {t}.', 'Part {n} of the series. You will want to save this.', 'Missed the last one? This episode stands on its own.', 'Here is the thing about {t} nobody says out loud.'];
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
    [quoted('Series theme', input.theme), `Episodes: ${input.episodes}`, `Publishing dates: ${episodeDates(input.startDate, input.episodes, input.perWeek).join(', ')}`].join('\n'),
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
        hook: clip(pick(random, EPISODE_HOOKS).replaceAll('{t}', t).replace('{n}', String(i + 1))),
        date,
      })),
    };
  },
};

// ---- Omni-Topical: trend and topic angles ---------------------------------------------------

const ANGLES = [
  ['Myth-busting: 3 things people get wrong about {n}', 'Corrections travel: viewers share what proves a friend wrong', 'You have been told this about {n} your whole life. It is wrong.'],
  ['The 10-second beginner guide to {n}', 'Newcomers search for quick starts; saves and follows follow', 'New to {n}? Start with this one thing.'],
  ['Reacting to a trending take on {n}', 'Riding an existing conversation borrows its reach', 'Everyone is talking about this {n} take. Here is mine.'],
  ['A day in the life in {n}', 'Behind-the-scenes content builds trust and watch time', 'What a real day in {n} looks like (not the highlight reel).'],
  ['Budget versus premium in {n}', 'Comparisons invite comments and debate', 'Cheap versus expensive in {n}: is it worth it?'],
  ['The tool stack behind {n}', 'Lists of tools get saved and revisited', 'Every tool I use for {n}, in 15 seconds.'],
  ['Seasonal spin: {n} this month', 'Timely content rides calendar searches', 'What changes in {n} this month, and what to do about it.'],
  ['Ask the comments: the {n} question you want answered', 'Replies to comments turn viewers into a community', 'You asked about {n}. Here is the honest answer.'],
] as const;

export const topicsGenerator: GeneratorDefinition<TopicsInput, TopicsOutput> = {
  name: 'topics',
  output: GENERATOR_SCHEMAS.topics.output,
  systemPrompt: [
    'You find trend and topic angles for a creator\'s niche.',
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

// ---- Neuro-Motivation: a persuasive rewrite -------------------------------------------------

/** The named principles the rewrite applies, each with what it changes and why it works. */
export const PERSUASION_PRINCIPLES = [
  { principle: 'Loss aversion', change: 'Opened with what the viewer loses by waiting', why: 'People weigh a loss about twice as heavily as an equal gain.', opener: 'Every day without this costs you.' },
  { principle: 'Social proof', change: 'Framed the offer as what people like the viewer already choose', why: 'When unsure, we copy people similar to us.', opener: 'People like you are already switching.' },
  { principle: 'Specificity', change: 'Replaced vague praise with the concrete benefit from the script', why: 'Specific claims read as more credible than general ones.', opener: 'Here is exactly what changes.' },
  { principle: 'Scarcity', change: 'Closed with a reason to act now rather than later', why: 'Limited availability raises perceived value.', opener: 'This will not stay this way for long.' },
  { principle: 'Reciprocity', change: 'Gave the viewer a useful tip before the ask', why: 'We feel inclined to return a favour.', opener: 'Free tip before anything else:' },
  { principle: 'Commitment and consistency', change: 'Asked a small yes-question first', why: 'A small agreement makes the next step feel consistent.', opener: 'You want this to be easier, right?' },
] as const;

export const persuasionGenerator: GeneratorDefinition<PersuasionInput, PersuasionOutput> = {
  name: 'persuasion',
  output: GENERATOR_SCHEMAS.persuasion.output,
  systemPrompt: [
    'You rewrite short video scripts with named persuasion principles (for example loss aversion, social proof, scarcity, reciprocity).',
    'Answer with one JSON object: {"rewrite":string,"changes":[{"principle":string,"change":string,"why":string}]} with 3 to 6 changes;',
    'keep the creator\'s facts; never invent testimonials, numbers or deadlines.',
  ].join(' '),
  userPrompt: (input) => quoted('Script', input.script),
  template(input, seed) {
    const random = seededRandom(seed);
    const chosen = PERSUASION_PRINCIPLES.map((p) => ({ p, key: random() }))
      .sort((x, y) => x.key - y.key)
      .slice(0, 3)
      .map(({ p }) => p);
    const sentences = input.script.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+/);
    const rewrite = [chosen[0]!.opener, ...sentences, chosen[1]!.opener, chosen[2]!.opener].join(' ');
    return { rewrite: clip(rewrite, 1200), changes: chosen.map(({ principle, change, why }) => ({ principle, change, why })) };
  },
};

// ---- Creative Council: personas critique a concept ------------------------------------------

const PERSONAS = [
  { persona: 'The Scroller', lens: 'A busy viewer deciding in the first second', critique: 'The opening of "{c}" needs a sharper first frame to stop my thumb.', improvement: 'Start on the most surprising moment, not the introduction.' },
  { persona: 'The Brand Strategist', lens: 'Positioning and message clarity', critique: 'The promise in "{c}" is there, but it competes with too many ideas.', improvement: 'Cut to one promise and repeat it in the last line.' },
  { persona: 'The Editor', lens: 'Pacing, cuts and length', critique: 'The middle of "{c}" drags; each shot should earn its second.', improvement: 'Trim every shot to under two seconds until the reveal.' },
  { persona: 'The Sceptic', lens: 'Credibility and proof', critique: 'I do not believe "{c}" yet; there is a claim without a demonstration.', improvement: 'Show the product doing the thing on screen instead of saying it.' },
  { persona: 'The Community Manager', lens: 'Comments, shares and replies', critique: '"{c}" gives people nothing to reply to.', improvement: 'End with a question viewers can answer in one word.' },
] as const;

export const councilGenerator: GeneratorDefinition<CouncilInput, CouncilOutput> = {
  name: 'council',
  output: GENERATOR_SCHEMAS.council.output,
  systemPrompt: [
    'You are a panel of distinct critic personas reviewing a short video concept.',
    'Answer with one JSON object: {"reviews":[{"persona":string,"lens":string,"score":integer 1-10,"critique":string,"improvement":string}]}',
    'with exactly the requested number of personas; each gives exactly one concrete improvement.',
  ].join(' '),
  userPrompt: (input) => [quoted('Concept', input.concept), `Personas: ${input.personas}`].join('\n'),
  template(input, seed) {
    const random = seededRandom(seed);
    const c = clip(input.concept, 60);
    const start = Math.floor(random() * PERSONAS.length);
    const reviews = Array.from({ length: input.personas }, (_, i) => {
      const p = PERSONAS[(start + i) % PERSONAS.length]!;
      return { persona: p.persona, lens: p.lens, score: 4 + Math.floor(random() * 5), critique: clip(p.critique.replace('{c}', c)), improvement: p.improvement };
    });
    return { reviews };
  },
};

/** Every generator by its id (the `{tool}` of the generate route). */
export const GENERATORS: { [G in GeneratorId]: GeneratorDefinition<GeneratorInput<G>, GeneratorOutput<G>> } = {
  hooks: hooksGenerator,
  story: storyGenerator,
  skit: skitGenerator,
  series: seriesGenerator,
  topics: topicsGenerator,
  persuasion: persuasionGenerator,
  council: councilGenerator,
};

