import { francAll } from 'franc-min';
import { VOICE_LANGUAGES, VOICE_IDS, VOICES, type VoiceId, type VoiceLanguage } from '../catalog/voices';
import { detectLanguage } from './voice';

/** The language a script is written in: its ISO 639-3 code, its English name, and the voices' language when it is one. */
export type ScriptLanguage = { code: string; name: string; voiceLanguage: VoiceLanguage | null };

const ISO_639_3: Record<VoiceLanguage, string> = { en: 'eng', es: 'spa', fr: 'fra', de: 'deu', pt: 'por' };
const VOICE_LANGUAGE_OF = Object.fromEntries(Object.entries(ISO_639_3).map(([voice, iso]) => [iso, voice as VoiceLanguage])) as Record<string, VoiceLanguage>;

/** Fewer letters than this is a tagline or a brand name: too little to judge, so it is allowed. */
const SCRIPT_LETTERS_TO_JUDGE = 12;
/**
 * Fewer letters than this in Latin script is left to the frequent words alone: on a line or two,
 * trigrams call plain English "Indonesian" ("First look at Glow Lamp.").
 */
const LATIN_LETTERS_FOR_TRIGRAMS = 60;
/**
 * A voice language scoring this close to franc's first guess makes a Latin-script text too close
 * to call: trigram statistics over a line or two of ad copy confuse neighbours, and refusing a
 * creator's own language would be worse than voicing a rare mixed script.
 */
const CLOSE_CALL = 0.85;

const displayNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
function languageName(code: string): string {
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function voiceLanguage(language: VoiceLanguage): ScriptLanguage {
  return { code: ISO_639_3[language], name: VOICE_LANGUAGES[language], voiceLanguage: language };
}

/**
 * The language a script is written in, for any language franc-min knows (the 82 with 8 million
 * speakers or more), or null when the text is too short or too mixed to judge. The voices'
 * five languages are told apart by their frequent words (common/rules/voice.ts), which is sharper
 * on short ad copy than trigrams; another Latin-script language is franc's guess on a longer text,
 * kept only when no voice language comes close (Polish shares "na", "do" and "o" with Portuguese). A script mostly in another writing system (kana, Hangul, Cyrillic,
 * Arabic, Devanagari, …) is never one of the voices' languages, whatever words it borrows.
 */
export function detectScriptLanguage(text: string): ScriptLanguage | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < SCRIPT_LETTERS_TO_JUDGE) return null;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin * 2 < letters) {
    const [best] = francAll(text.replace(/\p{Script=Latin}+/gu, ' '), { minLength: 1 });
    if (!best || best[0] === 'und') return null;
    return { code: best[0], name: languageName(best[0]), voiceLanguage: null };
  }
  const ours = detectLanguage(text);
  const foreign = letters >= LATIN_LETTERS_FOR_TRIGRAMS ? otherLatinLanguage(text) : null;
  if (foreign) return foreign;
  return ours ? voiceLanguage(ours) : null;
}

/** A Latin-script language none of the voices speaks, when franc is sure no voice language comes close. */
function otherLatinLanguage(text: string): ScriptLanguage | null {
  const [best, ...rest] = francAll(text);
  if (!best || best[0] === 'und' || VOICE_LANGUAGE_OF[best[0]]) return null;
  if (rest.some(([code, score]) => VOICE_LANGUAGE_OF[code] && score >= CLOSE_CALL)) return null;
  return { code: best[0], name: languageName(best[0]), voiceLanguage: null };
}

/** The catalogue's voices that speak a language, by name (none for a language no voice speaks). */
export function voicesSpeaking(language: VoiceLanguage | null): VoiceId[] {
  return language ? VOICE_IDS.filter((id) => VOICES[id].language === language) : [];
}
