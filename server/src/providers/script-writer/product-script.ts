import type { ProductCard } from '@common/contracts/product';
import type { SceneLayoutId } from '@common/catalog/scene-layouts';
import type { Tone } from '@common/contracts/script';

/** The beats of an ad written from a product card, in the order they are said (issue 27). */
export type ProductBeat = 'hook' | 'problem' | 'product' | 'feature' | 'feature2' | 'proof' | 'offer' | 'cta';

/** The layout each beat is drawn with (common/catalog/scene-layouts.ts). */
export const PRODUCT_BEAT_LAYOUT: Record<ProductBeat, SceneLayoutId> = {
  hook: 'hero',
  problem: 'problem',
  product: 'hero',
  feature: 'features',
  feature2: 'features',
  proof: 'rating',
  offer: 'offer',
  cta: 'cta',
};

/** Longer videos say more beats; a beat the card has nothing for (no price, no second feature) is left out. */
export function productBeatsFor(durationSeconds: number, card: ProductCard): ProductBeat[] {
  const beats: ProductBeat[] =
    durationSeconds <= 15
      ? ['hook', 'product', 'proof', 'offer', 'cta']
      : durationSeconds <= 30
        ? ['hook', 'problem', 'product', 'feature', 'proof', 'offer', 'cta']
        : ['hook', 'problem', 'product', 'feature', 'feature2', 'proof', 'offer', 'cta'];
  return beats.filter((beat) => (beat === 'offer' ? card.price !== null : beat === 'feature2' ? card.features.length > 1 : true));
}

/**
 * What each beat says in each tone, from the card's facts: {N} the product's name, {F} a feature
 * (the one with a number first), {F2} another, {R} the proof (a rating, a review or a number),
 * {$} the price. `more` is a second sentence said in videos of 45 seconds and more: longer
 * videos have time to say it; the fitting trims whatever the voice cannot say in time.
 */
type Line = { say: string; more: string };
const PRODUCT_LINES: Record<Tone, Record<Exclude<ProductBeat, 'hook'>, Line> & { hooks: [string, string] }> = {
  rational: {
    hooks: ['Here is a smarter choice: {N}.', '{N}. The sensible upgrade.'],
    problem: { say: 'Most options cost you time and give you less.', more: 'You deserve better value than that.' },
    product: { say: 'Meet {N}.', more: 'Built to do one job very well.' },
    feature: { say: '{F}.', more: 'That is a number you can count on.' },
    feature2: { say: 'And {f2}.', more: 'No compromises.' },
    proof: { say: '{R}.', more: 'The facts speak for themselves.' },
    offer: { say: 'Yours for {$}.', more: 'A fair price for what you get.' },
    cta: { say: 'Compare, then choose {N} today.', more: 'Tap the link.' },
  },
  curious: {
    hooks: ['What if {N} changed your day?', 'Ever wondered what makes {N} different?'],
    problem: { say: 'So why does the everyday stuff still feel hard?', more: 'There is a better way.' },
    product: { say: 'Here is the twist: {N}.', more: 'Take a closer look.' },
    feature: { say: 'Look closer: {f}.', more: 'Did not see that coming?' },
    feature2: { say: 'And there is more: {f2}.', more: 'Curious yet?' },
    proof: { say: '{R}.', more: 'People keep coming back.' },
    offer: { say: 'The price? Just {$}.', more: 'Surprised?' },
    cta: { say: 'Find out for yourself. Get {N} today.', more: 'Tap the link.' },
  },
  awed: {
    hooks: ['Imagine what {N} makes possible.', 'Something remarkable is here: {N}.'],
    problem: { say: 'The ordinary has held you back long enough.', more: 'It is time for more.' },
    product: { say: 'Behold {N}.', more: 'Made to amaze.' },
    feature: { say: '{F}. Breathtaking.', more: 'Every single time.' },
    feature2: { say: 'And {f2}.', more: 'Pure wonder.' },
    proof: { say: '{R}.', more: 'The praise keeps pouring in.' },
    offer: { say: 'All of it for {$}.', more: 'Wonder, within reach.' },
    cta: { say: 'Experience {N} today.', more: 'Tap the link.' },
  },
  hilarious: {
    hooks: ['Warning: {N} may cause sudden bragging.', 'Breaking news: {N} made everything else jealous.'],
    problem: { say: 'Your old routine called. Nobody picked up.', more: 'Awkward.' },
    product: { say: 'Enter {N}.', more: 'Cue the dramatic music.' },
    feature: { say: '{F}. Yes, really.', more: 'We checked twice.' },
    feature2: { say: 'Oh, and {f2}.', more: 'Show-off.' },
    proof: { say: '{R}. Even the cat approves.', more: 'The cat is hard to please.' },
    offer: { say: 'Only {$}. Your wallet says thanks.', more: 'You are welcome.' },
    cta: { say: 'Get {N} before your neighbour does.', more: 'Tap the link.' },
  },
};

