export { createElevenLabsVoiceProvider } from './elevenlabs-voice-provider';
