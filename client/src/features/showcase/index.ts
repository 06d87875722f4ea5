// What the landing and opt-in pages use to play showcase videos.
export { ShowcasePlayer } from './components/showcase-player';
export { WatermarkOverlay } from './components/watermark-overlay';
export { useShowcaseSettings } from './api/get-showcase-settings';
