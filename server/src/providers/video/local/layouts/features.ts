import { clamp01, easeOutCubic } from '../easing';
import {
  asBox,
  BODY_FONT,
  colorsOf,
  drawPanel,
  drawPhoto,
  drawStill,
  drawWords,
  fitText,
  headlinePanel,
  inset,
  isWide,
  split,
  type LayoutPainter,
} from './layout-kit';
import { paintText } from './text';

const PER_SCENE = 3;

/** Feature callouts beside a crop of the product photo: up to three of the card's features, sliding in one after another. */
export const paintFeatures: LayoutPainter = (input) => {
  const { area, unit, look, headline, photo, product, g, scale } = input;
  const all = product?.card.features ?? [];
  if (!photo || (!all.length && !headline)) return paintText(input);
  const start = (input.ordinal * PER_SCENE) % Math.max(1, all.length);
  const features = all.length ? all.slice(start, start + PER_SCENE) : [];
  const colors = colorsOf(look);
  const gap = 20 * unit * scale;
  const wide = isWide(area);
  let rest = area;
  let title: ReturnType<typeof headlinePanel> | null = null;
  if (headline && features.length) {
    const [top, below] = split(rest, wide ? 0.26 : 0.2, gap, true);
    title = headlinePanel(input, headline, top, 70 * unit, 2);
    rest = below;
  }
  const [photoArea, listArea] = split(rest, wide ? 0.42 : 0.5, gap, !wide);
  const crop = { ...photoArea };
  // the crop is square-ish: a detail of the product, not the whole frame
  if (crop.width > crop.height * 1.1) {
    crop.x += (crop.width - crop.height * 1.1) / 2;
    crop.width = crop.height * 1.1;
  }
  if (crop.height > crop.width * 1.3) {
    crop.y += (crop.height - crop.width * 1.3) / 2;
    crop.height = crop.width * 1.3;
  }
  const lines = features.length ? features : [headline!];
  const rowGap = 14 * unit * scale;
  const rowHeight = (listArea.height - rowGap * (lines.length - 1)) / lines.length;
  const rows = lines.map((text, i) => {
    const row = { x: listArea.x, y: listArea.y + i * (rowHeight + rowGap), width: listArea.width, height: Math.min(rowHeight, 150 * unit * scale) };
    const pad = 16 * unit * scale;
    const tick = Math.min(row.height - pad * 2, 40 * unit * scale);
    const textRect = inset({ ...row, x: row.x + tick + pad, width: row.width - tick - pad }, pad);
    const placed = fitText(g, text, BODY_FONT, textRect, 38 * unit * scale, { maxLines: 3 });
    const panel = { x: row.x, y: placed.box.y - pad, width: row.width, height: placed.box.height + pad * 2 };
    return { placed, panel, tick, pad };
  });
  // rows shrink to their words: spread them evenly over the list area again
  const used = rows.reduce((sum, r) => sum + r.panel.height, 0) + rowGap * (rows.length - 1);
  let y = listArea.y + Math.max(0, (listArea.height - used) / 2);
  for (const row of rows) {
    const dy = y - row.panel.y;
    row.panel.y += dy;
    row.placed.box.y += dy;
    for (const w of row.placed.block.words) w.y += dy;
    y += row.panel.height + rowGap;
  }
  return {
    boxes: [
      asBox('image', crop),
      ...(title ? [asBox('headline', title.panel), asBox('text', title.placed.box, { color: colors.ink, large: true })] : []),
      ...rows.flatMap((r) => [asBox('text', r.panel), asBox('text', r.placed.box, { color: colors.ink })]),
    ],
    backdrop: photo,
    draw(g, t, frame, words) {
      drawPhoto(g, photo, crop, t, { radius: 24 * unit, crop: 1.5, pan: 1 });
      if (title) {
        drawPanel(g, title.panel, colors.panel, t, 24 * unit);
        if (words) drawWords(g, title.placed, look, t, colors.ink, frame);
      }
      rows.forEach((row, i) => {
        const local = t - 0.2 - i * 0.2;
        const p = easeOutCubic(clamp01(local / 0.45));
        g.save();
        g.translate((1 - p) * 60 * unit, 0);
        drawPanel(g, row.panel, colors.panel, local, 20 * unit);
        g.globalAlpha = p;
        g.fillStyle = colors.accent;
        const cx = row.panel.x + row.pad + row.tick / 2;
        const cy = row.panel.y + row.panel.height / 2;
        g.beginPath();
        g.arc(cx, cy, row.tick / 2, 0, Math.PI * 2);
        g.fill();
        g.strokeStyle = colors.panel;
        g.lineWidth = row.tick * 0.16;
        g.beginPath();
        g.moveTo(cx - row.tick * 0.22, cy);
        g.lineTo(cx - row.tick * 0.05, cy + row.tick * 0.18);
        g.lineTo(cx + row.tick * 0.25, cy - row.tick * 0.18);
        g.stroke();
        g.globalAlpha = 1;
        if (words) drawStill(g, row.placed, local, colors.ink);
        g.restore();
      });
    },
  };
};
