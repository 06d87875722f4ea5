import { safeAreaAt } from '@common/catalog/platform-presets';
import { captionPhrases } from '@common/rules/captions';
import type { FrameBox, SafeArea } from '@common/rules/frame-boxes';
import { EVERY_SCENE, type BoxReport } from '@common/rules/safe-zones';
import type { RenderSpec } from '../video-provider';
import { loadBrandLayer } from './brand-layer';
import { captionBoxes, createCaptionPainter } from './captions';
import { engineSafeArea, widerMargins } from './frame-safety';
import { registerRenderFonts } from './fonts';
import { loadProductAssets } from './product-assets';
import { createScenePainter } from './scene-painter';
import type { SceneMediaLayer } from './scene-media';
import { renderTiming } from './scene-segments';
import { hashText, type AdScript } from './script-writer';
import { STYLE_LOOKS } from './style-looks';
import type { VoiceOver } from './voice-over';

/**
 * The painter of a render's frames, set up from its spec, its script and its speech: the
 * platform's and the engine's safe areas, the captions on the speech's words, the brand kit, the
 * product's photos. The render paints with it (paint-and-encode.ts), and the render bench's floors
 * paint the very same frames with it. Also the render's box report when it has a platform.
 */
export async function createRenderPainter(
  job: { spec: RenderSpec; script: AdScript; voiceOver: VoiceOver | null; fps: number | undefined },
  media: (SceneMediaLayer | null)[] = [],
) {
  const { spec, script, voiceOver } = job;
  registerRenderFonts();
  const { width, height, durationSeconds, sceneSeconds } = renderTiming(spec, script, voiceOver, job.fps);
  // the chosen platform's margins (issue 28), and for the layouts the wider of them and the engine's own
  const platformSafe = spec.platformPreset ? safeAreaAt(spec.platformPreset, { width, height }) : undefined;
  const layoutSafe = platformSafe && widerMargins(platformSafe, engineSafeArea({ width, height, aspectRatio: spec.aspectRatio }));
  const captionPlacement =
    voiceOver && spec.captions ? { styleId: spec.captions.style, width, height, aspectRatio: spec.aspectRatio, safeArea: platformSafe } : null;
  const phrases = voiceOver && captionPlacement ? captionPhrases(voiceOver.words) : [];
  const seed = hashText(`${spec.prompt}|${spec.visualStyle}`);
  // a brand kit's font and primary colour take over the style's type and accents
  const look = spec.brandKit
    ? { ...STYLE_LOOKS[spec.visualStyle], font: spec.brandKit.font, accent: spec.brandKit.colors.primary }
    : STYLE_LOOKS[spec.visualStyle];
  const painter = createScenePainter({
    width,
    height,
    durationSeconds,
    script,
    look,
    watermark: spec.watermark,
    seed,
    media,
    brand: spec.brandKit ? await loadBrandLayer(spec.brandKit) : null,
    sceneSeconds,
    scenes: spec.scenes,
    product: await loadProductAssets(spec.product),
    aspectRatio: spec.aspectRatio,
    captionStyle: captionPlacement?.styleId ?? null,
    safeArea: layoutSafe,
    paintCaptions: captionPlacement
      ? createCaptionPainter({
          ...captionPlacement, // captions land above the platform's own caption area and clear of its buttons (issue 28)
          phrases,
          brandKit: spec.brandKit ? { colors: [spec.brandKit.colors.primary, spec.brandKit.colors.secondary] } : null,
        })
      : undefined,
  });
  const boxReport =
    spec.platformPreset && platformSafe
      ? reportBoxes(spec.platformPreset, painter, captionPlacement ? captionBoxes(phrases, captionPlacement) : [], { width, height }, platformSafe)
      : null;
  return { painter, boxReport, look, seed };
}

/**
 * The render's box report against its platform (issue 28 acceptance 2): every scene's words,
 * pictures and buttons where its layout drew them, and every caption phrase where it was drawn
 * after the safe-zone check (moved ones counted), and the corner logo and watermark drawn over
 * every scene. Scene pictures (images) are left out: a platform's buttons over a picture hide no words.
 */
export function reportBoxes(
  presetId: string,
  painter: { sceneCount: number; drawnBoxes(index: number): FrameBox[]; overlayBoxes(): FrameBox[]; sceneAt(time: number): { index: number } },
  captions: ReturnType<typeof captionBoxes>,
  frame: { width: number; height: number },
  safeArea: SafeArea,
): BoxReport {
  const boxes: BoxReport['boxes'] = [];
  for (let scene = 0; scene < painter.sceneCount; scene++)
    for (const box of painter.drawnBoxes(scene))
      if (box.kind !== 'image') boxes.push({ kind: box.kind, x: box.x, y: box.y, width: box.width, height: box.height, scene });
  for (const { phrase, box } of captions) boxes.push({ ...box, scene: painter.sceneAt(phrase.startMs / 1000).index });
  for (const box of painter.overlayBoxes()) boxes.push({ ...box, scene: EVERY_SCENE });
  return { presetId, frame, safeArea, boxes, moved: captions.filter((c) => c.moved).length };
}
