/** One scene's words: a big line and an optional small one. */
export type Beat = { kind: 'hook' | 'benefit' | 'cta'; headline: string; sub: string };
export type AdScript = { product: string; beats: Beat[] };

/** FNV-1a: the same prompt always gets the same script and layout (renders are reproducible). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const HOOKS = [
  'Meet {product}',
  'Still searching? Try {product}',
  'This changes everything',
  'Stop scrolling.',
  'You need {product}',
  'Say hello to {product}',
];
const CTAS = ['Try it today', 'Get yours now', 'Start free today', 'Shop now', 'Join today'];
const FALLBACK_BENEFITS = ['Made for you', 'Ready in minutes', 'Loved by thousands'];

const FILLER = /^(?:(?:a|an|the|my|our|your|this|new|introducing|meet)\s+)+/i;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function words(text: string, max: number): string {
  const list = text.split(/\s+/).filter(Boolean);
  return list.length > max ? `${list.slice(0, max).join(' ')}…` : list.join(' ');
}

/** The product is what the description starts with, up to the first "for/that/with/,". */
export function productOf(prompt: string): string {
  const head = prompt.split(/[.!?\n]/)[0] ?? prompt;
  const noun = head.split(/\s+(?:for|that|which|who|with|to|—|-)\s+|,/i)[0] ?? head;
  return words(capitalise(noun.replace(FILLER, '').trim()), 4) || 'It';
}

/** Benefits are the description's clauses after the product, shortened to a headline each. */
export function benefitsOf(prompt: string, product: string): string[] {
  const rest = prompt.slice(prompt.toLowerCase().indexOf(product.toLowerCase().replace('…', '')) + product.length);
  const clauses = rest
    .split(/[.,;!?\n]|\s+and\s+|\s+with\s+|\s+that\s+/i)
    .map((c) => c.replace(/^\s*(for|to|it|is|are|which|who)\s+/i, '').trim())
    .filter((c) => c.split(/\s+/).length >= 2);
  const picked = clauses.slice(0, 3).map((c) => capitalise(words(c, 6)));
  for (const fallback of FALLBACK_BENEFITS) if (picked.length < 2) picked.push(fallback);
  return picked;
}

/**
 * The template script writer (DESIGN.md: the deterministic default of the LLM port): a hook,
 * two or three benefit beats from the description, and a call to action.
 */
export function writeAdScript(prompt: string): AdScript {
  const seed = hashText(prompt);
  const product = productOf(prompt);
  const benefits = benefitsOf(prompt, product);
  const hook = HOOKS[seed % HOOKS.length]!.replace('{product}', product);
  const cta = CTAS[(seed >>> 8) % CTAS.length]!;
  return {
    product,
    beats: [
      { kind: 'hook', headline: hook, sub: '' },
      ...benefits.map((b, i) => ({ kind: 'benefit' as const, headline: b, sub: `${i + 1} / ${benefits.length}` })),
      { kind: 'cta', headline: cta, sub: product },
    ],
  };
}

/** A creator's own script from the studio: each scene's words become one beat, in their order. */
export function scriptFromScenes(prompt: string, scenes: readonly { narration: string }[]): AdScript {
  const last = scenes.length - 1;
  return {
    product: productOf(prompt),
    beats: scenes.map((scene, i) => ({
      kind: i === 0 ? 'hook' : i === last ? 'cta' : 'benefit',
      headline: scene.narration,
      sub: i > 0 && i < last ? `${i} / ${last - 1}` : '',
    })),
  };
}
