/** GET /api/leads/pixel.gif: the open-tracking pixel of a submitted address (an <img>, not a fetch). */
export function pixelUrl(email: string, campaign: string | undefined): string {
  const query = new URLSearchParams({ email });
  if (campaign) query.set('campaign', campaign);
  return `/api/leads/pixel.gif?${query}`;
}
