import type { SKRSContext2D } from '../../canvas/index';
import { seededRandom } from '@common/rules/seeded-random';
import type { Backdrop, StyleLook } from './style-looks';

export type Frame = { g: SKRSContext2D; width: number; height: number; unit: number; time: number; frame: number; seed: number };

type Painter = (f: Frame, look: StyleLook) => void;

function circle(g: SKRSContext2D, x: number, y: number, r: number) {
  g.beginPath();
  g.arc(x, y, Math.max(0.5, r), 0, Math.PI * 2);
  g.fill();
}

/** Points for the same pseudo-random layout every frame; motion comes from `time`. */
function layout(seed: number, count: number) {
  const rnd = seededRandom(seed);
  return Array.from({ length: count }, () => ({ x: rnd(), y: rnd(), r: rnd(), phase: rnd() * Math.PI * 2, speed: 0.5 + rnd() }));
}

const blobs: Painter = ({ g, width, height, unit, time, seed }, look) => {
  for (const [i, p] of layout(seed, 7).entries()) {
    g.globalAlpha = 0.35;
    g.fillStyle = i % 2 ? look.second : look.accent;
    const bob = Math.sin(time * 1.6 * p.speed + p.phase);
    circle(g, p.x * width + bob * 30 * unit, p.y * height + Math.cos(time * p.speed + p.phase) * 40 * unit, (60 + p.r * 120) * unit * (1 + 0.08 * bob));
  }
  g.globalAlpha = 1;
};

const letterboxRays: Painter = ({ g, width, height, time }, look) => {
  g.save();
  g.translate(width * 0.15, -height * 0.1);
  g.rotate(0.5 + Math.sin(time * 0.2) * 0.05);
  g.fillStyle = look.accent;
  for (let i = 0; i < 5; i++) {
    g.globalAlpha = 0.05 + 0.03 * Math.sin(time * 0.8 + i);
    g.fillRect(i * width * 0.12, 0, width * 0.05, height * 2);
  }
  g.restore();
  g.globalAlpha = 1;
};

const softBokeh: Painter = ({ g, width, height, unit, time, seed }, look) => {
  for (const p of layout(seed, 12)) {
    const r = (30 + p.r * 90) * unit;
    const y = (((p.y - time * 0.03 * p.speed) % 1) + 1) % 1;
    g.globalAlpha = 0.25;
    g.fillStyle = look.second;
    circle(g, p.x * width, y * height, r);
  }
  g.globalAlpha = 1;
};

const speedLines: Painter = ({ g, width, height, frame }, look) => {
  const rnd = seededRandom(frame * 7919);
  g.strokeStyle = look.ink;
  const cx = width / 2;
  const cy = height / 2;
  const reach = Math.hypot(width, height) / 2;
  for (let i = 0; i < 48; i++) {
    const a = rnd() * Math.PI * 2;
    const inner = reach * (0.45 + rnd() * 0.35);
    g.globalAlpha = 0.25 + rnd() * 0.4;
    g.lineWidth = 2 + rnd() * 6;
    g.beginPath();
    g.moveTo(cx + Math.cos(a) * inner, cy + Math.sin(a) * inner);
    g.lineTo(cx + Math.cos(a) * reach * 1.1, cy + Math.sin(a) * reach * 1.1);
    g.stroke();
  }
  g.globalAlpha = 1;
};

function wobblyShape(g: SKRSContext2D, x: number, y: number, r: number, wobble: number, time: number, phase: number) {
  g.beginPath();
  for (let k = 0; k <= 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    const rr = r * (1 + wobble * Math.sin(a * 3 + phase + time) + wobble * 0.5 * Math.cos(a * 5 - phase));
    if (k === 0) g.moveTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    else g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  g.closePath();
}

const washes: Painter = ({ g, width, height, unit, time, seed }, look) => {
  for (const [i, p] of layout(seed, 6).entries()) {
    g.globalAlpha = 0.18;
    g.fillStyle = [look.accent, look.second, look.ink][i % 3]!;
    wobblyShape(g, p.x * width, p.y * height, (120 + p.r * 160) * unit, 0.12, time * 0.4, p.phase);
    g.fill();
  }
  g.globalAlpha = 1;
};

const clayBlobs: Painter = ({ g, width, height, unit, time, seed }, look) => {
  g.lineWidth = 8 * unit;
  g.strokeStyle = look.ink;
  for (const [i, p] of layout(seed, 5).entries()) {
    g.fillStyle = i % 2 ? look.accent : look.second;
    // a stop-motion wobble: shapes move in steps of 1/12 s, like clay posed frame by frame
    const stepped = Math.floor(time * 12) / 12;
    wobblyShape(g, p.x * width, p.y * height, (50 + p.r * 70) * unit, 0.08, stepped * 2, p.phase);
    g.fill();
    g.stroke();
  }
};

const halftone: Painter = ({ g, width, height, unit, time }, look) => {
  const step = 34 * unit;
  g.fillStyle = look.accent;
  g.globalAlpha = 0.35;
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      const wave = Math.sin((x / width) * 4 + (y / height) * 3 - time * 2);
      circle(g, x, y, step * 0.18 * (1.4 + wave));
    }
  }
  g.globalAlpha = 1;
};

