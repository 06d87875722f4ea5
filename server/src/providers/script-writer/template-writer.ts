import { SCRIPT_LIMITS, type Scene, type ScriptRequest, type Tone } from '@common/contracts/script';
import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import type { AspectRatio } from '@common/contracts/video';
import { benefitsOf, hashText, productOf } from '../video/local/script-writer';
import type { SceneLayoutId } from '@common/catalog/scene-layouts';
import { SCENE_LAYOUTS } from '@common/catalog/scene-layouts';
import { fitDurations } from './durations';
import { PRODUCT_BEAT_LAYOUT, PRODUCT_SHOTS, productBeatsFor, productFacts, productLine } from './product-script';
import type { ScriptWriter } from './script-writer';

type Beat = 'hook' | 'problem' | 'benefit' | 'proof' | 'cta';

/** Short ads keep fewer beats: hook → (problem) → benefit → (proof) → call to action. */
function beatsFor(durationSeconds: number): Beat[] {
  if (durationSeconds <= 6) return ['hook', 'benefit', 'cta'];
  if (durationSeconds <= 10) return ['hook', 'benefit', 'proof', 'cta'];
  return ['hook', 'problem', 'benefit', 'proof', 'cta'];
}

/** The layout each beat is drawn with when there is no product card (ADR 059: image layouts fall back to text). */
const BEAT_LAYOUT: Record<Beat, SceneLayoutId> = { hook: 'text', problem: 'problem', benefit: 'features', proof: 'text', cta: 'cta' };

/** A second sentence per beat, said in videos longer than 15 seconds (the fitting trims what does not fit). */
const MORE: Record<Tone, Record<Beat, string>> = {
  rational: {
    hook: 'Here is why it matters.',
    problem: 'It adds up fast.',
    benefit: 'You will notice it on day one.',
    proof: 'The numbers do not lie.',
    cta: 'Tap the link.',
  },
  curious: { hook: 'Stay with me.', problem: 'Think about it.', benefit: 'Who knew?', proof: 'See for yourself.', cta: 'Tap the link.' },
  awed: { hook: 'Get ready.', problem: 'No more.', benefit: 'Simply stunning.', proof: 'Pure wonder.', cta: 'Tap the link.' },
  hilarious: { hook: 'No, seriously.', problem: 'Rude.', benefit: 'Mic drop.', proof: 'We are not crying, you are.', cta: 'Tap the link.' },
};
const HEADLINE_PROBLEM: Record<Tone, string> = { rational: 'Stop settling', curious: 'Why so hard?', awed: 'Beyond ordinary', hilarious: 'Plot twist' };
const HEADLINE_CTA: Record<Tone, string> = { rational: 'Choose smart', curious: 'Find out', awed: 'Experience it', hilarious: 'Get yours' };

/** The middle beats carry the message, so they get more of the time. */
const BEAT_WEIGHT: Record<Beat, number> = { hook: 2, problem: 2, benefit: 3, proof: 3, cta: 3 };

/**
 * What each beat says in each tone. `{P}` is the product, `{B}` the main benefit, `{B2}` the
 * second one, capitalised to open a sentence; lower case (`{p}`, `{b}`, `{b2}`) mid-sentence. Hooks have two variants, picked by
 * the description, so two products in the same tone do not open alike.
 */
const LINES: Record<Tone, Record<Exclude<Beat, 'hook'>, string> & { hooks: [string, string] }> = {
  rational: {
    hooks: ['Here is a smarter choice: {P}.', '{P}: the sensible upgrade you have been waiting for.'],
    problem: 'Most people settle for less and lose time to it every single day.',
    benefit: '{B}. That is the {p} difference.',
    proof: '{B2}. Simple, measurable, reliable.',
    cta: '{P}. Compare for yourself, then choose it today.',
  },
  curious: {
    hooks: ['Ever wondered what makes the {p} different?', 'What is the secret behind the {p}?'],
    problem: 'So why does the everyday stuff still feel this hard?',
    benefit: 'Here is the twist: {b}.',
    proof: 'Look closer: {b2}.',
    cta: 'Still curious? Find out what the {p} can do for you.',
  },
  awed: {
    hooks: ['Imagine everything the {p} makes possible.', 'Something remarkable has arrived: {p}.'],
    problem: 'The ordinary has held you back for long enough.',
    benefit: '{B}. Breathtaking, every single time.',
    proof: 'Watch it come alive: {b2}.',
    cta: '{P}. Experience the wonder today.',
  },
  hilarious: {
    hooks: ['Warning: the {p} may cause sudden bragging.', 'Breaking news: the {p} just made everything else jealous.'],
    problem: 'Your old routine called. Nobody picked up.',
    benefit: '{B}. Yes, really. We checked twice.',
    proof: 'Even the cat is impressed: {b2}.',
    cta: '{P}. Get yours before your neighbour brags about it first.',
  },
};

