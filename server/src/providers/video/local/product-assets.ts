import { createCanvas, loadImage, type Canvas, type Image } from '../../canvas/index';
import type { RenderProduct } from '../video-provider';

/** One product image ready to paint, with its blurred, colour-matched enlargement (made on first use). */
export type ProductPhoto = { image: Image; backdrop(width: number, height: number): Canvas };
/** The product card as the painter reads it: its words, and its images and logo decoded once. */
export type ProductAssets = { card: Omit<RenderProduct, 'images' | 'logo'>; photos: ProductPhoto[]; logo: Image | null };

/**
 * The enlargement a photo sits on instead of letterbox bars: the photo itself covering the frame,
 * blurred and slightly darkened, so the backdrop always matches the picture's colours. Blurring
 * a small copy and scaling it up is as smooth as blurring the frame and far cheaper.
 */
function blurredBackdrop(image: Image, width: number, height: number): Canvas {
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
    let cached: Canvas | null = null;
    return {
      image,
      backdrop(width, height) {
        if (!cached || cached.width !== width || cached.height !== height) cached = blurredBackdrop(image, width, height);
        return cached;
      },
    };
  });
  return { card, photos, logo: logo ? await tryLoad(logo.path) : null };
}
