export { createElevenLabsVoiceProvider, ELEVENLABS_VOICES, wordsFromAlignment, type ElevenLabsVoiceOptions } from './elevenlabs-voice-provider';
