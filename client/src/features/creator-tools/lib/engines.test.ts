import { draftInputSchema } from '@common/contracts/studio';
import { ENGINES } from './engines';

const long = (word: string) => `${word} `.repeat(60).trim();
const outputs = {
  story: { title: 'A story', beats: [1, 2, 3, 4, 5].map((n) => ({ beat: `Beat ${n}`, scene: long('scene'), visual: long('shot') })) },
  skit: {
    title: 'A skit',
    cast: [
      { name: 'Ann', role: 'lead' },
      { name: 'Bo', role: 'foil' },
    ],
    lines: Array.from({ length: 8 }, (_, n) => ({ speaker: n % 2 ? 'Ann' : 'Bo', line: long('line'), direction: long('beat') })),
  },
  series: { title: 'A series', episodes: [1, 2].map((n) => ({ number: n, title: long('title'), hook: long('hook'), date: `2026-12-0${n}` })) },
  topics: { angles: [1, 2, 3, 4, 5].map((n) => ({ angle: `Angle ${n}`, why: 'Because', hook: long('hook') })) },
  persuasion: { rewrite: long('rewrite'), changes: [1, 2, 3].map((n) => ({ principle: `P${n}`, change: 'Changed', why: 'Works' })) },
  council: { reviews: [1, 2, 3].map((n) => ({ persona: `Critic ${n}`, lens: 'Lens', score: 7, critique: 'Fine', improvement: long('shorter') })) },
};
const defaults = { description: '', visualStyle: 'cinematic', aspectRatio: '9:16', durationSeconds: 10, tone: 'curious', scenes: [] };

describe('the module engines feed the video maker', () => {
  it.each(Object.entries(ENGINES))('%s: "send to video maker" makes a draft the studio accepts, however long the result', (_route, engine) => {
    const output = outputs[engine.tool as keyof typeof outputs];
    const draft = { ...defaults, ...engine.toDraft(output as never, { premise: long('premise'), concept: long('concept') }) };
    const parsed = draftInputSchema.safeParse(draft);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(draft.scenes.reduce((sum, s) => sum + s.durationSeconds, 0) || draft.durationSeconds).toBe(draft.durationSeconds);
    expect(engine.toText(output as never).length).toBeGreaterThan(0);
  });

  it('names the six module routes', () => {
    expect(Object.keys(ENGINES)).toEqual([
      '/cosmic-entertainment',
      '/skit-studio',
      '/temporal-engine',
      '/omni-topical',
      '/neuro-motivation',
      '/creative-council',
    ]);
  });
});
