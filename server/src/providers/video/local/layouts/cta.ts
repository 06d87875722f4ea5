import { hexToRgb, contrastRatio } from '@common/rules/contrast';
import { clamp01, easeOutBack, easeOutCubic } from '../easing';
import { asBox, BODY_FONT, colorsOf, containRect, drawPanel, drawStill, fitText, inset, split, type LayoutPainter } from './layout-kit';

/** The end card: the logo (or the product's name in large type), the name, and the call-to-action button pulsing gently. */
export const paintCta: LayoutPainter = (input) => {
  const { area, unit, look, headline, product, g, scale, productName } = input;
  const colors = colorsOf(look);
  const logo = product?.logo ?? null;
  const gap = 26 * unit * scale;
  const [topArea, buttonArea] = split(area, 0.7, gap, true);
  const [logoArea, nameArea] = split(topArea, logo ? 0.62 : 0.0001, gap, true);
  const logoRect = logo ? containRect(logo, inset(logoArea, 20 * unit * scale)) : null;
  const logoPanel = logoRect ? inset(logoRect, -20 * unit * scale) : null;
  // a short key phrase is the button's label; a longer one (a silent video's narration) takes the name's place
  const shortHeadline = headline && headline.length <= 28 ? headline : null;
  const nameText = headline && !shortHeadline ? headline : productName;
  const name = fitText(
    g,
    look.upper ? nameText.toUpperCase() : nameText,
    logo && !headline ? BODY_FONT : look.font,
    inset(nameArea, 20 * unit * scale),
    (logo ? 56 : 100) * unit * scale,
    { maxLines: 3 },
  );
  const namePanel = inset(name.box, -18 * unit * scale);
  const label = shortHeadline ?? (product ? 'Shop now' : 'Learn more');
  const buttonHeight = Math.min(buttonArea.height, 110 * unit * scale);
  const labelFit = fitText(
    g,
    label,
    look.font,
    { x: buttonArea.x, y: buttonArea.y, width: buttonArea.width * 0.86, height: buttonHeight * 0.62 },
    48 * unit * scale,
    { maxLines: 1 },
  );
  const buttonWidth = Math.min(buttonArea.width, labelFit.box.width + buttonHeight * 1.1);
  const button = {
    x: buttonArea.x + (buttonArea.width - buttonWidth) / 2,
    y: buttonArea.y + (buttonArea.height - buttonHeight) / 2,
    width: buttonWidth,
    height: buttonHeight,
  };
  const label2 = fitText(g, label, look.font, inset(button, buttonHeight * 0.19), labelFit.block.size, { maxLines: 1 });
  const labelColor = contrastRatio(hexToRgb(look.accent), [0, 0, 0]) >= contrastRatio(hexToRgb(look.accent), [255, 255, 255]) ? '#000000' : '#ffffff';
  return {
    boxes: [
      ...(logoPanel ? [asBox('logo', logoPanel)] : []),
      asBox('text', namePanel),
      asBox('text', name.box, { color: colors.ink, large: !logo }),
      asBox('cta', button),
      asBox('text', label2.box, { color: labelColor, large: true }),
    ],
    backdrop: null,
    draw(g, t, _frame, words) {
      if (logo && logoRect && logoPanel) {
        const s = 0.85 + 0.15 * easeOutCubic(clamp01(t / 0.6));
        g.save();
        g.globalAlpha = easeOutCubic(clamp01(t / 0.4));
        g.translate(logoPanel.x + logoPanel.width / 2, logoPanel.y + logoPanel.height / 2);
        g.scale(s, s);
        g.translate(-(logoPanel.x + logoPanel.width / 2), -(logoPanel.y + logoPanel.height / 2));
        g.fillStyle = '#ffffff';
        g.beginPath();
        g.roundRect(logoPanel.x, logoPanel.y, logoPanel.width, logoPanel.height, 24 * unit);
        g.fill();
        g.drawImage(logo, logoRect.x, logoRect.y, logoRect.width, logoRect.height);
        g.restore();
      }
      drawPanel(g, namePanel, colors.panel, t - 0.2, 22 * unit);
      if (words) drawStill(g, name, t - 0.25, colors.ink);
      // the button pops in, then breathes (it never grows past its box)
      const pop = easeOutBack(clamp01((t - 0.5) / 0.5));
      const s = Math.min(1, pop) * (0.97 + 0.03 * Math.sin(t * 5));
      g.save();
      g.translate(button.x + button.width / 2, button.y + button.height / 2);
      g.scale(s, s);
      g.translate(-(button.x + button.width / 2), -(button.y + button.height / 2));
      g.fillStyle = look.accent;
      g.beginPath();
      g.roundRect(button.x, button.y, button.width, button.height, button.height / 2);
      g.fill();
      if (words) drawStill(g, label2, 1, labelColor);
      g.restore();
    },
  };
};
