import type { SKRSContext2D } from '@napi-rs/canvas';
import { createCanvas } from '@napi-rs/canvas';

export const painter = (): SKRSContext2D => createCanvas(1, 1).getContext('2d');
