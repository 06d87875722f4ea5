// The script frameworks of /script-templates (issue 17): each with its structure (the beats, in
// order, with what each does) and the lines a beat says and shows. `scenesFromFramework` fills the
// video maker's scenes from a framework and the creator's product; the worked example on each
// card is that same function applied to the framework's example product.

export type FrameworkBeat = {
  beat: string;
  /** What this beat does for the viewer. */
  purpose: string;
  /** The scene's words; `{product}` is the product's name, `{benefit}` what it does for the viewer. */
  narration: string;
  visual: string;
};

export type ScriptFramework = {
  id: string;
  name: string;
  summary: string;
  beats: FrameworkBeat[];
  example: { product: string; benefit: string };
};

export const SCRIPT_FRAMEWORKS = [
  {
    id: 'aida',
    name: 'AIDA',
    summary: 'Attention, Interest, Desire, Action: the classic path from a scroll to a click.',
    beats: [
      {
        beat: 'Attention',
        purpose: 'Stop the scroll',
        narration: 'Stop scrolling: {product} is here.',
        visual: 'A bold first frame with {product} front and centre',
      },
      { beat: 'Interest', purpose: 'Say why it matters', narration: '{product} helps you {benefit}.', visual: '{product} in use, quick cuts' },
      {
        beat: 'Desire',
        purpose: 'Make them want it',
        narration: 'Picture your day when you {benefit}, every day.',
        visual: 'A happy customer enjoying the result',
      },
      { beat: 'Action', purpose: 'Ask for the click', narration: 'Get {product} today.', visual: '{product} hero shot with the call to action' },
    ],
    example: { product: 'Dawn Roast', benefit: 'start the day with café-quality coffee at home' },
  },
  {
    id: 'pas',
    name: 'PAS',
    summary: 'Problem, Agitation, Solution: name the pain, make it felt, then relieve it.',
    beats: [
      { beat: 'Problem', purpose: 'Name the pain', narration: 'Still struggling when you want to {benefit}?', visual: 'Someone frustrated with the old way' },
      {
        beat: 'Agitation',
        purpose: 'Make it felt',
        narration: 'Every day it costs you time, money and patience.',
        visual: 'Close-up of the frustration piling up',
      },
      {
        beat: 'Solution',
        purpose: 'Relieve it',
        narration: '{product} lets you {benefit}, without the hassle.',
        visual: '{product} solving it in one smooth move',
      },
      { beat: 'Call to action', purpose: 'Ask', narration: 'Try {product} now.', visual: '{product} with the call to action' },
    ],
    example: { product: 'Tidy Inbox', benefit: 'reach inbox zero before lunch' },
  },
  {
    id: 'before-after-bridge',
    name: 'Before-after-bridge',
    summary: 'Show life before, life after, and the product as the bridge between them.',
    beats: [
      { beat: 'Before', purpose: 'Where they are now', narration: 'Before: another day you could not {benefit}.', visual: 'Muted colours, the old routine' },
      { beat: 'After', purpose: 'Where they want to be', narration: 'After: you {benefit}, easily.', visual: 'Bright colours, the same person smiling' },
      { beat: 'Bridge', purpose: 'How to get there', narration: 'The bridge? {product}.', visual: '{product} linking the two halves of a split screen' },
      { beat: 'Call to action', purpose: 'Cross it', narration: 'Cross over with {product} today.', visual: '{product} with the call to action' },
    ],
    example: { product: 'StrideFit insoles', benefit: 'finish a long walk without sore feet' },
  },
  {
    id: 'problem-agitate-solve',
    name: 'Problem-agitate-solve',
    summary: 'A longer PAS with proof: the problem, why it is worse than it looks, the fix, and evidence.',
    beats: [
      { beat: 'Problem', purpose: 'Open with the pain', narration: 'You want to {benefit}. It never quite happens.', visual: 'A relatable everyday failure' },
      {
        beat: 'Agitate',
        purpose: 'Raise the stakes',
        narration: 'And the longer you wait, the harder it gets.',
        visual: 'A ticking clock, the problem growing',
      },
      {
        beat: 'Solve',
        purpose: 'Bring the fix',
        narration: 'Meet {product}: made so you can {benefit}.',
        visual: '{product} revealed with a satisfying click',
      },
      { beat: 'Proof', purpose: 'Show it works', narration: 'See it for yourself in ten seconds.', visual: 'A close-up demo of {product} working' },
      { beat: 'Call to action', purpose: 'Ask', narration: 'Get {product} and start today.', visual: '{product} with the call to action' },
    ],
    example: { product: 'FocusBlock', benefit: 'work two hours without distractions' },
  },
  {
    id: 'testimonial',
    name: 'Testimonial',
    summary: 'A customer tells the story in their own words: situation, switch, result.',
    beats: [
      { beat: 'Situation', purpose: 'Relatable start', narration: '"I could never {benefit}."', visual: 'A customer talking to camera, natural light' },
      { beat: 'Switch', purpose: 'The discovery', narration: '"Then a friend told me about {product}."', visual: 'The customer unboxing {product}' },
      { beat: 'Result', purpose: 'The change', narration: '"Now I {benefit}, and I tell everyone."', visual: 'The customer using {product}, smiling' },
      { beat: 'Call to action', purpose: 'Invite', narration: 'Your turn: try {product}.', visual: '{product} with the call to action' },
    ],
    example: { product: 'Leafy Box', benefit: 'keep my plants alive' },
  },
  {
    id: 'listicle',
    name: 'Listicle',
    summary: 'A numbered list: easy to follow, easy to save, and it keeps people watching to the end.',
    beats: [
      { beat: 'Hook', purpose: 'Promise the list', narration: '3 reasons people love {product}.', visual: 'Big number 3 on screen with {product}' },
      { beat: 'Reason 1', purpose: 'The main benefit', narration: 'One: it helps you {benefit}.', visual: 'Number 1, {product} in use' },
      { beat: 'Reason 2', purpose: 'Ease', narration: 'Two: it takes seconds to start.', visual: 'Number 2, a quick set-up shot' },
      {
        beat: 'Reason 3',
        purpose: 'The clincher',
        narration: 'Three: you will wonder how you managed without {product}.',
        visual: 'Number 3, a satisfied reaction',
      },
      { beat: 'Call to action', purpose: 'Ask', narration: 'Try {product} today.', visual: '{product} with the call to action' },
    ],
    example: { product: 'Pocket Tripod', benefit: 'film steady videos anywhere' },
  },
  {
    id: 'unboxing',
    name: 'Unboxing',
    summary: 'The reveal: packaging, first look, first use, reaction.',
    beats: [
      { beat: 'The box', purpose: 'Build anticipation', narration: 'It is here. Let us open {product}.', visual: 'Hands on a sealed box, top-down shot' },
      { beat: 'First look', purpose: 'The reveal', narration: 'First look at {product}.', visual: 'Slow lift of the lid, {product} revealed' },
      {
        beat: 'First use',
        purpose: 'Show it work',
        narration: 'Straight out of the box, it helps you {benefit}.',
        visual: '{product} in use for the first time',
      },
      {
        beat: 'Reaction',
        purpose: 'Honest verdict',
        narration: 'Verdict: {product} is a keeper. Link below.',
        visual: 'Reaction shot and {product} with the call to action',
      },
    ],
    example: { product: 'Glow Lamp', benefit: 'wake up gently before sunrise' },
  },
  {
    id: 'founder-story',
    name: 'Founder story',
    summary: 'Why the product exists, told by the person who made it.',
    beats: [
      {
        beat: 'Origin',
        purpose: 'The spark',
        narration: 'I made {product} because I could not {benefit}.',
        visual: 'The founder at a workbench or kitchen table',
      },
      { beat: 'Struggle', purpose: 'Make it human', narration: 'Dozens of tries later, it finally worked.', visual: 'Early prototypes lined up' },
      { beat: 'Mission', purpose: 'Why it matters', narration: 'Now {product} helps people like you {benefit}.', visual: '{product} in customers’ hands' },
      { beat: 'Call to action', purpose: 'Invite', narration: 'Join us: try {product}.', visual: 'The founder holding {product}, call to action' },
    ],
    example: { product: 'Kindred Candles', benefit: 'find a candle without harsh chemicals' },
  },
  {
    id: 'objection-crusher',
    name: 'Objection crusher',
    summary: 'Answer the reasons people hesitate, one by one, then ask.',
    beats: [
      {
        beat: 'Objection',
        purpose: 'Say the doubt out loud',
        narration: '"{product}? Sounds too good to be true."',
        visual: 'A sceptical face, text of the doubt on screen',
      },
      {
        beat: 'Answer',
        purpose: 'Meet it with the benefit',
        narration: 'Here is the thing: it really helps you {benefit}.',
        visual: '{product} demonstrating the benefit',
      },
      { beat: 'Second doubt', purpose: 'Handle the next', narration: '"Is it hard to start?" No, it takes a minute.', visual: 'A fast set-up shot' },
      { beat: 'Call to action', purpose: 'Ask, risk removed', narration: 'No more excuses. Try {product}.', visual: '{product} with the call to action' },
    ],
    example: { product: 'Quiet Desk', benefit: 'make video calls without background noise' },
  },
  {
    id: 'limited-offer',
    name: 'Limited offer',
    summary: 'A reason to act now: the offer, the benefit, the deadline. Only use a deadline that is real.',
    beats: [
      { beat: 'Offer', purpose: 'Lead with it', narration: 'Right now, {product} has a launch offer.', visual: 'The offer in big type over {product}' },
      { beat: 'Benefit', purpose: 'Why it is worth it', narration: 'The easiest way to {benefit}.', visual: '{product} in use' },
      { beat: 'Urgency', purpose: 'A real deadline', narration: 'The offer ends soon.', visual: 'A countdown graphic' },
      { beat: 'Call to action', purpose: 'Act now', narration: 'Get {product} before it ends.', visual: '{product} with the call to action and the deadline' },
    ],
    example: { product: 'Peak Pack', benefit: 'carry everything for a day hike' },
  },
] as const satisfies readonly ScriptFramework[];

export type FrameworkScene = { id: string; narration: string; visual: string; durationSeconds: number };

function fillLine(line: string, product: string, benefit: string): string {
  return line.replaceAll('{product}', product).replaceAll('{benefit}', benefit);
}

/** Splits `total` seconds over `count` scenes as evenly as whole seconds allow (earlier scenes get the rest). */
export function splitSeconds(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0));
}

/** The video maker's scenes for a framework and a product: one scene per beat, the product named in the words. */
export function scenesFromFramework(framework: ScriptFramework, product: string, benefit: string, durationSeconds: number): FrameworkScene[] {
  const name = product.trim();
  const what = benefit.trim().replace(/[.!?]+$/, '');
  const seconds = splitSeconds(durationSeconds, framework.beats.length);
  return framework.beats.map((beat, i) => ({
    id: `scene-${i + 1}`,
    narration: fillLine(beat.narration, name, what).slice(0, 200),
    visual: fillLine(beat.visual, name, what).slice(0, 300),
    durationSeconds: seconds[i]!,
  }));
}
