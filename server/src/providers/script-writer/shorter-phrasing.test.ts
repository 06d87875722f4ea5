import { shorterPhrasing } from './shorter-phrasing';

const chain = (text: string) => {
  const steps = [text];
  for (let next = shorterPhrasing(text); next; next = shorterPhrasing(next)) steps.push(next);
  return steps;
};

describe('shorter phrasing (issue 27: the fitting trims one step at a time)', () => {
  it('cuts filler first, then a trailing clause, then a trailing sentence, then words', () => {
    expect(shorterPhrasing('It is really simple, and it just works.')).toBe('It is simple, and it works.');
    expect(shorterPhrasing('It is simple, and it works.')).toBe('It is simple.');
    expect(shorterPhrasing('Meet the lantern. Built to do one job well.')).toBe('Meet the lantern.');
    expect(shorterPhrasing('Only $39.99. Your wallet says thanks.')).toBe('Only $39.99.');
    expect(shorterPhrasing('Warning: the lantern may cause sudden bragging.')).toBe('Warning: the lantern.');
  });

  it('always gets shorter and stops at a couple of words', () => {
    for (const text of [
      'Compare, then choose Glimmerfox solar camping lantern today. Tap the link.',
      'Rated 4.7 out of 5 by 1283 buyers. The facts speak for themselves.',
      'Yours for $39.99. A fair price for what you get.',
      'Ever wondered what makes the smart water bottle different? Stay with me.',
      'Supercalifragilistic',
    ]) {
      const steps = chain(text);
      for (let i = 1; i < steps.length; i++) expect(steps[i]!.length, steps.join(' → ')).toBeLessThan(steps[i - 1]!.length);
      expect(steps.at(-1)!.split(' ').length).toBeLessThanOrEqual(3);
      expect(steps.length).toBeLessThan(12);
    }
  });
});
