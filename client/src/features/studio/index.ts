// The studio's public entry for other features (the insights screens pick finished videos and reuse its form parts).
export { useVideoList } from './api/list-videos';
export { ChoiceGroup } from './components/choice-group';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { panelProps, TabBar } from './components/tab-bar';
