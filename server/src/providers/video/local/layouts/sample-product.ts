import { createCanvas } from '../../../canvas/index';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderProduct } from '../../video-provider';

/**
 * A product card with four product-like photos and a logo drawn on the spot (PNG files in `dir`):
 * a lantern on a plain studio background in four colourways and framings, as shop photos are.
 * The layouts' tests, the look-at-it renders and the bench share it.
 */
export async function writeSampleProduct(dir: string): Promise<RenderProduct> {
  const shots = [
    { w: 1000, h: 1000, bg: '#f4f1ea', body: '#2f6b4f', zoom: 1 },
    { w: 1200, h: 800, bg: '#dfe8f1', body: '#c2452d', zoom: 0.8 },
    { w: 800, h: 1200, bg: '#ffffff', body: '#23395d', zoom: 1.1 },
    { w: 1000, h: 1000, bg: '#1f1f24', body: '#e0a526', zoom: 1.3 },
  ];
  const images = [];
  for (const [i, shot] of shots.entries()) {
    const canvas = createCanvas(shot.w, shot.h);
    const g = canvas.getContext('2d');
    g.fillStyle = shot.bg;
    g.fillRect(0, 0, shot.w, shot.h);
    const s = (Math.min(shot.w, shot.h) / 1000) * shot.zoom;
    g.translate(shot.w / 2, shot.h / 2);
    g.scale(s, s);
    // a camping lantern: glow, glass, cage, handle, base
    const glow = g.createRadialGradient(0, 0, 20, 0, 0, 340);
    glow.addColorStop(0, 'rgba(255,214,120,0.9)');
    glow.addColorStop(1, 'rgba(255,214,120,0)');
    g.fillStyle = glow;
    g.fillRect(-400, -400, 800, 800);
    g.fillStyle = '#fff3c4';
    g.beginPath();
    g.roundRect(-120, -170, 240, 300, 40);
    g.fill();
    g.strokeStyle = shot.body;
    g.lineWidth = 18;
    for (const x of [-120, -40, 40, 120]) {
      g.beginPath();
      g.moveTo(x, -170);
      g.lineTo(x, 130);
      g.stroke();
    }
    g.fillStyle = shot.body;
    g.beginPath();
    g.roundRect(-160, 130, 320, 90, 24);
    g.roundRect(-140, -230, 280, 70, 24);
    g.fill();
    g.lineWidth = 16;
    g.beginPath();
    g.arc(0, -230, 90, Math.PI, 0);
    g.stroke();
    const file = path.join(dir, `product-${i + 1}.png`);
    await writeFile(file, canvas.toBuffer('image/png'));
    images.push({ path: file, width: shot.w, height: shot.h });
  }
  const logoCanvas = createCanvas(820, 200);
  const lg = logoCanvas.getContext('2d');
  lg.fillStyle = '#2f6b4f';
  lg.beginPath();
  lg.arc(100, 100, 80, 0, Math.PI * 2);
  lg.fill();
  lg.fillStyle = '#ffd166';
  lg.beginPath();
  lg.arc(100, 100, 36, 0, Math.PI * 2);
  lg.fill();
  lg.fillStyle = '#1d2327';
  lg.font = 'bold 84px sans-serif';
  lg.fillText('Glimmerfox', 200, 130);
  const logoPath = path.join(dir, 'logo.png');
  await writeFile(logoPath, logoCanvas.toBuffer('image/png'));
  return {
    name: 'Glimmerfox Solar Lantern',
    brand: 'Glimmerfox',
    price: { amount: '49.99', currency: 'USD' },
    description: 'A solar camping lantern: 400 lumens, charges in 6 hours of sun.',
    features: ['400 lumens of warm light', 'Charges in 6 hours of sun', 'Waterproof to IPX6', 'Folds flat to 3 cm'],
    images,
    rating: { value: 4.7, count: 1284 },
    reviews: [
      { author: 'Dana R.', text: 'Lit our whole campsite for three nights on one charge. Worth every penny.', rating: 5 },
      { author: 'Sam K.', text: 'Light, bright and it survived a storm.', rating: 4 },
    ],
    logo: { path: logoPath, width: 820, height: 200 },
    themeColor: '#2f6b4f',
    sourceUrl: null,
  };
}

/**
 * A 15 s product ad's scenes as the product writer lays them out: hook, problem, features, proof,
 * offer, call to action; its narration fits the 15 s as ava-en says it at speed 1, as the writer
 * and the editor's fit leave a script (so the render says it once).
 */
export const SAMPLE_PRODUCT_SCENES = [
  { id: 's1', narration: 'Meet the Glimmerfox solar lantern.', visual: 'hero', durationSeconds: 3, headline: 'Light that charges itself' },
  { id: 's2', narration: 'Tired of lanterns that die?', visual: 'problem', durationSeconds: 2, layout: 'problem' as const },
  { id: 's3', narration: 'It charges in the sun.', visual: 'features', durationSeconds: 3 },
  { id: 's4', narration: 'Campers love it.', visual: 'rating', durationSeconds: 2, layout: 'rating' as const },
  { id: 's5', narration: 'Just forty nine dollars.', visual: 'offer', durationSeconds: 2, headline: 'Free shipping this week' },
  { id: 's6', narration: 'Grab yours today.', visual: 'cta', durationSeconds: 3, headline: 'Shop now' },
];
