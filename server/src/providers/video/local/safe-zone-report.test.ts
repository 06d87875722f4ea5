// Issue 28, acceptance 2: a caption the engine would place in TikTok's bottom caption area is
// moved above it before it is drawn, every scene's words and buttons are laid out inside TikTok's
// margins, and the box report of what was drawn reaches the quality report as its `safe-zones`
// check: a pass with the room measured, or a warning naming the box and the zone it enters.
import { CAPTION_STYLE_IDS } from '@common/catalog/caption-styles';
import { PLATFORM_PRESETS, safeAreaAt } from '@common/catalog/platform-presets';
import { SCENE_LAYOUT_IDS } from '@common/catalog/scene-layouts';
import { captionPhrases, type TimedWord } from '@common/rules/captions';
import { boxesOverlap, insideSafeArea } from '@common/rules/frame-boxes';
import { EVERY_SCENE } from '@common/rules/safe-zones';
import { createCanvas } from '../../canvas/index';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brandLogoCorner, loadBrandLayer, type BrandLayer } from './brand-layer';
import { safeZoneCheck } from '../../../modules/renders/quality-checks';
import { captionBoxes } from './captions';
import { engineSafeArea, widerMargins } from './frame-safety';
import { registerRenderFonts } from './fonts';
import { reportBoxes } from './render-painter';
import { createScenePainter } from './scene-painter';
import { scriptFromScenes } from './script-writer';
import { STYLE_LOOKS } from './style-looks';

beforeAll(() => registerRenderFonts());

const FRAMES = [
  { width: 1080, height: 1920 }, // a paid plan's TikTok video
  { width: 720, height: 1280 }, // a free plan's: the margins scaled
];
const NARRATION = 'Meet GlowSip today, the smart bottle that glows when you need a sip and tracks every drop you drink';
/** The narration spoken word by word, 300 ms a word, scene by scene (each scene says it once). */
function spoken(scenes: number): TimedWord[] {
  const words = NARRATION.split(' ');
  return Array.from({ length: scenes }, (_, s) =>
    words.map((text, i) => ({ text, startMs: (s * words.length + i) * 300, endMs: (s * words.length + i) * 300 + 280 })),
  ).flat();
}

function tiktokRender(
  frame: { width: number; height: number },
  captionStyle: (typeof CAPTION_STYLE_IDS)[number],
  moveCaptions = true,
  overlays: { brand?: BrandLayer; watermark?: boolean } = {},
) {
  const scenes = SCENE_LAYOUT_IDS.map((layout, i) => ({
    id: `s${i}`,
    narration: NARRATION,
    visual: layout,
    durationSeconds: (NARRATION.split(' ').length * 300) / 1000,
    layout,
    headline: i % 2 ? 'Cold for 24 hours' : undefined,
  }));
  const platformSafe = safeAreaAt('tiktok', frame);
  const painter = createScenePainter({
    ...frame,
    durationSeconds: scenes.reduce((sum, s) => sum + s.durationSeconds, 0),
    sceneSeconds: scenes.map((s) => s.durationSeconds),
    script: scriptFromScenes('GlowSip smart bottle', scenes),
    look: STYLE_LOOKS.pixar,
    watermark: overlays.watermark ?? false,
    brand: overlays.brand ?? null,
    seed: 1,
    scenes,
    aspectRatio: '9:16',
    captionStyle,
    // as paint-and-encode.ts passes them: the wider of the engine's and the platform's margins
    safeArea: widerMargins(platformSafe, engineSafeArea({ ...frame, aspectRatio: '9:16' })),
  });
  const captions = captionBoxes(captionPhrases(spoken(scenes.length)), {
    styleId: captionStyle,
    ...frame,
    aspectRatio: '9:16',
    safeArea: moveCaptions ? platformSafe : undefined,
  });
  return { report: reportBoxes('tiktok', painter, captions, frame, platformSafe), captions, platformSafe };
}