function perspectiveGrid(f: Frame, color: string, horizon: number) {
  const { g, width, height, time } = f;
  g.strokeStyle = color;
  g.lineWidth = 2 * f.unit;
  g.globalAlpha = 0.7;
  for (let i = -10; i <= 10; i++) {
    g.beginPath();
    g.moveTo(width / 2 + i * width * 0.02, horizon);
    g.lineTo(width / 2 + i * width * 0.25, height);
    g.stroke();
  }
  for (let k = 0; k < 10; k++) {
    const d = ((k + ((time * 1.5) % 1)) / 10) ** 2;
    const y = horizon + d * (height - horizon);
    g.beginPath();
    g.moveTo(0, y);
    g.lineTo(width, y);
    g.stroke();
  }
  g.globalAlpha = 1;
}

const neonGrid: Painter = (f, look) => {
  perspectiveGrid(f, look.accent, f.height * 0.62);
  f.g.fillStyle = look.second;
  f.g.globalAlpha = 0.6 + 0.4 * Math.sin(f.time * 9);
  f.g.fillRect(0, f.height * 0.62 - 2 * f.unit, f.width, 3 * f.unit);
  f.g.globalAlpha = 1;
};

const filmGrain: Painter = ({ g, width, height, unit, frame }, look) => {
  const rnd = seededRandom(frame * 104729);
  g.fillStyle = look.ink;
  for (let i = 0; i < 160; i++) {
    g.globalAlpha = 0.08 + rnd() * 0.12;
    g.fillRect(rnd() * width, rnd() * height, 2 * unit, 2 * unit);
  }
  g.globalAlpha = 0.25;
  g.fillRect(rnd() * width, 0, 1.5 * unit, height); // a scratch that jumps every frame
  g.globalAlpha = 1;
};

const minimalLine: Painter = ({ g, width, height, unit, time }, look) => {
  g.fillStyle = look.accent;
  const y = height * 0.78;
  g.fillRect(width * 0.1, y, width * 0.8 * ((time * 0.25) % 1), 4 * unit);
  circle(g, width * 0.1 + width * 0.8 * ((time * 0.25) % 1), y + 2 * unit, 10 * unit);
};

const paperLayers: Painter = ({ g, width, height, unit, time }, look) => {
  const colors = [look.second, look.accent, look.ink];
  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.72 + layer * 0.09);
    const shift = time * (20 + layer * 15) * unit;
    for (const [dx, dy, color, alpha] of [
      [6 * unit, 8 * unit, '#000000', 0.18],
      [0, 0, colors[layer]!, 1],
    ] as const) {
      g.globalAlpha = alpha;
      g.fillStyle = color;
      g.beginPath();
      g.moveTo(0, height);
      for (let x = 0; x <= width; x += width / 12) {
        g.lineTo(x + dx, base + dy + Math.sin((x + shift) / (90 * unit) + layer) * 22 * unit);
      }
      g.lineTo(width, height);
      g.closePath();
      g.fill();
    }
  }
  g.globalAlpha = 1;
};

const sunsetGrid: Painter = (f, look) => {
  const { g, width, height, unit } = f;
  const horizon = height * 0.6;
  const r = Math.min(width, height) * 0.28;
  const sun = g.createLinearGradient(0, horizon - r * 2, 0, horizon);
  sun.addColorStop(0, look.accent);
  sun.addColorStop(1, '#ff2a6d');
  g.fillStyle = sun;
  circle(g, width / 2, horizon - r * 0.6, r);
  g.fillStyle = look.background[0];
  for (let k = 0; k < 5; k++) g.fillRect(0, horizon - r * 0.6 + k * 14 * unit, width, (3 + k * 1.5) * unit);
  g.fillStyle = '#12002a';
  g.fillRect(0, horizon, width, height - horizon);
  perspectiveGrid(f, look.second, horizon);
};

const venetian: Painter = ({ g, width, height, time }, look) => {
  g.save();
  g.rotate(-0.35);
  g.fillStyle = look.ink;
  const band = height / 14;
  const drift = (time * 10) % (band * 2);
  for (let y = -height; y < height * 2; y += band * 2) {
    g.globalAlpha = 0.07;
    g.fillRect(-width, y + drift, width * 3, band);
  }
  g.restore();
  g.globalAlpha = 1;
};

const PAINTERS: Record<Backdrop, Painter> = {
  blobs,
  'letterbox-rays': letterboxRays,
  'soft-bokeh': softBokeh,
  'speed-lines': speedLines,
  washes,
  'clay-blobs': clayBlobs,
  halftone,
  'neon-grid': neonGrid,
  'film-grain': filmGrain,
  'minimal-line': minimalLine,
  'paper-layers': paperLayers,
  'sunset-grid': sunsetGrid,
  venetian,
};

export function paintBackdrop(frame: Frame, look: StyleLook): void {
  PAINTERS[look.backdrop](frame, look);
}
