// The studio's public entry for other features: the insights screens pick finished videos and reuse
// its form parts; the creator tools send their results to the video maker.
export { useVideoList } from './api/list-videos';
export { ChoiceGroup } from './components/choice-group';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { panelProps, TabBar } from './components/tab-bar';
export { sendToVideoMaker } from './lib/send-to-video-maker';
