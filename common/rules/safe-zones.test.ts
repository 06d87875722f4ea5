import { insideSafeArea, type FrameBox } from './frame-boxes';
import { PLATFORM_PRESETS, safeAreaAt } from '../catalog/platform-presets';
import { fitSafeZones } from './safe-zones';

const TIKTOK = PLATFORM_PRESETS.tiktok;
const frame = { width: TIKTOK.width, height: TIKTOK.height };
const safe = TIKTOK.safeArea;

describe('the platform safe-zone check', () => {
  it("moves a caption out of TikTok's bottom caption area, up, keeping its size and column (acceptance 2)", () => {
    const caption: FrameBox = { kind: 'caption', x: 140, y: 1600, width: 800, height: 180 };
    const { boxes, moved, findings } = fitSafeZones([caption], frame, safe);
    expect(moved).toBe(1);
    expect(findings).toEqual([]);
    expect(boxes[0]).toEqual({ ...caption, y: 1920 - 480 - 180 });
    expect(insideSafeArea(boxes[0]!, frame, safe)).toBe(true);
  });

  it("moves a CTA under TikTok's right rail inward, and leaves boxes already inside where they are", () => {
    const cta: FrameBox = { kind: 'cta', x: 700, y: 1000, width: 340, height: 120 };
    const headline: FrameBox = { kind: 'headline', x: 100, y: 400, width: 800, height: 200 };
    const { boxes, moved } = fitSafeZones([headline, cta], frame, safe);
    expect(moved).toBe(1);
    expect(boxes[0]).toBe(headline);
    expect(boxes[1]).toEqual({ ...cta, x: 1080 - 140 - 340 });
  });

  it('reports what it cannot move: too large for the safe area, the burned-in watermark, or a move onto other text', () => {
    const banner: FrameBox = { kind: 'text', x: 0, y: 1500, width: 1080, height: 200 };
    const watermark: FrameBox = { kind: 'watermark', x: 700, y: 1800, width: 340, height: 80 };
    const headline: FrameBox = { kind: 'headline', x: 140, y: 1240, width: 800, height: 200 };
    const caption: FrameBox = { kind: 'caption', x: 140, y: 1600, width: 800, height: 180 };
    const { boxes, moved, findings } = fitSafeZones([banner, watermark, headline, caption], frame, safe);
    expect(moved).toBe(0);
    expect(findings.map((f) => [f.box.kind, f.reason])).toEqual([
      ['text', 'too-large'],
      ['watermark', 'fixed'],
      ['caption', 'collides'],
    ]);
    expect(boxes[3]).toBe(caption);
  });

  it('lets a full-frame picture be, and scales the margins to a 720p frame of the same ratio', () => {
    const picture: FrameBox = { kind: 'image', x: 0, y: 0, width: 1080, height: 1920 };
    expect(fitSafeZones([picture], frame, safe)).toEqual({ boxes: [picture], moved: 0, findings: [] });
    expect(safeAreaAt('tiktok', { width: 720, height: 1280 })).toEqual({ top: 107, right: 93, bottom: 320, left: 40 });
  });

  it('has margins inside the frame for every preset, its frame at its ratio', () => {
    for (const preset of Object.values(PLATFORM_PRESETS)) {
      const { top, right, bottom, left } = preset.safeArea;
      expect(top + bottom, preset.id).toBeLessThan(preset.height / 2);
      expect(left + right, preset.id).toBeLessThan(preset.width / 2);
    }
  });
});
