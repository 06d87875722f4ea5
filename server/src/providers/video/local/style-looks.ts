import type { VisualStyleId } from '@common/catalog/visual-styles';

/** How words enter a scene. */
export type TextMotion = 'bounce' | 'rise' | 'fade' | 'slam' | 'wipe' | 'type' | 'flicker' | 'pop';
/** The decoration that moves behind the words. */
export type Backdrop =
  | 'blobs'
  | 'letterbox-rays'
  | 'soft-bokeh'
  | 'speed-lines'
  | 'washes'
  | 'clay-blobs'
  | 'halftone'
  | 'neon-grid'
  | 'film-grain'
  | 'minimal-line'
  | 'paper-layers'
  | 'sunset-grid'
  | 'venetian';
export type SceneTransition = 'fade' | 'iris' | 'wipe' | 'flash' | 'slide' | 'zoom';

/** A style's palette and motion language; every one of the 13 styles has its own. */
export type StyleLook = {
  background: [string, string];
  ink: string;
  accent: string;
  second: string;
  font: string;
  upper: boolean;
  motion: TextMotion;
  backdrop: Backdrop;
  transition: SceneTransition;
  /** Music bed: beats per minute, root note (Hz), waveform, minor or major. */
  music: { bpm: number; root: number; wave: 'sine' | 'triangle' | 'square' | 'saw'; minor: boolean };
};

/** Keyed by the catalogue's style ids: a style without a look (or a look without a style) fails to type-check. */
export const STYLE_LOOKS: Record<VisualStyleId, StyleLook> = {
  pixar: {
    background: ['#ffb347', '#ff5f6d'],
    ink: '#ffffff',
    accent: '#2d6cdf',
    second: '#ffe66d',
    font: 'Fredoka',
    upper: false,
    motion: 'bounce',
    backdrop: 'blobs',
    transition: 'iris',
    music: { bpm: 118, root: 261.63, wave: 'triangle', minor: false },
  },
  cinematic: {
    background: ['#0b1320', '#1c2b3a'],
    ink: '#f4e9d8',
    accent: '#d4a373',
    second: '#3a506b',
    font: 'Anton',
    upper: true,
    motion: 'fade',
    backdrop: 'letterbox-rays',
    transition: 'fade',
    music: { bpm: 70, root: 110, wave: 'saw', minor: true },
  },
  photorealistic: {
    background: ['#e9edf0', '#b8c4cc'],
    ink: '#1d2327',
    accent: '#0a84ff',
    second: '#ffffff',
    font: 'Montserrat',
    upper: false,
    motion: 'rise',
    backdrop: 'soft-bokeh',
    transition: 'slide',
    music: { bpm: 100, root: 196, wave: 'sine', minor: false },
  },
  anime: {
    background: ['#ff2e63', '#08d9d6'],
    ink: '#ffffff',
    accent: '#252a34',
    second: '#fff200',
    font: 'Bangers',
    upper: true,
    motion: 'slam',
    backdrop: 'speed-lines',
    transition: 'flash',
    music: { bpm: 150, root: 329.63, wave: 'square', minor: false },
  },
  watercolor: {
    background: ['#fdf6ec', '#f3e1d2'],
    ink: '#3d405b',
    accent: '#81b29a',
    second: '#e07a5f',
    font: 'Playfair Display',
    upper: false,
    motion: 'fade',
    backdrop: 'washes',
    transition: 'fade',
    music: { bpm: 80, root: 220, wave: 'sine', minor: false },
  },
  claymation: {
    background: ['#f4d35e', '#ee964b'],
    ink: '#3b2f2f',
    accent: '#0d3b66',
    second: '#f95738',
    font: 'Fredoka',
    upper: false,
    motion: 'pop',
    backdrop: 'clay-blobs',
    transition: 'zoom',
    music: { bpm: 110, root: 233.08, wave: 'triangle', minor: false },
  },
  'comic-book': {
    background: ['#ffde03', '#ff0266'],
    ink: '#111111',
    accent: '#0336ff',
    second: '#ffffff',
    font: 'Bangers',
    upper: true,
    motion: 'pop',
    backdrop: 'halftone',
    transition: 'wipe',
    music: { bpm: 132, root: 293.66, wave: 'square', minor: false },
  },
  'neon-cyberpunk': {
    background: ['#090014', '#1a0033'],
    ink: '#e0fbfc',
    accent: '#ff00e6',
    second: '#00f0ff',
    font: 'Orbitron',
    upper: true,
    motion: 'flicker',
    backdrop: 'neon-grid',
    transition: 'flash',
    music: { bpm: 124, root: 146.83, wave: 'saw', minor: true },
  },
  'vintage-film': {
    background: ['#704214', '#3b2412'],
    ink: '#f5e6c8',
    accent: '#c9a66b',
    second: '#2b1b0e',
    font: 'Playfair Display',
    upper: true,
    motion: 'type',
    backdrop: 'film-grain',
    transition: 'fade',
    music: { bpm: 92, root: 196, wave: 'triangle', minor: true },
  },
  minimalist: {
    background: ['#ffffff', '#f2f2f2'],
    ink: '#111111',
    accent: '#ff3b30',
    second: '#d9d9d9',
    font: 'Montserrat',
    upper: false,
    motion: 'wipe',
    backdrop: 'minimal-line',
    transition: 'slide',
    music: { bpm: 96, root: 261.63, wave: 'sine', minor: false },
  },
  'paper-cutout': {
    background: ['#a8dadc', '#457b9d'],
    ink: '#1d3557',
    accent: '#e63946',
    second: '#f1faee',
    font: 'Permanent Marker',
    upper: false,
    motion: 'bounce',
    backdrop: 'paper-layers',
    transition: 'wipe',
    music: { bpm: 104, root: 246.94, wave: 'triangle', minor: false },
  },
  'retro-synthwave': {
    background: ['#2b1055', '#d53369'],
    ink: '#fefefe',
    accent: '#ff9a00',
    second: '#00e5ff',
    font: 'Orbitron',
    upper: true,
    motion: 'rise',
    backdrop: 'sunset-grid',
    transition: 'zoom',
    music: { bpm: 112, root: 164.81, wave: 'saw', minor: true },
  },
  noir: {
    background: ['#1a1a1a', '#000000'],
    ink: '#f5f5f5',
    accent: '#bdbdbd',
    second: '#5a5a5a',
    font: 'Anton',
    upper: true,
    motion: 'type',
    backdrop: 'venetian',
    transition: 'iris',
    music: { bpm: 76, root: 130.81, wave: 'sine', minor: true },
  },
};
