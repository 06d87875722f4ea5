import { fitDurations } from './durations';

describe('fitDurations', () => {
  it('shares whole seconds in proportion and sums exactly', () => {
    expect(fitDurations([1, 1, 1], 9)).toEqual([3, 3, 3]);
    expect(fitDurations([4, 4, 4], 10)).toEqual([4, 3, 3]);
    expect(fitDurations([10, 1], 6)).toEqual([5, 1]);
  });

  it('gives every scene at least a second, taking it from the longest', () => {
    expect(fitDurations([100, 1, 1], 5)).toEqual([3, 1, 1]);
  });

  it('counts missing or nonsense weights as equal', () => {
    expect(fitDurations([undefined, 'two', -3, Number.NaN, 0], 5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('refuses more scenes than seconds', () => {
    expect(() => fitDurations([1, 1, 1, 1, 1, 1], 5)).toThrow(/6 scenes cannot share 5 whole seconds/);
    expect(() => fitDurations([], 5)).toThrow(RangeError);
  });
});
