import { clamp01, easeOutBack } from '../easing';
import {
  asBox,
  BODY_FONT,
  colorsOf,
  containRect,
  drawPanel,
  drawPhoto,
  drawStill,
  fitText,
  inset,
  isWide,
  split,
  starPath,
  type LayoutPainter,
} from './layout-kit';
import { paintText } from './text';

const STAR = '#ffc83d';

/** The rating card: five stars filled to the average, the count, and a review quote with its author. */
export const paintRating: LayoutPainter = (input) => {
  const { area, unit, look, photo, product, g, scale } = input;
  const rating = product?.card.rating ?? null;
  const reviews = product?.card.reviews ?? [];
  const review = reviews.length ? reviews[input.ordinal % reviews.length]! : null;
  if (!rating && !review) return paintText(input);
  const colors = colorsOf(look);
  const gap = 22 * unit * scale;
  const wide = isWide(area);
  const [photoArea, column] = photo ? split(area, wide ? 0.4 : 0.3, gap) : [null, area];
  const photoRect = photo && photoArea ? containRect(photo.image, photoArea) : null;
  const stars = rating?.value ?? review?.rating ?? 5;
  const [starsArea, quoteArea] = review ? split(column, 0.3, gap, true) : [column, null];
  const pad = 22 * unit * scale;
  const starInner = inset(starsArea, pad);
  const starRow = { ...starInner, height: starInner.height * 0.55 };
  const r = Math.min(starRow.height / 2, starRow.width / 11);
  const starsWidth = r * 2 * 5 + r * 0.4 * 4;
  const starBox = { x: starRow.x + (starRow.width - starsWidth) / 2, y: starRow.y + (starRow.height - r * 2) / 2, width: starsWidth, height: r * 2 };
  const score = fitText(
    g,
    rating ? `${rating.value.toFixed(1)} out of 5${rating.count ? ` · ${rating.count.toLocaleString('en')} ratings` : ''}` : 'Verified review',
    BODY_FONT,
    { ...starInner, y: starBox.y + starBox.height + 10 * unit, height: starInner.y + starInner.height - (starBox.y + starBox.height + 10 * unit) },
    34 * unit * scale,
    { maxLines: 1 },
  );
  const starsPanel = { x: column.x, y: starBox.y - pad, width: column.width, height: score.box.y + score.box.height + pad - (starBox.y - pad) };
  let quote = null as null | {
    text: ReturnType<typeof fitText>;
    author: ReturnType<typeof fitText> | null;
    panel: { x: number; y: number; width: number; height: number };
  };
  if (review && quoteArea) {
    const q = inset(quoteArea, pad);
    const [textArea, authorArea] = review.author ? split(q, 0.8, 8 * unit, true) : [q, null];
    const text = fitText(g, `“${review.text}”`, BODY_FONT, textArea, 40 * unit * scale, { maxLines: 6 });
    const author =
      review.author && authorArea ? fitText(g, `— ${review.author}`, BODY_FONT, authorArea, 30 * unit * scale, { maxLines: 1, align: 'top' }) : null;
    const bottom = author ? author.box.y + author.box.height : text.box.y + text.box.height;
    quote = { text, author, panel: { x: quoteArea.x, y: text.box.y - pad, width: quoteArea.width, height: bottom + pad - (text.box.y - pad) } };
  }
  return {
    boxes: [
      ...(photoRect ? [asBox('image', photoRect)] : []),
      asBox('text', starsPanel),
      asBox('image', starBox),
      asBox('text', score.box, { color: colors.ink }),
      ...(quote ? [asBox('text', quote.panel), asBox('text', quote.text.box, { color: colors.ink })] : []),
      ...(quote?.author ? [asBox('text', quote.author.box, { color: colors.accent })] : []),
    ],
    backdrop: photo,
    draw(g, t, _frame, words) {
      if (photo && photoRect) drawPhoto(g, photo, photoRect, t, { radius: 24 * unit });
      drawPanel(g, starsPanel, colors.panel, t, 26 * unit);
      for (let i = 0; i < 5; i++) {
        const s = easeOutBack(clamp01((t - 0.2 - i * 0.12) / 0.4));
        const cx = starBox.x + r + i * r * 2.4;
        const cy = starBox.y + r;
        g.save();
        g.translate(cx, cy);
        g.scale(s, s);
        starPath(g, 0, 0, r);
        g.fillStyle = 'rgba(255,255,255,0.25)';
        g.fill();
        const fill = clamp01(stars - i);
        if (fill > 0) {
          g.save();
          g.beginPath();
          g.rect(-r, -r, r * 2 * fill, r * 2);
          g.clip();
          starPath(g, 0, 0, r);
          g.fillStyle = STAR;
          g.fill();
          g.restore();
        }
        g.restore();
      }
      if (words) drawStill(g, score, t - 0.5, colors.ink);
      if (!quote) return;
      drawPanel(g, quote.panel, colors.panel, t - 0.6, 26 * unit);
      if (!words) return;
      drawStill(g, quote.text, t - 0.7, colors.ink);
      if (quote.author) drawStill(g, quote.author, t - 0.9, colors.accent);
    },
  };
};
