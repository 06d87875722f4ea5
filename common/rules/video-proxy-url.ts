/** Where the browser fetches a video: demo ids (`demo_…`) have their own proxy path (spec section 7). */
export function videoProxyUrl(id: string): string {
  return id.startsWith('demo_') ? `/api/public/demo-video-proxy/${encodeURIComponent(id)}` : `/api/public/video-proxy/${encodeURIComponent(id)}`;
}
