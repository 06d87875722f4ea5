export { useVoices, voicesQueryOptions } from './api/list-voices';
export { previewUrlOf } from './api/voice-preview-url';
