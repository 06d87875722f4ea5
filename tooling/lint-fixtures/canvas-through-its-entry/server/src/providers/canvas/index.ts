import './allocator';

export { createCanvas } from '@napi-rs/canvas';
export type { SKRSContext2D } from '@napi-rs/canvas';
