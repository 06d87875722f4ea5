import { SCENE_LAYOUTS, type SceneLayoutId } from '@common/catalog/scene-layouts';
import { paintCta } from './cta';
import { paintFeatures } from './features';
import { paintHero } from './hero';
import type { LayoutPainter } from './layout-kit';
import { paintOffer } from './offer';
import { paintProblem } from './problem';
import { paintRating } from './rating';
import { paintText } from './text';

/** One painter per catalogue layout: a layout id without a painter fails to type-check (and the catalogue test). */
export const LAYOUT_PAINTERS: Record<SceneLayoutId, LayoutPainter> = {
  hero: paintHero,
  features: paintFeatures,
  problem: paintProblem,
  rating: paintRating,
  offer: paintOffer,
  cta: paintCta,
  text: paintText,
};

/** What the layout choice reads of a product card. */
type CardFacts = { hasImage: boolean; features: number; hasPrice: boolean; hasProof: boolean } | null;

/**
 * The layout of each scene: the one the scene names, else one from its place in the video and
 * what the product card offers (reveal first, features and proof in the middle, the offer
 * before the end card). A layout that needs an image falls back to `text` when there is none.
 */
export function pickLayouts(scenes: readonly { layout?: SceneLayoutId | undefined }[], card: CardFacts): SceneLayoutId[] {
  const count = scenes.length;
  const middle: SceneLayoutId[] = [];
  if (card) {
    if (card.features) middle.push('features');
    if (card.hasProof) middle.push('rating');
    if (card.hasImage && !card.features) middle.push('hero');
  }
  let next = 0;
  return scenes.map((scene, i) => {
    let id: SceneLayoutId;
    if (scene.layout) id = scene.layout;
    else if (!card) id = i === count - 1 && count > 1 ? 'cta' : 'text';
    else if (i === 0) id = 'hero';
    else if (i === count - 1 && count > 1) id = 'cta';
    else if (i === count - 2 && card.hasPrice) id = 'offer';
    else id = middle.length ? middle[next++ % middle.length]! : 'text';
    return SCENE_LAYOUTS[id].needsImage && !card?.hasImage ? 'text' : id;
  });
}
