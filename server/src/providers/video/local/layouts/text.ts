import { asBox, colorsOf, drawPanel, drawWords, headlinePanel, type LayoutPainter } from './layout-kit';

/** Words on the backdrop (or on the scene's own media): the headline on a panel, centred; nothing when there is none. */
export const paintText: LayoutPainter = (input) => {
  const { area, unit, look, headline } = input;
  if (!headline) return { boxes: [], backdrop: null, draw() {} };
  const colors = colorsOf(look);
  const { placed, panel } = headlinePanel(input, headline, area, 96 * unit, 4);
  return {
    boxes: [asBox('headline', panel), asBox('text', placed.box, { color: colors.ink, large: true })],
    backdrop: null,
    draw(g, t, frame, words) {
      drawPanel(g, panel, colors.panel, t, 28 * unit);
      if (words) drawWords(g, placed, look, t, colors.ink, frame);
    },
  };
};
