import { scenesSchema } from '../contracts/script';
import { SCRIPT_FRAMEWORKS, scenesFromFramework } from './script-frameworks';

describe('the script frameworks', () => {
  it('offers the ten frameworks of issue 17, each with a structure and a worked example', () => {
    expect(SCRIPT_FRAMEWORKS.map((f) => f.id)).toEqual([
      'aida',
      'pas',
      'before-after-bridge',
      'problem-agitate-solve',
      'testimonial',
      'listicle',
      'unboxing',
      'founder-story',
      'objection-crusher',
      'limited-offer',
    ]);
    for (const f of SCRIPT_FRAMEWORKS) {
      expect(f.beats.length).toBeGreaterThanOrEqual(3);
      expect(f.example.product).not.toBe('');
    }
  });

  it.each(SCRIPT_FRAMEWORKS.map((f) => [f.id, f] as const))('%s fills valid scenes naming the product, within the length', (_id, framework) => {
    const scenes = scenesFromFramework(framework, 'Trail Socks', 'run without blisters.', 15);
    expect(scenesSchema.parse(scenes)).toHaveLength(framework.beats.length);
    expect(scenes.reduce((sum, s) => sum + s.durationSeconds, 0)).toBe(15);
    expect(scenes.some((s) => s.narration.includes('Trail Socks'))).toBe(true);
    expect(JSON.stringify(scenes)).not.toMatch(/\{product\}|\{benefit\}/);
  });
});
