import { scriptFromScenes, writeAdScript } from './script-writer';

describe('the template script writer', () => {
  it('makes a hook, two or three benefit beats from the description and a call to action', () => {
    const script = writeAdScript('A smart water bottle that tracks hydration, glows when you need a sip and keeps drinks cold for 24 hours');
    expect(script.product).toBe('Smart water bottle');
    expect(script.beats.map((b) => b.kind)).toEqual(['hook', 'benefit', 'benefit', 'benefit', 'cta']);
    expect(script.beats[1]!.headline).toBe('Tracks hydration');
  });

  it('fills in benefits when the description has too few, and is deterministic', () => {
    const script = writeAdScript('Fresh bread daily');
    expect(script.beats.filter((b) => b.kind === 'benefit').length).toBeGreaterThanOrEqual(2);
    expect(writeAdScript('Fresh bread daily')).toEqual(script);
  });

  it('keeps every headline short enough for kinetic type', () => {
    const long = 'x '.repeat(200) + 'and ' + 'y '.repeat(200);
    for (const beat of writeAdScript(long).beats) expect(beat.headline.split(/\s+/).length).toBeLessThanOrEqual(7);
  });

  it("shows a creator's own scenes in their order: the first as the hook, the last as the call to action", () => {
    const scenes = ['Tired of cold coffee?', 'Our mug keeps it hot for 6 hours', 'Charges on any desk', 'Order yours today'].map((narration) => ({
      narration,
    }));
    const script = scriptFromScenes('A heated mug for long meetings', scenes);
    expect(script.beats.map((b) => [b.kind, b.headline, b.sub])).toEqual([
      ['hook', 'Tired of cold coffee?', ''],
      ['benefit', 'Our mug keeps it hot for 6 hours', '1 / 2'],
      ['benefit', 'Charges on any desk', '2 / 2'],
      ['cta', 'Order yours today', ''],
    ]);
    expect(scriptFromScenes('A heated mug', [{ narration: 'Just one scene' }]).beats).toEqual([{ kind: 'hook', headline: 'Just one scene', sub: '' }]);
  });
});
