import { asBox, colorsOf, containRect, drawPanel, drawPhoto, drawWords, headlinePanel, isWide, split, type LayoutPainter } from './layout-kit';
import { paintText } from './text';

/** The product reveal: the photo large on its own blurred enlargement, pushing in; the key phrase beside or under it. */
export const paintHero: LayoutPainter = (input) => {
  const { area, unit, look, headline, photo } = input;
  if (!photo) return paintText(input);
  const colors = colorsOf(look);
  const gap = 24 * unit;
  const [photoArea, textArea] = headline ? split(area, isWide(area) ? 0.52 : 0.7, gap) : [area, null];
  const photoRect = containRect(photo.image, photoArea);
  const title = headline && textArea ? headlinePanel(input, headline, textArea, 92 * unit, 3) : null;
  return {
    boxes: [asBox('image', photoRect), ...(title ? [asBox('headline', title.panel), asBox('text', title.placed.box, { color: colors.ink, large: true })] : [])],
    backdrop: photo,
    draw(g, t, frame, words) {
      drawPhoto(g, photo, photoRect, t, { radius: 26 * unit });
      if (!title) return;
      drawPanel(g, title.panel, colors.panel, t - 0.3, 26 * unit);
      if (words) drawWords(g, title.placed, look, t - 0.3, colors.ink, frame);
    },
  };
};
