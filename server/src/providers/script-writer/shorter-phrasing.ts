/**
 * One step shorter, said the same way (issue 27): the fitting calls it again and again on the
 * scene that takes longest to say until the script fits. Every step leaves whole sentences and
 * whole clauses of the text it was given, never a phrase cut off mid-way ("Warning: the lantern."):
 * filler words go first, then the sentence that carries least (no number, no name, no call to
 * action), then one side
 * of a clause break (the label before a colon, what follows "then", a trailing "and …" clause).
 * Null when nothing more can go without breaking a sentence: the fitting then shortens or drops
 * another scene.
 */
// "just" before a price or a number means "only" ("Just $39.99"): it stays
const FILLER = /\b(?:really|just(?!\s+[\d$€£¥])|simply|actually|truly|literally|totally|very)\s+/gi;
const MIN_WORDS = 2;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The text's sentences, each with its closing mark. */
function sentencesOf(text: string): string[] {
  // a mark ends a sentence only before a space or the end: "$39.99" and "4.7" are one word
  return text
    .split(/(?<=[.!?…]["”’]?)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The verbs an ad's call to action opens with. */
const CALL_TO_ACTION = /^(?:get|try|find|shop|tap|order|buy|choose|experience|compare|grab|start|join|see|discover)\b/i;

/**
 * What a sentence says that the viewer must not lose: a number or a price counts most, then a name
 * (a capitalised word past the first), a quotation or a call to action; a question that only sets up
 * the next sentence ("The price?", "Still curious?") counts least.
 */
function weightOf(text: string, setUp = false): number {
  const inner = text.split(/\s+/).slice(1);
  return (
    (/[\d$€£¥]/.test(text) ? 2 : 0) +
    (inner.some((w) => /^["“‘]?[A-Z]/.test(w)) ? 1 : 0) +
    (/[“"]/.test(text) ? 1 : 0) +
    (CALL_TO_ACTION.test(text) ? 1 : 0) -
    (setUp && /\?["”’]?$/.test(text) ? 1 : 0)
  );
}

/**
 * Where a sentence may be cut and which side may stay: either side of a colon, a semicolon or a
 * dash (both are whole); what follows "then" ("Compare, then choose it today"); what precedes a
 * trailing clause opened by a conjunction or "says". A bare comma is never a break: it also
 * separates adjectives ("warm, even light").
 */
const BREAKS: { pattern: RegExp; keep: ('head' | 'tail')[] }[] = [
  // a colon's head is mostly a label ("Warning:", "Look closer:"): its tail is preferred, of equals
  { pattern: /:\s+/g, keep: ['tail', 'head'] },
  { pattern: /;\s+|\s+[—–-]\s+/g, keep: ['head', 'tail'] },
  { pattern: /,?\s+then\s+/g, keep: ['tail', 'head'] },
  { pattern: /,\s+(?=(?:and|but|so|yet|or|which|while|because|says|said)\s)/g, keep: ['head'] },
];

function close(part: string, mark: string): string {
  const bare = part.replace(/[\s,;:—–-]+$/, '');
  return /[.!?…]["”’]?$/.test(bare) ? bare : `${bare}${mark}`;
}

/** The whole clauses a lone sentence can be shortened to: the weightiest first, then the side a break prefers, then the longest. */
function clausesOf(sentence: string): string[] {
  const mark = sentence.match(/[.!?…]+["”’]?$/)?.[0]?.replace(/["”’]/g, '') ?? '.';
  const body = sentence.replace(/[.!?…]+(["”’]?)$/, '$1');
  const candidates: { text: string; weight: number; preferred: boolean }[] = [];
  for (const { pattern, keep } of BREAKS) {
    for (const m of body.matchAll(pattern)) {
      const head = body.slice(0, m.index);
      const tail = body.slice(m.index! + m[0].length);
      for (const side of keep) {
        const part = side === 'head' ? head : upperFirst(tail);
        if (wordCount(part) < MIN_WORDS) continue;
        candidates.push({ text: close(part, mark.startsWith('?') ? '?' : mark), weight: weightOf(part), preferred: side === keep[0] });
      }
    }
  }
  return candidates
    .sort((a, b) => b.weight - a.weight || Number(b.preferred) - Number(a.preferred) || wordCount(b.text) - wordCount(a.text))
    .map((c) => c.text);
}

export function shorterPhrasing(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (wordCount(flat) <= MIN_WORDS) return null;
  const unfilled = flat.replace(FILLER, '').replace(/\s+/g, ' ').trim();
  if (unfilled !== flat && wordCount(unfilled) >= MIN_WORDS) return upperFirst(unfilled);

  const sentences = sentencesOf(flat);
  if (sentences.length > 1) {
    // the sentence that carries least goes (of equals, the last): "The price? Just $39.50." keeps the price
    const weights = sentences.map((sentence, i) => weightOf(sentence, i < sentences.length - 1));
    const lightest = weights.lastIndexOf(Math.min(...weights));
    return sentences.filter((_, i) => i !== lightest).join(' ');
  }
  return clausesOf(flat).find((clause) => wordCount(clause) < wordCount(flat)) ?? null;
}
