// The built-in generators that write a short to film: hooks, a story (Cosmic Entertainment) and a skit (Skit Studio).
import {
  GENERATOR_SCHEMAS,
  HOOK_PATTERN_IDS,
  type HookPatternId,
  type HooksInput,
  type HooksOutput,
  type SkitInput,
  type SkitOutput,
  type StoryInput,
  type StoryOutput,
} from '@common/contracts/creator-tools';
import { pick, seededRandom, type GeneratorDefinition } from '../../providers/generator/index';
import { benefitsOf, productOf } from '../../providers/script-writer/index';
import { clip, lower, quoted } from './generator-text';

// ---- hooks ----------------------------------------------------------------------------------

const HOOK_LINES: Record<HookPatternId, string[]> = {
  question: [
    '{A}, what if {b} took less effort than your morning coffee?',
    'Why are {a} still putting up with less than {p}?',
    'Be honest, {a}: when did you last get {b}?',
  ],
  'bold-claim': [
    '{P} is the last one of these {a} will ever need.',
    '{B}. Nothing else comes close, and {p} proves it.',
    'This is the best thing {a} will see today: {p}.',
  ],
  'pain-point': [
    'Tired of settling for less? {P} was made for {a} like you.',
    'If {b} feels out of reach, {a}, this is for you.',
    'Sick of the old way? {P} fixes the part {a} hate most.',
  ],
  number: [
    '3 reasons {a} are switching to {p}, and number 2 surprised us.',
    '{P} in 10 seconds: 1 problem, 2 fixes, 0 excuses.',
    '5 seconds to see why {a} love {p}.',
  ],
  story: [
    'Last week one of our {a} tried {p}. Here is what happened next.',
    'I almost gave up, until {p} showed up. {B}.',
    'It started with one bad day and ended with {p}.',
  ],
  contrarian: [
    'Everyone tells {a} to try harder. {P} says: try smarter.',
    'Unpopular opinion: {a} do not need more stuff, just {p}.',
    'Stop doing what everyone else does. {B} starts here.',
  ],
  'social-proof': [
    '{A} keep telling us the same thing about {p}: {b}.',
    'Why do so many {a} talk about {p}? Watch.',
    'The {p} everyone in your feed is quietly using.',
  ],
  'curiosity-gap': [
    'The one thing about {p} nobody tells {a}…',
    'Watch until the end to see what {p} does for {a}.',
    'We did not expect this from {p}. Neither will you.',
  ],
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
    const beats = STORY_BEATS.filter((_, i) => i !== 3 || random() > 0.3).map(([beat, scene, visual]) => ({
      beat,
      scene: sub(scene),
      visual: sub(visual),
    }));
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
    const lines = SKIT_LINES.map(([slot, line, direction]) => ({
      speaker: speaker(slot),
      line: clip(line.replace('{premise}', premise)),
      direction,
    }));
    return { title: clip(`The plan: ${input.premise}`, 120), cast, lines };
  },
};
