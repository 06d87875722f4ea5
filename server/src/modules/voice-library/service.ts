/** The voice library's face: the voices a creator may use and their cached previews. */
export { getVoicePreviewKey, listLibraryVoices, type VoiceLibraryDeps } from './voice-previews';
