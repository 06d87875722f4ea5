/** A word as said in the video: milliseconds from the start of the video. */
export type TimedWord = { text: string; startMs: number; endMs: number };
/** A caption cue: a short phrase on screen from `startMs` to `endMs`. */
export type CaptionPhrase = { startMs: number; endMs: number; words: TimedWord[] };

/** A phrase ends after this many words or characters, at a sentence end, or at a pause this long. */
const PHRASE_WORDS = 4;
const PHRASE_CHARS = 24;
const PHRASE_PAUSE_MS = 450;
/** A word that ends a sentence or a clause ends its phrase. */
const ENDS_PHRASE = /[.!?…,;:]["'”»)]*$/;
/** How far past PHRASE_CHARS a phrase may run to take in its sentence's last word. */
const ORPHAN_SLACK_CHARS = 8;
/** Words a phrase cut for length does not end on ("and it charges in" / "the sun."): they start the next phrase. */
const WEAK_ENDING = /^(?:a|an|the|and|or|but|nor|of|in|on|at|to|for|with|by|from|into|onto|over|under|your|my|our|their|his|her|its|this|that|these|those)$/i;
/** A phrase stays up briefly after its last word, unless the next one starts sooner. */
const LINGER_MS = 400;

/**
 * The words grouped into the phrases a viewer reads: the burned-in captions and the WebVTT and SRT
 * exports show the same phrases at the same times.
 */
export function captionPhrases(words: readonly TimedWord[]): CaptionPhrase[] {
  const phrases: CaptionPhrase[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    if (current.length) phrases.push({ startMs: current[0]!.startMs, endMs: current.at(-1)!.endMs, words: current });
    current = [];
  };
  words.forEach((word, i) => {
    const next = words[i + 1];
    current.push(word);
    const chars = current.reduce((n, w) => n + w.text.length + 1, 0);
    const sentenceEnds = ENDS_PHRASE.test(word.text);
    const pause = next ? next.startMs - word.endMs >= PHRASE_PAUSE_MS : true;
    // a sentence's last word is not left alone on screen ("Rated 4.6 out of" then "5."): it joins a full phrase
    const orphan = next && ENDS_PHRASE.test(next.text) && current.length <= PHRASE_WORDS && chars + next.text.length + 1 <= PHRASE_CHARS + ORPHAN_SLACK_CHARS;
    if (!next || sentenceEnds || pause) close();
    else if ((current.length >= PHRASE_WORDS || chars >= PHRASE_CHARS) && !orphan) {
      let carry = 0;
      while (carry < current.length - 1 && WEAK_ENDING.test(current[current.length - 1 - carry]!.text)) carry++;
      const carried = current.splice(current.length - carry, carry);
      close();
      current = carried;
    }
  });
  return phrases.map((phrase, i) => {
    const next = phrases[i + 1];
    return { ...phrase, endMs: Math.round(next ? Math.min(next.startMs, phrase.endMs + LINGER_MS) : phrase.endMs + LINGER_MS) };
  });
}

function clock(ms: number, separator: '.' | ','): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor(total / 60_000) % 60;
  const s = Math.floor(total / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(total % 1000, 3)}`;
}

/** Cue text never carries markup: the words are the creator's, shown as text. */
function cueText(phrase: CaptionPhrase, escape: boolean): string {
  const text = phrase.words.map((w) => w.text).join(' ');
  return escape ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text.replace(/[<>]/g, '').replace(/-->/g, '→');
}

/** WebVTT, one cue a phrase; phrases end no later than `durationMs`. */
export function toWebVtt(words: readonly TimedWord[], durationMs: number): string {
  const cues = captionPhrases(words).map((p, i) => `${i + 1}\n${clock(p.startMs, '.')} --> ${clock(Math.min(p.endMs, durationMs), '.')}\n${cueText(p, true)}`);
  return `WEBVTT\n\n${cues.join('\n\n')}${cues.length ? '\n' : ''}`;
}

/** SubRip, one cue a phrase. */
export function toSrt(words: readonly TimedWord[], durationMs: number): string {
  return captionPhrases(words)
    .map((p, i) => `${i + 1}\n${clock(p.startMs, ',')} --> ${clock(Math.min(p.endMs, durationMs), ',')}\n${cueText(p, false)}\n`)
    .join('\n');
}
