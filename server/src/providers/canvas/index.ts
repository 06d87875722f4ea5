// The one way into @napi-rs/canvas: its allocator is configured before the library loads
// (allocator.ts); an import of the package itself elsewhere is refused by the lint rules.
import './allocator';

export { createCanvas, GlobalFonts, ImageData, loadImage } from '@napi-rs/canvas';
export type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
