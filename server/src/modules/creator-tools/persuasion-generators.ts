// The built-in generators that sharpen a message: a persuasive rewrite (Neuro-Motivation) and a persona critique (Creative Council).
import { GENERATOR_SCHEMAS, type CouncilInput, type CouncilOutput, type PersuasionInput, type PersuasionOutput } from '@common/contracts/creator-tools';
import { seededRandom, type GeneratorDefinition } from '../../providers/generator/index';
import { clip, quoted } from './generator-text';

// ---- Neuro-Motivation: a persuasive rewrite -------------------------------------------------

/** The named principles the rewrite applies, each with what it changes and why it works. */
export const PERSUASION_PRINCIPLES = [
  {
    principle: 'Loss aversion',
    change: 'Opened with what the viewer loses by waiting',
    why: 'People weigh a loss about twice as heavily as an equal gain.',
    opener: 'Every day without this costs you.',
  },
  {
    principle: 'Social proof',
    change: 'Framed the offer as what people like the viewer already choose',
    why: 'When unsure, we copy people similar to us.',
    opener: 'People like you are already switching.',
  },
  {
    principle: 'Specificity',
    change: 'Replaced vague praise with the concrete benefit from the script',
    why: 'Specific claims read as more credible than general ones.',
    opener: 'Here is exactly what changes.',
  },
  {
    principle: 'Scarcity',
    change: 'Closed with a reason to act now rather than later',
    why: 'Limited availability raises perceived value.',
    opener: 'This will not stay this way for long.',
  },
  {
    principle: 'Reciprocity',
    change: 'Gave the viewer a useful tip before the ask',
    why: 'We feel inclined to return a favour.',
    opener: 'Free tip before anything else:',
  },
  {
    principle: 'Commitment and consistency',
    change: 'Asked a small yes-question first',
    why: 'A small agreement makes the next step feel consistent.',
    opener: 'You want this to be easier, right?',
  },
] as const;

export const persuasionGenerator: GeneratorDefinition<PersuasionInput, PersuasionOutput> = {
  name: 'persuasion',
  output: GENERATOR_SCHEMAS.persuasion.output,
  systemPrompt: [
    'You rewrite short video scripts with named persuasion principles (for example loss aversion, social proof, scarcity, reciprocity).',
    'Answer with one JSON object: {"rewrite":string,"changes":[{"principle":string,"change":string,"why":string}]} with 3 to 6 changes;',
    "keep the creator's facts; never invent testimonials, numbers or deadlines.",
  ].join(' '),
  userPrompt: (input) => quoted('Script', input.script),
  template(input, seed) {
    const random = seededRandom(seed);
    const chosen = PERSUASION_PRINCIPLES.map((p) => ({ p, key: random() }))
      .sort((x, y) => x.key - y.key)
      .slice(0, 3)
      .map(({ p }) => p);
    const sentences = input.script
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s+/);
    const rewrite = [chosen[0]!.opener, ...sentences, chosen[1]!.opener, chosen[2]!.opener].join(' ');
    return { rewrite: clip(rewrite, 1200), changes: chosen.map(({ principle, change, why }) => ({ principle, change, why })) };
  },
};

// ---- Creative Council: personas critique a concept ------------------------------------------

const PERSONAS = [
  {
    persona: 'The Scroller',
    lens: 'A busy viewer deciding in the first second',
    critique: 'The opening of "{c}" needs a sharper first frame to stop my thumb.',
    improvement: 'Start on the most surprising moment, not the introduction.',
  },
  {
    persona: 'The Brand Strategist',
    lens: 'Positioning and message clarity',
    critique: 'The promise in "{c}" is there, but it competes with too many ideas.',
    improvement: 'Cut to one promise and repeat it in the last line.',
  },
  {
    persona: 'The Editor',
    lens: 'Pacing, cuts and length',
    critique: 'The middle of "{c}" drags; each shot should earn its second.',
    improvement: 'Trim every shot to under two seconds until the reveal.',
  },
  {
    persona: 'The Sceptic',
    lens: 'Credibility and proof',
    critique: 'I do not believe "{c}" yet; there is a claim without a demonstration.',
    improvement: 'Show the product doing the thing on screen instead of saying it.',
  },
  {
    persona: 'The Community Manager',
    lens: 'Comments, shares and replies',
    critique: '"{c}" gives people nothing to reply to.',
    improvement: 'End with a question viewers can answer in one word.',
  },
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
      return {
        persona: p.persona,
        lens: p.lens,
        score: 4 + Math.floor(random() * 5),
        critique: clip(p.critique.replace('{c}', c)),
        improvement: p.improvement,
      };
    });
    return { reviews };
  },
};
