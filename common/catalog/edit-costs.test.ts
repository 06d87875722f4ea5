import { changedScenes, editCostCredits } from './edit-costs';

const scene = (id: string, narration: string) => ({ id, narration, visual: 'v', durationSeconds: 2 });

describe('the edit-cost rule', () => {
  it('counts the places whose scene changed, whatever the key order a database gives back', () => {
    const before = [scene('a', 'One'), scene('b', 'Two'), scene('c', 'Three')];
    const reordered = before.map(({ durationSeconds, visual, narration, id }) => ({ durationSeconds, visual, narration, id }));
    expect(changedScenes(before, reordered)).toEqual([]);
    expect(changedScenes(before, [before[0]!, before[1]!, scene('c', 'Three!')])).toEqual([2]);
    // a deleted scene moves every later one
    expect(changedScenes(before, [before[0]!, before[2]!])).toEqual([1]);
    expect(changedScenes(before, [...before, scene('d', 'Four')])).toEqual([3]);
  });

  it('costs a credit a scene, at least one, always less than a new video', () => {
    expect(editCostCredits(0, 5)).toBe(1);
    expect(editCostCredits(1, 5)).toBe(1);
    expect(editCostCredits(2, 5)).toBe(2);
    expect(editCostCredits(12, 5)).toBe(4);
    expect(editCostCredits(12, 10)).toBe(9);
  });
});
