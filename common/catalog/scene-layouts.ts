// The scene layouts the local engine knows (issue 27, docs/decisions/059). The script writer names
// one per scene; the creator can change it on the storyboard. `needsImage`: the layout shows a
// product image and falls back to `text` when the video has none.

export type SceneLayoutEntry = { id: string; name: string; needsImage: boolean };

export const SCENE_LAYOUTS = {
  hero: { id: 'hero', name: 'Product reveal', needsImage: true },
  features: { id: 'features', name: 'Feature callouts', needsImage: true },
  problem: { id: 'problem', name: 'Problem or before/after', needsImage: false },
  rating: { id: 'rating', name: 'Rating and review', needsImage: false },
  offer: { id: 'offer', name: 'Price or offer card', needsImage: false },
  cta: { id: 'cta', name: 'Call to action end card', needsImage: false },
  text: { id: 'text', name: 'Words on the backdrop', needsImage: false },
} as const satisfies Record<string, SceneLayoutEntry>;

export type SceneLayoutId = keyof typeof SCENE_LAYOUTS;
export const SCENE_LAYOUT_IDS = Object.keys(SCENE_LAYOUTS) as [SceneLayoutId, ...SceneLayoutId[]];
