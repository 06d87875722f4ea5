/** Where the browser fetches a video: demo ids (`demo_…`) have their own proxy path (spec section 7). */
export function videoProxyUrl(id: string): string {
  return id.startsWith('demo_') ? `/api/public/demo-video-proxy/${encodeURIComponent(id)}` : `/api/public/video-proxy/${encodeURIComponent(id)}`;
}

/** A public video's poster (a JPEG still, cached for good: a render's poster never changes). */
export function videoPosterUrl(id: string): string {
  return `/api/public/posters/${encodeURIComponent(id)}`;
}

/** The opt-in page's showcase video's poster, whichever video an admin has chosen (cached briefly). */
export const SHOWCASE_POSTER_URL = '/api/public/showcase-poster';
