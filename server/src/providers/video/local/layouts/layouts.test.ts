import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CAPTION_STYLE_IDS, type CaptionStyleId } from '@common/catalog/caption-styles';
import { SCENE_LAYOUT_IDS, SCENE_LAYOUTS, type SceneLayoutId } from '@common/catalog/scene-layouts';
import { boxesOverlap, insideSafeArea } from '@common/rules/frame-boxes';
import { loadImage } from '../../../canvas/index';
import { brandLogoCorner, type BrandLayer } from '../brand-layer';
import { registerRenderFonts } from '../fonts';
import { frameProblems } from '../frame-safety';
import { loadProductAssets, type ProductAssets } from '../product-assets';
import { createScenePainter } from '../scene-painter';
import { scriptFromScenes } from '../script-writer';
import { STYLE_LOOKS } from '../style-looks';
import { LAYOUT_PAINTERS, pickLayouts } from './index';
import { writeSampleProduct } from './sample-product';

let dir: string;
let product: ProductAssets;
beforeAll(async () => {
  registerRenderFonts();
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-layouts-'));
  product = (await loadProductAssets(await writeSampleProduct(dir)))!;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The catalogue's ratios, and a 4:5 the catalogue may gain (its safe area then comes from its shape). */
const FRAMES = [
  { aspectRatio: '9:16', width: 720, height: 1280 },
  { aspectRatio: '1:1', width: 720, height: 720 },
  { aspectRatio: '16:9', width: 1280, height: 720 },
  { aspectRatio: '4:5', width: 720, height: 900 },
  { aspectRatio: '9:16', width: 1080, height: 1920 },
] as const;
const LONG = 'Sixty characters of key phrase, the longest one a scene takes';

function painterFor(frame: (typeof FRAMES)[number], captionStyle: CaptionStyleId | null, withProduct: boolean, headline: string | undefined) {
  const scenes = SCENE_LAYOUT_IDS.map((layout, i) => ({
    id: `s${i}`,
    narration: 'A long spoken sentence that the captions carry word by word, so it is never drawn twice on screen',
    visual: layout,
    durationSeconds: 2,
    layout,
    headline,
  }));
  return createScenePainter({
    width: frame.width,
    height: frame.height,
    durationSeconds: scenes.length * 2,
    script: scriptFromScenes('Glimmerfox solar lantern', scenes),
    look: STYLE_LOOKS.pixar,
    watermark: true,
    seed: 1,
    scenes,
    product: withProduct ? product : null,
    aspectRatio: frame.aspectRatio,
    captionStyle,
  });
}

describe('the scene layouts', () => {
  it('has a painter for every layout in the catalogue, and none the catalogue lacks', () => {
    expect(Object.keys(LAYOUT_PAINTERS).sort()).toEqual([...SCENE_LAYOUT_IDS].sort());
  });

  // acceptance 4: captions, headline and CTA never collide and every box stays inside the safe area
  describe.each(FRAMES)('at $aspectRatio $width x $height', (frame) => {
    it.each([null, ...CAPTION_STYLE_IDS])('captions %s: every layout’s boxes are clean, with and without a product and a headline', (captionStyle) => {
      for (const withProduct of [true, false]) {
        for (const headline of [undefined, 'Light that charges itself', LONG]) {
          const painter = painterFor(frame, captionStyle, withProduct, headline);
          SCENE_LAYOUT_IDS.forEach((requested, i) => {
            const { layout, boxes } = painter.sceneLayout(i);
            const where = `${requested} (${layout}) product=${withProduct} headline=${headline ?? 'none'}`;
            expect(frameProblems(boxes, frame, painter.safeArea), where).toEqual([]);
            for (const box of boxes) expect(insideSafeArea(box, frame, painter.safeArea), `${where}: ${box.kind}`).toBe(true);
            const caption = boxes.find((b) => b.kind === 'caption');
            expect(Boolean(caption), where).toBe(captionStyle !== null);
            for (const box of boxes) if (caption && box !== caption) expect(boxesOverlap(box, caption), `${where}: ${box.kind} under the captions`).toBe(false);
            // with a product card, a layout is never swapped for plain words to get clean boxes
            if (withProduct) expect(layout, where).toBe(requested);
            if (requested === 'cta') expect(boxes.some((b) => b.kind === 'cta')).toBe(true);
          });
        }
      }
    });
  });

  it('draws no headline under captions unless the scene has a key phrase; without captions, the narration (ADR 059)', () => {
    const frame = FRAMES[0];
    const kinds = (captionStyle: CaptionStyleId | null, headline?: string) =>
      painterFor(frame, captionStyle, false, headline).sceneLayout(SCENE_LAYOUT_IDS.indexOf('text'));
    expect(kinds('bold-pop').boxes.filter((b) => b.kind === 'headline')).toEqual([]);
    expect(kinds('bold-pop', 'Light that charges itself').boxes.some((b) => b.kind === 'headline')).toBe(true);
    expect(kinds(null).boxes.some((b) => b.kind === 'headline')).toBe(true);
  });

  it('keeps every box clear of the brand kit’s corner logo', async () => {
    const brand: BrandLayer = { logo: await loadImage(path.join(dir, 'logo.png')), primary: '#ffd000', secondary: '#101060', font: 'Anton' };
    for (const frame of FRAMES) {
      const scenes = SCENE_LAYOUT_IDS.map((layout, i) => ({ id: `s${i}`, narration: 'Words', visual: layout, durationSeconds: 2, layout, headline: LONG }));
      const painter = createScenePainter({
        width: frame.width,
        height: frame.height,
        durationSeconds: 14,
        script: scriptFromScenes('Glimmerfox', scenes),
        look: STYLE_LOOKS.noir,
        watermark: false,
        seed: 1,
        scenes,
        product,
        brand,
        aspectRatio: frame.aspectRatio,
        captionStyle: 'clean-box',
      });
      const corner = { kind: 'logo' as const, ...brandLogoCorner(brand, frame)! };
      SCENE_LAYOUT_IDS.forEach((id, i) => {
        for (const box of painter.sceneLayout(i).boxes)
          if (box.kind !== 'caption') expect(boxesOverlap(box, corner), `${frame.aspectRatio} ${id} ${box.kind}`).toBe(false);
      });
    }
  });

  it('picks layouts from the scene’s place and the card, and falls back to words when there is no image', () => {
    const five = Array.from({ length: 5 }, () => ({}));
    const card = { hasImage: true, features: 3, hasPrice: true, hasProof: true };
    expect(pickLayouts(five, card)).toEqual(['hero', 'features', 'rating', 'offer', 'cta']);
    expect(pickLayouts(five, null)).toEqual(['text', 'text', 'text', 'text', 'cta']);
    expect(pickLayouts([{ layout: 'hero' as SceneLayoutId }, { layout: 'features' as SceneLayoutId }], { ...card, hasImage: false })).toEqual(['text', 'text']);
    for (const id of SCENE_LAYOUT_IDS) if (!SCENE_LAYOUTS[id].needsImage) expect(pickLayouts([{ layout: id }], null)).toEqual([id]);
  });
});