/** The short key phrase drawn on screen per beat (ADR 059): never the spoken sentence. */
const PROBLEM_HEADLINES: Record<Tone, string> = {
  rational: 'Stop settling',
  curious: 'Why so hard?',
  awed: 'Beyond ordinary',
  hilarious: 'Plot twist',
};
const CTA_HEADLINES: Record<Tone, string> = { rational: 'Choose smart', curious: 'Find out', awed: 'Experience it', hilarious: 'Get yours' };

const CURRENCY_SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', AUD: 'A$', CAD: 'C$' };

/** The price as shown and said: the card's own digits, never recomputed. */
export function priceText(price: NonNullable<ProductCard['price']>): string {
  const sign = CURRENCY_SIGNS[price.currency];
  return sign ? `${sign}${price.amount}` : `${price.amount} ${price.currency}`;
}

function words(text: string, max: number): string {
  const list = text.replace(/\s+/g, ' ').trim().split(' ');
  return list.length > max ? list.slice(0, max).join(' ').replace(/[,;:.!?—-]+$/, '') : list.join(' ');
}

function sentence(text: string): string {
  return text.replace(/[.!?…\s]+$/, '');
}

/** The product's name as said aloud: short enough to say in a breath (the card's first words). */
export function spokenName(card: ProductCard): string {
  return words(sentence(card.name), 5);
}

/** Facts from the card the lines are filled with; a missing one falls back to another so no line is empty. */
export function productFacts(card: ProductCard) {
  const numbered = card.features.find((f) => /\d/.test(f));
  const feature = sentence(numbered ?? card.features[0] ?? card.description ?? card.name);
  const feature2 = sentence(card.features.find((f) => f !== numbered && sentence(f) !== feature) ?? feature);
  const review = card.reviews[0];
  const proof = card.rating
    ? `Rated ${card.rating.value} out of 5${card.rating.count ? ` by ${card.rating.count} buyers` : ''}`
    : review
      ? `“${words(sentence(review.text), 14)}”${review.author ? `, says ${words(review.author, 3)}` : ''}`
      : sentence(numbered ?? feature);
  const proofHeadline = card.rating ? `★ ${card.rating.value} / 5` : review ? (review.author ? `— ${words(review.author, 3)}` : 'Loved by buyers') : words(feature, 6);
  return {
    name: spokenName(card),
    feature: words(feature, 12),
    feature2: words(feature2, 12),
    proof,
    proofHeadline,
    price: card.price ? priceText(card.price) : null,
  };
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One beat's narration and headline in this tone; `long` adds the beat's second sentence. */
export function productLine(beat: ProductBeat, tone: Tone, card: ProductCard, options: { hookVariant: number; long: boolean }) {
  const facts = productFacts(card);
  const lines = PRODUCT_LINES[tone];
  const template = beat === 'hook' ? { say: lines.hooks[options.hookVariant % 2]!, more: '' } : lines[beat];
  const fill = (text: string) =>
    text
      .replace(/\{N\}/g, facts.name)
      .replace(/\{F\}/g, upperFirst(facts.feature))
      .replace(/\{f\}/g, lowerFirst(facts.feature))
      .replace(/\{f2\}/g, lowerFirst(facts.feature2))
      .replace(/\{R\}/g, upperFirst(facts.proof))
      .replace(/\{\$\}/g, facts.price ?? '');
  const narration = [fill(template.say), options.long && template.more ? fill(template.more) : ''].filter(Boolean).join(' ');
  const headline: Record<ProductBeat, string> = {
    hook: facts.name,
    problem: PROBLEM_HEADLINES[tone],
    product: card.brand ? words(card.brand, 4) : facts.name,
    feature: words(facts.feature, 6),
    feature2: words(facts.feature2, 6),
    proof: facts.proofHeadline,
    offer: facts.price ?? facts.name,
    cta: CTA_HEADLINES[tone],
  };
  return { narration, headline: headline[beat] };
}

/** What each beat's scene shows, named for the creator and the remote video models. */
export const PRODUCT_SHOTS: Record<ProductBeat, string> = {
  hook: 'Product reveal: the {N} photo fills the frame with a slow push-in',
  problem: 'Before and after: the everyday problem the {N} solves',
  product: 'Product reveal: the {N} photo on its colour-matched backdrop',
  feature: 'Feature callouts beside a crop of the {N} photo: {F}',
  feature2: 'Feature callouts beside another {N} photo: {F2}',
  proof: 'Rating and review card: stars and a buyer’s quote',
  offer: 'Price card: the {N} and its price',
  cta: 'Call to action end card with the logo',
};
