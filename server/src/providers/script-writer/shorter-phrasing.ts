/**
 * One step shorter, said the same way (issue 27): the fitting calls it again and again on the
 * scene that takes longest to say until the script fits. Mildest cut first: filler words, then a
 * trailing clause, then a trailing sentence, then the last words of a lone sentence. Null when
 * nothing more can go (a few words are left).
 */
const FILLER = /\b(?:really|just|simply|actually|truly|literally|totally|very|every single)\s+/gi;
const CLAUSE_BREAK = /,\s+|;\s+|\s+—\s+|\s+-\s+|:\s+|\s+then\s+/g;
const TRAILING_JOINERS = /\s+(?:and|or|but|the|a|an|of|to|with|for|in|on|your|that|so|may|can|will|is|are|be|cause)$/i;
const MIN_WORDS = 2;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The text's sentences, each with its closing mark. */
function sentencesOf(text: string): string[] {
  // a mark ends a sentence only before a space or the end: "$39.99" and "4.7" are one word
  return text.split(/(?<=[.!?…]["”’]?)\s+/).map((s) => s.trim()).filter(Boolean);
}

function close(sentence: string, mark: string): string {
  const bare = sentence.replace(/[\s,;:—-]+$/, '');
  return /[.!?…]["”’]?$/.test(bare) ? bare : `${bare}${mark}`;
}

export function shorterPhrasing(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (wordCount(flat) <= MIN_WORDS) return null;
  const unfilled = flat.replace(FILLER, '').replace(/\s+/g, ' ').trim();
  if (unfilled !== flat && wordCount(unfilled) >= MIN_WORDS) return unfilled.charAt(0).toUpperCase() + unfilled.slice(1);

  const sentences = sentencesOf(flat);
  // the longest sentence loses its last clause, when it has one
  const longest = sentences.reduce((best, s, i) => (wordCount(s) > wordCount(sentences[best]!) ? i : best), 0);
  const sentence = sentences[longest]!;
  const mark = sentence.match(/[.!?…]+["”’]?$/)?.[0] ?? '.';
  const breaks = [...sentence.matchAll(CLAUSE_BREAK)].filter((m) => wordCount(sentence.slice(0, m.index)) >= MIN_WORDS);
  if (breaks.length) {
    const cut = breaks.at(-1)!.index!;
    const kept = [...sentences];
    kept[longest] = close(sentence.slice(0, cut), mark.startsWith('?') ? '?' : mark.replace(/["”’]/g, ''));
    return kept.join(' ');
  }
  if (sentences.length > 1) return sentences.slice(0, -1).join(' ');

  // one plain sentence: keep its first two thirds, ending on a word that can end a phrase
  const list = flat.split(' ');
  let kept = list
    .slice(0, Math.max(MIN_WORDS, Math.ceil((list.length * 2) / 3)))
    .join(' ')
    .replace(/[\s,;:—-]+$/, '');
  while (TRAILING_JOINERS.test(kept) && wordCount(kept) > MIN_WORDS) kept = kept.replace(TRAILING_JOINERS, '');
  kept = kept.replace(/[.!?…]+$/, '');
  return wordCount(kept) < wordCount(flat) ? `${kept}${mark.startsWith('?') ? '?' : '.'}` : null;
}
