import { clamp01, easeOutBack } from '../easing';
import {
  asBox,
  BODY_FONT,
  colorsOf,
  containRect,
  drawPanel,
  drawPhoto,
  drawStill,
  drawWords,
  fitText,
  formatPrice,
  inset,
  isWide,
  split,
  type LayoutPainter,
} from './layout-kit';
import { paintText } from './text';

/** The price or offer card: the product's name, its price large (as the card writes it), the key phrase, beside a photo. */
export const paintOffer: LayoutPainter = (input) => {
  const { area, unit, look, photo, product, g, scale } = input;
  const price = product?.card.price ? formatPrice(product.card.price) : null;
  // the writer's key phrase for the offer is the price itself: drawn large once, never again below
  const headline = input.headline && input.headline.trim() !== price ? input.headline : null;
  if (!price && !product) return paintText(input);
  const colors = colorsOf(look);
  const gap = 24 * unit * scale;
  const [photoArea, cardArea] = photo ? split(area, isWide(area) ? 0.45 : 0.42, gap) : [null, area];
  const photoRect = photo && photoArea ? containRect(photo.image, photoArea) : null;
  const card = inset(cardArea, 0);
  const inner = inset(card, 28 * unit * scale);
  const parts = headline ? [0.24, 0.46, 0.3] : [0.32, 0.68, 0];
  const [nameArea, rest] = split(inner, parts[0]!, 8 * unit, true);
  const [priceArea, lineArea] = headline ? split(rest, parts[1]! / (parts[1]! + parts[2]!), 8 * unit, true) : [rest, null];
  const name = fitText(g, product!.card.name, BODY_FONT, nameArea, 44 * unit * scale, { maxLines: 2 });
  const big = fitText(g, price ?? (look.upper ? product!.card.name.toUpperCase() : product!.card.name), look.font, priceArea, 150 * unit * scale, {
    maxLines: price ? 1 : 2,
  });
  const line =
    headline && lineArea ? fitText(g, look.upper ? headline.toUpperCase() : headline, look.font, lineArea, 56 * unit * scale, { maxLines: 2 }) : null;
  // the card hugs its words: it shrinks to them, centred where it was
  const top = name.box.y - 24 * unit * scale;
  const bottom = (line ?? big).box.y + (line ?? big).box.height + 24 * unit * scale;
  const panel = { x: card.x, y: top, width: card.width, height: bottom - top };
  return {
    boxes: [
      ...(photoRect ? [asBox('image', photoRect)] : []),
      asBox('text', panel),
      asBox('text', name.box, { color: colors.ink }),
      asBox('headline', big.box, { color: colors.accent, large: true }),
      ...(line ? [asBox('text', line.box, { color: colors.ink, large: true })] : []),
    ],
    backdrop: photo,
    draw(g, t, frame, words) {
      if (photo && photoRect) drawPhoto(g, photo, photoRect, t, { radius: 24 * unit });
      drawPanel(g, panel, colors.panel, t - 0.15, 30 * unit);
      if (!words) return;
      drawStill(g, name, t - 0.2, colors.ink);
      const s = easeOutBack(clamp01((t - 0.2) / 0.4));
      g.save();
      g.translate(big.centerX, big.box.y + big.box.height / 2);
      g.scale(s, s);
      g.translate(-big.centerX, -(big.box.y + big.box.height / 2));
      drawStill(g, big, 1, colors.accent);
      g.restore();
      if (line) drawWords(g, line, look, t - 0.45, colors.ink, frame);
    },
  };
};
