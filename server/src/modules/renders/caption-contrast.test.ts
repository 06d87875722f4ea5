// Issue 28: the quality report's caption contrast, from the colours the engine draws the captions in.
import { CAPTION_STYLE_IDS, CAPTION_STYLES } from '@common/catalog/caption-styles';
import { captionColors, captionContrast, hexToRgb } from '@common/rules/contrast';
import { captionContrastCheck } from './quality-checks';

describe('caption contrast, as drawn', () => {
  it('reads every catalogue style at 4.5:1 or more against its panel (over black and white scenes) or its outline', () => {
    for (const id of CAPTION_STYLE_IDS) {
      const measured = captionContrast(CAPTION_STYLES[id], null);
      expect(measured.against, id).toBe(CAPTION_STYLES[id].box ? 'panel' : 'outline');
      expect(measured.ratio, id).toBeGreaterThanOrEqual(4.5);
      expect(captionContrastCheck(measured, true).status, id).toBe('pass');
    }
    // white words (21:1) and the yellow highlight (16.1:1) on a black outline: the lower counts
    expect(captionContrast(CAPTION_STYLES['bold-pop'], null).ratio).toBeCloseTo(16.1, 1);
    // the blue highlight on an 80% black panel with a white scene behind it (the panel reads #333)
    expect(captionContrast(CAPTION_STYLES['clean-box'], null).ratio).toBeCloseTo(6.7, 1);
  });

  it("brings a brand kit's colours to a readable contrast, keeping their hue; the check still warns on a low measure", () => {
    // a pale brand colour on the white panel of a light style, a dark green on bold-pop's black outline
    const light = CAPTION_STYLE_IDS.find((id) => CAPTION_STYLES[id].box?.startsWith('rgba(255'))!;
    const pale = captionColors(CAPTION_STYLES[light], { colors: ['#ffe14d', '#f5f5f5'] });
    const green = captionColors(CAPTION_STYLES['bold-pop'], { colors: ['#2f6b4f'] });
    for (const [style, brand] of [
      [light, { colors: ['#ffe14d', '#f5f5f5'] }],
      [light, { colors: ['#2f6b4f', '#ffffff'] }],
      ['bold-pop', { colors: ['#2f6b4f'] }],
      ['bold-pop', { colors: ['#000000'] }],
    ] as const) {
      const measured = captionContrast(CAPTION_STYLES[style], brand);
      expect(measured.ratio, `${style} ${brand.colors.join(' ')}`).toBeGreaterThanOrEqual(4.5);
      expect(captionContrastCheck(measured, true).status).toBe('pass');
    }
    // darker on the light panel, lighter on the black outline, and still the brand's hue
    expect(luminanceOrder(pale.highlight, '#ffe14d')).toBe('darker');
    expect(luminanceOrder(green.highlight, '#2f6b4f')).toBe('lighter');
    expect(hue(green.highlight)).toBeCloseTo(hue('#2f6b4f'), -1);
    // a colour that already reads is drawn as chosen
    expect(captionColors(CAPTION_STYLES['bold-pop'], { colors: ['#ffcc00'] }).highlight).toBe('#ffcc00');

    const check = captionContrastCheck({ ratio: 1.4, against: 'panel' }, true);
    expect(check).toMatchObject({ status: 'warning', advice: 'Pick a caption style or brand colours that contrast more (at least 4.5:1).' });
    expect(check.value).toBe('1.4:1 (words against their panel, the lowest)');
    expect(captionContrastCheck(null, false)).toMatchObject({ status: 'not-measured', value: 'no captions burned in' });
    expect(captionContrastCheck(null, true)).toMatchObject({ status: 'not-measured', value: 'the engine does not report its caption colours' });
  });
});

const channels = (hex: string) => hexToRgb(hex).map((c) => c / 255) as [number, number, number];
const luminanceOrder = (a: string, b: string) => (channels(a).reduce((x, y) => x + y) > channels(b).reduce((x, y) => x + y) ? 'lighter' : 'darker');
/** The hue angle, degrees. */
function hue(hex: string): number {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