describe("the engine's box report against TikTok's safe zones", () => {
  it("moves every caption the style would put in TikTok's bottom caption area above it, and lays every scene out inside TikTok's margins", () => {
    for (const frame of FRAMES) {
      for (const style of CAPTION_STYLE_IDS) {
        const { report, captions, platformSafe } = tiktokRender(frame, style);
        const at = `${style} ${frame.width}x${frame.height}`;
        expect(report.safeArea, at).toEqual(platformSafe);
        for (const { box } of captions) expect(insideSafeArea(box, frame, platformSafe), at).toBe(true);
        // a bottom style's captions start in TikTok's caption area: the engine moved them
        const unmoved = captionBoxes(captionPhrases(spoken(1)), { styleId: style, ...frame, aspectRatio: '9:16' });
        const inZone = unmoved.filter(({ box }) => box.y + box.height > frame.height - platformSafe.bottom).length;
        if (inZone) expect(report.moved, at).toBeGreaterThan(0);
        const kinds = new Set(report.boxes.map((b) => b.kind));
        expect(kinds.has('caption'), at).toBe(true);
        expect(kinds.has('cta') || kinds.has('headline') || kinds.has('text'), at).toBe(true);
        for (const box of report.boxes) expect(insideSafeArea(box, frame, platformSafe), `${at} scene ${box.scene + 1} ${box.kind}`).toBe(true);
        const check = safeZoneCheck(report, 'tiktok');
        expect(check.status, at).toBe('pass');
        expect(check.value, at).toMatch(/^TikTok: \d+ boxes inside, the nearest -?\d+ px from the (top tabs|right button rail|bottom caption area|left edge)/);
      }
    }
    // the bold-pop style sits low: at 1080x1920 each of its phrases was moved up
    const { report, captions } = tiktokRender(FRAMES[0]!, 'bold-pop');
    expect(report.moved).toBe(captions.length);
    expect(safeZoneCheck(report, 'tiktok').value).toContain(`${captions.length} captions moved out of its margins`);
  });

  it('names a caption or CTA forced into the bottom caption area: the box, its scene, the zone and how far in', () => {
    const frame = FRAMES[0]!;
    // captions left at the style's own place (an engine that does not move them)
    const { report } = tiktokRender(frame, 'bold-pop', false);
    const captions = safeZoneCheck(report, 'tiktok');
    expect(captions.status).toBe('warning');
    expect(captions.value).toMatch(/^TikTok: caption in scene 1 enters the bottom caption area by \d+ px; /);
    expect(captions.advice).toBe('TikTok covers its bottom caption area: shorten the words there or pick a scene layout with more room.');

    // a CTA drawn across the bottom 480 px and under the right rail
    const moved = tiktokRender(frame, 'bold-pop').report;
    const cta = { kind: 'cta' as const, x: 700, y: 1500, width: 360, height: 120, scene: 2 };
    const forced = safeZoneCheck({ ...moved, boxes: [...moved.boxes, cta] }, 'tiktok');
    expect(forced.status).toBe('warning');
    expect(forced.value).toMatch(/^TikTok: CTA in scene 3 enters the bottom caption area by 180 px; \d+ captions moved out of its margins$/);
    expect(forced.advice).toContain('bottom caption area');
  });

  it("keeps the brand kit's corner logo inside TikTok's margins and names where the plan's watermark sits, on every scene", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-safe-logo-'));
    const logoPath = path.join(dir, 'logo.png');
    const logo = createCanvas(400, 200);
    logo.getContext('2d').fillRect(0, 0, 400, 200);
    await writeFile(logoPath, logo.toBuffer('image/png'));
    const brand = await loadBrandLayer({ logoPath, colors: { primary: '#ff0000', secondary: '#000000' }, font: 'Montserrat' });
    for (const frame of FRAMES) {
      const { report, platformSafe } = tiktokRender(frame, 'bold-pop', true, { brand, watermark: true });
      const at = `${frame.width}x${frame.height}`;
      const logoBox = report.boxes.find((box) => box.kind === 'logo');
      expect(logoBox, at).toMatchObject({ scene: EVERY_SCENE });
      // without the platform's margins the corner logo would sit under TikTok's right rail
      expect(brandLogoCorner(brand, frame)!.x + brandLogoCorner(brand, frame)!.width, at).toBeGreaterThan(frame.width - platformSafe.right);
      expect(insideSafeArea(logoBox!, frame, platformSafe), at).toBe(true);
      // no scene's words run under the logo
      for (const box of report.boxes.filter((b) => b.kind !== 'logo' && b.kind !== 'watermark' && b.kind !== 'caption'))
        expect(boxesOverlap(box, logoBox!), `${at} scene ${box.scene + 1} ${box.kind}`).toBe(false);
      const mark = report.boxes.find((box) => box.kind === 'watermark');
      expect(mark, at).toMatchObject({ scene: EVERY_SCENE });
      const check = safeZoneCheck(report, 'tiktok');
      expect(check.status, at).toBe('pass');
      expect(check.value, at).toMatch(/; the plan's watermark sits in the (bottom caption area|right button rail)$/);
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('says why it has nothing to measure: no preset chosen, or an engine that reports no boxes', () => {
    expect(safeZoneCheck(null, null)).toMatchObject({ status: 'not-measured', value: 'no platform preset chosen' });
    expect(safeZoneCheck(null, 'youtube-shorts')).toMatchObject({ status: 'not-measured', value: 'YouTube Shorts: the engine reported no boxes' });
    expect(PLATFORM_PRESETS['youtube-shorts'].zones.bottom).toBe('bottom caption area');
  });
});
