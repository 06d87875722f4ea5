import { createCanvas, loadImage, type Canvas, type Image } from '../../canvas/index';
import type { RenderProduct } from '../video-provider';

/** How much taller than the frame a photo's backdrop is: the painter drifts it up by that much over the scene. */
export const BACKDROP_DRIFT = 0.06;

/**
 * One product image ready to paint, with what the painter draws of it made once and then only
 * copied: a full-frame resample of the backdrop or the photo on every frame was most of a product
 * scene's cost (docs/decisions/070).
 */
export type ProductPhoto = {
  image: Image;
  /** Its blurred, colour-matched enlargement: `width` wide, BACKDROP_DRIFT taller than `height`. */
  backdrop(width: number, height: number): Canvas;
  /** The photo covering a `width` × `height` box (white behind a transparent one), on rounded corners. */
  framed(width: number, height: number, radius: number): Canvas;
};
/** The product card as the painter reads it: its words, and its images and logo decoded once. */
export type ProductAssets = { card: Omit<RenderProduct, 'images' | 'logo'>; photos: ProductPhoto[]; logo: Image | null };

/**
 * The enlargement a photo sits on instead of letterbox bars: the photo itself covering the frame,
 * blurred and slightly darkened, so the backdrop always matches the picture's colours. Blurring
 * a small copy and scaling it up is as smooth as blurring the frame and far cheaper.
 */
function blurredBackdrop(image: Image, width: number, frameHeight: number): Canvas {
  const height = Math.round(frameHeight * (1 + BACKDROP_DRIFT));
  const small = createCanvas(Math.max(8, Math.round(width / 8)), Math.max(8, Math.round(height / 8)));
  const sg = small.getContext('2d');
  const cover = Math.max(small.width / image.width, small.height / image.height) * 1.2;
  sg.filter = `blur(${Math.max(2, Math.round(small.width / 28))}px)`;
  sg.drawImage(image, (small.width - image.width * cover) / 2, (small.height - image.height * cover) / 2, image.width * cover, image.height * cover);
  sg.filter = 'none';
  sg.fillStyle = 'rgba(0,0,0,0.28)';
  sg.fillRect(0, 0, small.width, small.height);
  const full = createCanvas(width, height);
  const fg = full.getContext('2d');
  fg.imageSmoothingQuality = 'high';
  fg.drawImage(small, 0, 0, width, height);
  return full;
}

/** The photo as a layout shows it: covering its box, on rounded corners, resampled once at high quality. */
function framedPhoto(image: Image, width: number, height: number, radius: number): Canvas {
  const framed = createCanvas(width, height);
  const g = framed.getContext('2d');
  g.beginPath();
  g.roundRect(0, 0, width, height, radius);
  g.clip();
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  const cover = Math.max(width / image.width, height / image.height);
  g.imageSmoothingQuality = 'high';
  g.drawImage(image, (width - image.width * cover) / 2, (height - image.height * cover) / 2, image.width * cover, image.height * cover);
  return framed;
}

async function tryLoad(file: string): Promise<Image | null> {
  try {
    return await loadImage(file);
  } catch {
    return null; // an unreadable file is left out, like a missing one
  }
}

export async function loadProductAssets(product: RenderProduct | null | undefined): Promise<ProductAssets | null> {
  if (!product) return null;
  const { images, logo, ...card } = product;
  const decoded = (await Promise.all(images.map((file) => tryLoad(file.path)))).filter((image): image is Image => image !== null);
  const photos = decoded.map((image): ProductPhoto => {
    let backdrop: { key: string; canvas: Canvas } | null = null;
    const framed = new Map<string, Canvas>();
    return {
      image,
      backdrop(width, height) {
        const key = `${width}x${height}`;
        if (backdrop?.key !== key) backdrop = { key, canvas: blurredBackdrop(image, width, height) };
        return backdrop.canvas;
      },
      framed(width, height, radius) {
        const key = `${width}x${height}r${radius}`;
        let canvas = framed.get(key);
        if (!canvas) framed.set(key, (canvas = framedPhoto(image, width, height, radius)));
        return canvas;
      },
    };
  });
  return { card, photos, logo: logo ? await tryLoad(logo.path) : null };
}
