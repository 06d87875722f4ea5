import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CAPTION_STYLES } from '@common/catalog/caption-styles';
import { SCENE_LAYOUT_IDS } from '@common/catalog/scene-layouts';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import { contrastRatio, hexToRgb } from '@common/rules/contrast';
import { registerRenderFonts } from '../fonts';
import { loadProductAssets, type ProductAssets } from '../product-assets';
import { createScenePainter } from '../scene-painter';
import { scriptFromScenes } from '../script-writer';
import { STYLE_LOOKS } from '../style-looks';
import type { LayoutBox } from './layout-kit';
import { writeSampleProduct } from './sample-product';

let dir: string;
let product: ProductAssets;
beforeAll(async () => {
  registerRenderFonts();
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-contrast-'));
  product = (await loadProductAssets(await writeSampleProduct(dir)))!;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const SECONDS = 2;
const FRAMES = [
  { aspectRatio: '9:16', width: 720, height: 1280 },
  { aspectRatio: '16:9', width: 1280, height: 720 },
] as const;

/**
 * The lowest WCAG contrast between the words' colour and the pixels actually painted behind them:
 * the frame is painted without its words, and every pixel of a grid over the words' box is read.
 */
function worstContrast(pixels: Uint8ClampedArray | Buffer, width: number, box: LayoutBox): number {
  const color = hexToRgb(box.color!);
  let worst = Infinity;
  for (let gy = 0; gy <= 8; gy++) {
    for (let gx = 0; gx <= 24; gx++) {
      const x = Math.round(box.x + ((box.width - 1) * gx) / 24);
      const y = Math.round(box.y + ((box.height - 1) * gy) / 8);
      const i = (y * width + x) * 4;
      worst = Math.min(worst, contrastRatio(color, [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!]));
    }
  }
  return worst;
}

describe('the contrast of the words the layouts draw', () => {
  // every style, two ratios, with and without the product: words read against what is behind them
  it.each(VISUAL_STYLE_IDS)('%s: body text ≥ 4.5, large headlines ≥ 3, measured on the painted frame', (style) => {
    for (const frame of FRAMES) {
      for (const withProduct of [true, false]) {
        const scenes = SCENE_LAYOUT_IDS.map((layout, i) => ({
          id: `s${i}`,
          narration: 'Spoken words',
          visual: layout,
          durationSeconds: SECONDS,
          layout,
          headline: 'Light that charges itself',
        }));
        const painter = createScenePainter({
          width: frame.width,
          height: frame.height,
          durationSeconds: scenes.length * SECONDS,
          script: scriptFromScenes('Glimmerfox solar lantern', scenes),
          look: STYLE_LOOKS[style],
          watermark: true,
          seed: 1,
          scenes,
          product: withProduct ? product : null,
          aspectRatio: frame.aspectRatio,
          captionStyle: 'bold-pop',
          words: false,
        });
        let measured = 0;
        scenes.forEach((scene, i) => {
          const time = i * SECONDS + SECONDS - 0.25;
          const pixels = painter.paint(time, Math.round(time * 24));
          for (const box of painter.sceneLayout(i).boxes as LayoutBox[]) {
            if (!box.color) continue;
            measured++;
            const need = box.large ? 3 : 4.5;
            expect(
              worstContrast(pixels, frame.width, box),
              `${style} ${frame.aspectRatio} ${scene.layout} product=${withProduct}: ${box.kind}`,
            ).toBeGreaterThanOrEqual(need);
          }
        });
        expect(measured).toBeGreaterThan(5);
      }
    }
  });

  it('every caption style’s words read against their own panel (over black or white) or outline', () => {
    for (const style of Object.values(CAPTION_STYLES)) {
      // a panel is drawn under the words: over the darkest and the lightest picture it can sit on
      const rgba = style.box?.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/);
      const panel = rgba
        ? { rgb: [1, 2, 3].map((k) => Number(rgba[k])), alpha: Number(rgba[4] ?? 1) }
        : style.box
          ? { rgb: hexToRgb(style.box), alpha: 1 }
          : null;
      const behind = panel ? [0, 255].map((under) => panel.rgb.map((c) => c * panel.alpha + under * (1 - panel.alpha))) : [hexToRgb(style.strokeColor)];
      for (const back of behind) {
        expect(contrastRatio(hexToRgb(style.textColor), back), style.name).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(hexToRgb(style.highlightColor), back), style.name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
