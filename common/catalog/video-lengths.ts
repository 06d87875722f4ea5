// The video lengths the studio offers (issue 27) and what each costs, in credits. The price list is
// typed here once: the video maker shows it before rendering and the server charges it
// (renderCostCredits in plans.ts), so the cost shown is the cost charged. A length the API is sent
// between two of them (5 to 60 whole seconds are accepted) costs what the next one up costs, and a
// voice-over that needs more time may stretch the video only up to that length
// (docs/decisions/062-video-lengths-and-fitted-scripts.md).

export type VideoLengthEntry = { seconds: number; credits: number };

export const VIDEO_LENGTHS = [
  { seconds: 15, credits: 5 },
  { seconds: 30, credits: 10 },
  { seconds: 45, credits: 15 },
  { seconds: 60, credits: 20 },
] as const satisfies readonly VideoLengthEntry[];

export type VideoLengthSeconds = (typeof VIDEO_LENGTHS)[number]['seconds'];
export const VIDEO_LENGTH_SECONDS = VIDEO_LENGTHS.map((l) => l.seconds);
/** The maker's length when nothing else was picked: the one "one video = 5 credits" prices. */
export const DEFAULT_VIDEO_SECONDS = 15;

/** The offered length a video of `seconds` is priced and bounded by: the shortest that holds it. */
export function videoLengthFor(seconds: number): VideoLengthEntry {
  return VIDEO_LENGTHS.find((l) => seconds <= l.seconds) ?? VIDEO_LENGTHS[VIDEO_LENGTHS.length - 1]!;
}
