import { isMadeOfWholePieces } from '../../../test/whole-clauses';
import { shorterPhrasing } from './shorter-phrasing';

const chain = (text: string) => {
  const steps = [text];
  for (let next = shorterPhrasing(text); next; next = shorterPhrasing(next)) steps.push(next);
  return steps;
};

describe('shorter phrasing (issue 27: the fitting trims one step at a time, in whole sentences and clauses)', () => {
  it('cuts filler first, then the sentence that carries least, then one side of a clause break', () => {
    expect(shorterPhrasing('It is really simple, and it just works.')).toBe('It is simple, and it works.');
    expect(shorterPhrasing('It is simple, and it works.')).toBe('It is simple.');
    expect(shorterPhrasing('Meet the lantern. Built to do one job well.')).toBe('Meet the lantern.');
    expect(shorterPhrasing('Only $39.99. Your wallet says thanks.')).toBe('Only $39.99.');
    // the price stays, the question goes; the call to action with the name stays
    expect(shorterPhrasing('The price? Just $39.50.')).toBe('Just $39.50.');
    expect(shorterPhrasing('Just $39.50.')).toBeNull();
    expect(shorterPhrasing('Find out for yourself. Get Glimmerfox Lantern today.')).toBe('Get Glimmerfox Lantern today.');
    // a label before a colon goes, the clause after it stays whole
    expect(shorterPhrasing('Warning: the Noise-cancelling earbuds may cause sudden bragging.')).toBe('The Noise-cancelling earbuds may cause sudden bragging.');
    expect(shorterPhrasing('Compare, then choose Glimmerfox solar camping lantern today.')).toBe('Choose Glimmerfox solar camping lantern today.');
  });

  it('never cuts a lone sentence mid-phrase: no clause to drop is no shorter phrasing', () => {
    expect(shorterPhrasing('Rated 4.6 out of 5 by 128 buyers.')).toBeNull();
    expect(shorterPhrasing('Ever wondered what makes Glimmerfox Lantern different?')).toBeNull();
    expect(shorterPhrasing('The Noise-cancelling earbuds may cause sudden bragging.')).toBeNull();
    // a bare comma between adjectives is not a clause break
    expect(shorterPhrasing('400 lumens of warm, even light.')).toBeNull();
  });

  it('always gets shorter, and every step is made of whole pieces of the text it started from', () => {
    for (const text of [
      'Compare, then choose Glimmerfox solar camping lantern today. Tap the link.',
      'Rated 4.7 out of 5 by 1283 buyers. The facts speak for themselves.',
      'Yours for $39.99. A fair price for what you get.',
      'Ever wondered what makes the smart water bottle different? Stay with me.',
      'Warning: the Noise-cancelling earbuds may cause sudden bragging. No, seriously.',
      '“Lit our whole campsite for three nights”, says Maya R. The praise keeps pouring in.',
      'Supercalifragilistic',
    ]) {
      const steps = chain(text);
      for (let i = 1; i < steps.length; i++) {
        expect(steps[i]!.length, steps.join(' → ')).toBeLessThan(steps[i - 1]!.length);
        expect(isMadeOfWholePieces(steps[i]!, text), steps.join(' → ')).toBe(true);
        expect(steps[i], steps.join(' → ')).toMatch(/^[^a-z].*[.!?…]["”’]?$/);
      }
      expect(steps.length).toBeLessThan(12);
    }
  });
});
