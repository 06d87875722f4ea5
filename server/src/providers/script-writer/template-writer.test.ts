import fc from 'fast-check';
import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { TONE_IDS } from '@common/catalog/tones';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import { SCRIPT_LIMITS, scenesSchema, type ScriptRequest } from '@common/contracts/script';
import { VIDEO_LIMITS } from '@common/contracts/video';
import { clip, templateScriptWriter, writeTemplateScenes } from './template-writer';

const bottle: ScriptRequest = {
  description: 'A smart water bottle that tracks hydration, glows when you need a sip and keeps drinks cold for 24 hours',
  visualStyle: 'pixar',
  aspectRatio: '9:16',
  durationSeconds: 12,
  tone: 'rational',
};
const durations = Array.from({ length: VIDEO_LIMITS.durationMax - VIDEO_LIMITS.durationMin + 1 }, (_, i) => VIDEO_LIMITS.durationMin + i);
const sum = (seconds: number[]) => seconds.reduce((a, b) => a + b, 0);

describe('the template script writer', () => {
  it('writes a hook, the problem, the benefits from the description and a call to action', () => {
    const scenes = writeTemplateScenes(bottle);
    expect(scenes.map((s) => s.id)).toEqual(['scene-1', 'scene-2', 'scene-3', 'scene-4', 'scene-5']);
    expect(scenes[0]!.narration).toMatch(/smart water bottle/i);
    expect(scenes[2]!.narration).toContain('Tracks hydration');
    expect(scenes[3]!.narration).toContain('Glows when you need a sip');
    expect(scenes[4]!.visual).toMatch(/call to action/);
  });

  it('words each tone differently', () => {
    const narrations = TONE_IDS.map((tone) => writeTemplateScenes({ ...bottle, tone }).map((s) => s.narration));
    for (let i = 0; i < narrations.length; i++) {
      for (let j = i + 1; j < narrations.length; j++) {
        narrations[i]!.forEach((line, k) => expect(line, `${TONE_IDS[i]} vs ${TONE_IDS[j]}, scene ${k + 1}`).not.toBe(narrations[j]![k]));
      }
    }
  });

  it('shoots for the visual style and the aspect ratio', () => {
    const noirWide = writeTemplateScenes({ ...bottle, visualStyle: 'noir', aspectRatio: '16:9' });
    const synthSquare = writeTemplateScenes({ ...bottle, visualStyle: 'retro-synthwave', aspectRatio: '1:1' });
    expect(noirWide[0]!.visual).toMatch(/Noir look: high-contrast black and white/);
    expect(noirWide[0]!.visual).toMatch(/Wide 16:9 frame/);
    expect(synthSquare[0]!.visual).toMatch(/Retro Synthwave look: sunset gradients/);
    expect(synthSquare[0]!.visual).toMatch(/Square 1:1 frame/);
    expect(writeTemplateScenes(bottle)[0]!.visual).toMatch(/Vertical 9:16 frame/);
  });

  it('gives 3 to 5 scenes of whole seconds that add up to the video for every length', () => {
    for (const durationSeconds of durations) {
      const scenes = writeTemplateScenes({ ...bottle, durationSeconds });
      expect(scenes.length).toBeGreaterThanOrEqual(3);
      expect(scenes.length).toBeLessThanOrEqual(5);
      expect(sum(scenes.map((s) => s.durationSeconds)), `${durationSeconds} s`).toBe(durationSeconds);
      expect(scenesSchema.safeParse(scenes).success).toBe(true);
    }
    expect(writeTemplateScenes({ ...bottle, durationSeconds: 5 })).toHaveLength(3);
    expect(writeTemplateScenes({ ...bottle, durationSeconds: 15 })).toHaveLength(5);
  });

  it('stays within the limits for a 500-character description, cutting at a word', () => {
    const long =
      `An ultra-lightweight carbon-fibre travel backpack for digital nomads ${'that survives rainstorms, airport sprints and overstuffed weekends, '.repeat(7)}`.slice(
        0,
        500,
      );
    const oneWord = 'Supercalifragilistic'.repeat(25);
    for (const description of [long, oneWord]) {
      for (const tone of TONE_IDS) {
        const scenes = writeTemplateScenes({ ...bottle, description, tone, durationSeconds: 15, visualStyle: 'neon-cyberpunk', aspectRatio: '16:9' });
        expect(scenesSchema.parse(scenes)).toEqual(scenes);
      }
    }
    const product = writeTemplateScenes({ ...bottle, description: oneWord })[0]!.narration;
    expect(product.length).toBeLessThan(120);
    expect(clip('one two three four five', 12)).toBe('one two…');
  });

  it('passes the schema for any description, style, ratio, length and tone', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 10, maxLength: 500 }).filter((s) => s.trim().length >= 10),
        fc.constantFrom(...VISUAL_STYLE_IDS),
        fc.constantFrom(...ASPECT_RATIO_IDS),
        fc.constantFrom(...durations),
        fc.constantFrom(...TONE_IDS),
        (description, visualStyle, aspectRatio, durationSeconds, tone) => {
          const scenes = writeTemplateScenes({ description: description.trim(), visualStyle, aspectRatio, durationSeconds, tone });
          expect(scenesSchema.safeParse(scenes).success).toBe(true);
          expect(sum(scenes.map((s) => s.durationSeconds))).toBe(durationSeconds);
          for (const scene of scenes) expect(scene.visual.length).toBeLessThanOrEqual(SCRIPT_LIMITS.visualMax);
        },
      ),
    );
  });

  it('gives the same scenes for the same request, through the port too', async () => {
    expect(writeTemplateScenes(bottle)).toEqual(writeTemplateScenes({ ...bottle }));
    expect(await templateScriptWriter.write(bottle)).toEqual(writeTemplateScenes(bottle));
    expect(templateScriptWriter.name).toBe('template');
  });
});
