// Issue 28: the quality report's caption contrast, from the colours the engine draws the captions in.
import { CAPTION_STYLE_IDS, CAPTION_STYLES } from '@common/catalog/caption-styles';
import { captionContrast } from '@common/rules/contrast';
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

  it("warns, with what to change, when a brand kit's colours make the words hard to read", () => {
    // a pale brand colour on the white panel of a light style
    const light = CAPTION_STYLE_IDS.find((id) => CAPTION_STYLES[id].box?.startsWith('rgba(255'))!;
    const measured = captionContrast(CAPTION_STYLES[light], { colors: ['#ffe14d', '#f5f5f5'] });
    expect(measured.ratio).toBeLessThan(2);
    const check = captionContrastCheck(measured, true);
    expect(check).toMatchObject({ status: 'warning', advice: 'Pick a caption style or brand colours that contrast more (at least 4.5:1).' });
    expect(check.value).toMatch(/^1\.\d:1 \(words against their panel, the lowest\)$/);
    expect(captionContrastCheck(null, false)).toMatchObject({ status: 'not-measured', value: 'no captions burned in' });
    expect(captionContrastCheck(null, true)).toMatchObject({ status: 'not-measured', value: 'the engine does not report its caption colours' });
  });
});