const SHOTS: Record<Beat, string> = {
  hook: 'Opening shot: the {p} revealed in a striking first frame',
  problem: 'Before: someone struggling with the old way, no {p} in sight',
  benefit: 'The {p} in use: {b}',
  proof: 'Close-up demo: {b2}',
  cta: 'Hero shot of the {p} with the call to action on screen',
};

const CAMERA: Record<Tone, string> = {
  rational: 'Steady camera, clean labels on the key facts',
  curious: 'Slow push-in that reveals the detail at the last moment',
  awed: 'Sweeping camera move, epic light and a sense of scale',
  hilarious: 'Snappy comic timing and an over-the-top reaction',
};

const FRAMING: Record<AspectRatio, string> = {
  '9:16': 'Vertical 9:16 frame, subject centred, captions in the lower third',
  '4:5': 'Portrait 4:5 frame, subject centred, room for a caption below',
  '1:1': 'Square 1:1 frame, subject centred, room for a caption below',
  '16:9': 'Wide 16:9 frame, subject on the left third, caption on the right',
};

const PRODUCT_MAX = 40;
const BENEFIT_MAX = 60;

/** Shortens to `max` characters at a word boundary (mid-word only for one long word), with "…". */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space >= max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.!?…—-]+$/, '')}…`;
}

function capitalised(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/**
 * A phrase as it reads mid-sentence: lower case first when the description has it so ("smart
 * water bottle"), as typed otherwise ("Acme Flask", "USB-C hub").
 */
function midSentence(phrase: string, description: string): string {
  const lower = phrase.charAt(0).toLowerCase() + phrase.slice(1);
  return description.includes(lower.replace(/…$/, '')) ? lower : phrase;
}

type Words = Record<'P' | 'p' | 'B' | 'b' | 'B2' | 'b2', string>;

function fill(template: string, words: Words): string {
  return template.replace(/\{(P|p|B2|b2|B|b)\}/g, (_, key: keyof Words) => words[key]);
}

/**
 * The deterministic default: 3–5 scenes (hook → problem/benefit → proof → call to action) from
 * the description, worded for the tone, shot for the visual style and aspect ratio. The same
 * request always gives the same scenes, and they always pass `scenesSchema`.
 */
export function writeTemplateScenes(request: ScriptRequest): Scene[] {
  if (request.product) return writeProductScenes(request, request.product);
  const product = clip(productOf(request.description), PRODUCT_MAX);
  const [benefit = product, proof = benefit] = benefitsOf(request.description, product).map((b) => clip(b, BENEFIT_MAX));
  const { description } = request;
  const words: Words = {
    P: capitalised(product),
    p: midSentence(product, description),
    B: capitalised(benefit),
    b: midSentence(benefit, description),
    B2: capitalised(proof),
    b2: midSentence(proof, description),
  };
  const lines = LINES[request.tone];
  const style = VISUAL_STYLES[request.visualStyle] ?? VISUAL_STYLES.pixar;
  const look = `${style.name} look: ${style.description.toLowerCase()}`;
  const beats = beatsFor(request.durationSeconds);
  const seconds = fitDurations(
    beats.map((beat) => BEAT_WEIGHT[beat]),
    request.durationSeconds,
  );
  const long = request.durationSeconds > 15;
  const headlines: Record<Beat, string> = {
    hook: words.P,
    problem: HEADLINE_PROBLEM[request.tone],
    benefit: clip(words.B, HEADLINE_MAX),
    proof: clip(words.B2, HEADLINE_MAX),
    cta: HEADLINE_CTA[request.tone],
  };
  return beats.map((beat, i) => {
    const said = beat === 'hook' ? lines.hooks[hashText(description) % 2]! : lines[beat];
    const layout = BEAT_LAYOUT[beat];
    return {
      id: `scene-${i + 1}`,
      narration: clip(`${fill(said, words)}${long ? ` ${MORE[request.tone][beat]}` : ''}`, SCRIPT_LIMITS.narrationMax),
      visual: clip(
        `${SCENE_LAYOUTS[layout].name}: ${fill(SHOTS[beat], words)}. ${look}. ${CAMERA[request.tone]}. ${FRAMING[request.aspectRatio]}.`,
        SCRIPT_LIMITS.visualMax,
      ),
      durationSeconds: seconds[i]!,
      layout,
      headline: headlines[beat],
    };
  });
}

/** Key phrases stay short: they sit on screen beside the captions (ADR 059). */
const HEADLINE_MAX = 40;

/**
 * An ad from the product card (issue 27): a hook, the problem, the product, a feature with a
 * number, proof (the rating, a review or a number), the offer (the price) and a call to action,
 * each with its layout and key phrase; fewer beats for short videos, a second sentence per beat
 * for 45 seconds and more.
 */
function writeProductScenes(request: ScriptRequest, card: NonNullable<ScriptRequest['product']>): Scene[] {
  const beats = productBeatsFor(request.durationSeconds, card);
  const style = VISUAL_STYLES[request.visualStyle] ?? VISUAL_STYLES.pixar;
  const look = `${style.name} look`;
  const facts = productFacts(card);
  const seconds = fitDurations(
    beats.map((beat) => (beat === 'hook' || beat === 'offer' ? 2 : 3)),
    request.durationSeconds,
  );
  const hookVariant = hashText(`${card.name} ${request.description}`);
  const long = request.durationSeconds >= 45;
  return beats.map((beat, i) => {
    const line = productLine(beat, request.tone, card, { hookVariant, long });
    const shot = PRODUCT_SHOTS[beat].replace(/\{N\}/g, facts.name).replace('{F}', facts.feature).replace('{F2}', facts.feature2);
    return {
      id: `scene-${i + 1}`,
      narration: clip(line.narration, SCRIPT_LIMITS.narrationMax),
      visual: clip(`${shot}. ${look}. ${CAMERA[request.tone]}. ${FRAMING[request.aspectRatio]}.`, SCRIPT_LIMITS.visualMax),
      durationSeconds: seconds[i]!,
      layout: PRODUCT_BEAT_LAYOUT[beat],
      headline: clip(line.headline, HEADLINE_MAX),
    };
  });
}

/**
 * The short whole lines each scene can be said in, by its layout, longest first (issue 27): what
 * the fitting says when a scene's own words cannot be cut any further without breaking a sentence.
 * None: the scene has no short line (the problem scene, a plain text scene past the hook: the
 * fitting may drop them).
 */
export function shortFormsFor(request: ScriptRequest, scenes: readonly Pick<Scene, 'layout'>[]): string[][] {
  if (request.product) {
    const card = request.product;
    const facts = productFacts(card);
    const brand = card.brand && card.brand !== facts.name ? [`${card.brand}.`] : [];
    const byLayout: Partial<Record<SceneLayoutId, string[]>> = {
      hero: [`${facts.name}.`, ...brand],
      features: [`${capitalised(facts.feature)}.`],
      rating: card.rating ? [`Rated ${card.rating.value} out of 5.`] : [],
      offer: facts.price ? [`Just ${facts.price}.`] : [],
      cta: [`Get ${facts.name} today.`, 'Get yours today.'],
      text: [`${facts.name}.`, ...brand],
    };
    return scenes.map((scene) => (scene.layout ? (byLayout[scene.layout] ?? []) : []));
  }
  const product = clip(productOf(request.description), PRODUCT_MAX);
  const [benefit = product] = benefitsOf(request.description, product).map((b) => clip(b, BENEFIT_MAX));
  const byLayout: Partial<Record<SceneLayoutId, string[]>> = { features: [`${capitalised(benefit)}.`], cta: ['Get yours today.'] };
  return scenes.map((scene, i) => (i === 0 ? [`${capitalised(product)}.`] : scene.layout ? (byLayout[scene.layout] ?? []) : []));
}

export const templateScriptWriter: ScriptWriter = {
  name: 'template',
  async write(request) {
    return writeTemplateScenes(request);
  },
};
