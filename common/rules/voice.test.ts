import { renderCostCredits, RENDER_COST_CREDITS } from '../catalog/plans';
import { VOICE_IDS } from '../catalog/voices';
import { captionPhrases, toSrt, toWebVtt } from './captions';
import { canUseVoice, detectLanguage, estimateNarrationSeconds } from './voice';

describe('the script language', () => {
  it.each([
    ['en', 'Meet the bottle that keeps your water cold all day and glows when it is time to drink'],
    ['es', 'El café frío llega a tu puerta cada lunes, empieza hoy con nosotros'],
    ['fr', 'Votre café arrive chaque lundi avec une nouvelle recette pour vous'],
    ['de', 'Die Flasche hält dein Wasser kalt und leuchtet, wenn du trinken musst'],
    ['pt', 'Você recebe o café na sua porta toda segunda, comece hoje com a gente'],
  ] as const)('tells %s from the others by its frequent words', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('does not guess from too little: brand names and a word or two', () => {
    expect(detectLanguage('GlowSip')).toBeNull();
    expect(detectLanguage('Shop now')).toBeNull();
  });
});

describe('voices and plans', () => {
  it('gives free voices to everyone, pro voices to trial and pro up, business voices to business up', () => {
    expect(canUseVoice('free', 'ava-en')).toBe(true);
    expect(canUseVoice('free', 'olivia-en-gb')).toBe(false);
    expect(canUseVoice('trial', 'olivia-en-gb')).toBe(true);
    expect(canUseVoice('pro', 'lena-de')).toBe(false);
    expect(canUseVoice('business', 'lena-de')).toBe(true);
    for (const id of VOICE_IDS) expect(canUseVoice('enterprise', id)).toBe(true);
  });

  it('estimates narration time from words and speed', () => {
    const words = Array.from({ length: 26 }, () => 'word').join(' ');
    expect(estimateNarrationSeconds([words], 1)).toBe(11); // 26 words at 2.6 a second + 0.5 s pad
    expect(estimateNarrationSeconds([words], 1.3)).toBeLessThan(estimateNarrationSeconds([words], 0.8));
  });
});

describe('the cost of a video', () => {
  it('is 5 credits for the default 15-second video and the same with a voice and captions, at any length', () => {
    expect(renderCostCredits({ durationSeconds: 15, voice: false, captions: false })).toBe(5);
    for (const durationSeconds of [5, 10, 15]) {
      expect(renderCostCredits({ durationSeconds, voice: true, captions: true })).toBe(RENDER_COST_CREDITS);
    }
  });
});

describe('caption exports', () => {
  const words = ['Meet', 'the', 'smart', 'bottle.', 'It', 'glows', 'when', 'you', 'need', 'a', 'sip.'].map((text, i) => ({
    text,
    startMs: 100 + i * 300,
    endMs: 100 + i * 300 + 250,
  }));

  it('groups words into short phrases that end at punctuation, in order, without overlaps', () => {
    const phrases = captionPhrases(words);
    expect(phrases.map((p) => p.words.map((w) => w.text).join(' '))).toEqual(['Meet the smart bottle.', 'It glows when you', 'need a sip.']);
    for (let i = 1; i < phrases.length; i++) expect(phrases[i]!.startMs).toBeGreaterThanOrEqual(phrases[i - 1]!.endMs);
  });

  it('does not end a phrase cut for length on "in", "the" or "your": those words open the next one', () => {
    const said = (text: string) => text.split(' ').map((word, i) => ({ text: word, startMs: i * 300, endMs: i * 300 + 250 }));
    const texts = (text: string) => captionPhrases(said(text)).map((p) => p.words.map((w) => w.text).join(' '));
    expect(texts('Bright, and it charges in the sun.')).toEqual(['Bright,', 'and it charges', 'in the sun.']);
    expect(texts('Keep every drink you pour cold for your whole day.')).toEqual(['Keep every drink you', 'pour cold', 'for your whole day.']);
    // a sentence's last word still joins its phrase ("Rated 4.6 out of 5.")
    expect(texts('Rated 4.6 out of 5.')).toEqual(['Rated 4.6 out of 5.']);
  });

  it('writes WebVTT and SRT with one cue a phrase inside the duration, the words as text', () => {
    const vtt = toWebVtt([...words, { text: '<b>bold</b>', startMs: 3500, endMs: 3900 }], 4000);
    expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:00\.100 --> 00:00:01\.\d{3}\nMeet the smart bottle\.\n/);
    expect(vtt).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(vtt).toContain('--> 00:00:04.000');
    expect(toSrt(words, 4000)).toMatch(/^1\n00:00:00,100 --> 00:00:01,\d{3}\nMeet the smart bottle\.\n\n2\n/);
  });
});
