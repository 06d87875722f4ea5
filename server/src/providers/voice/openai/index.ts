export { createOpenAiVoiceProvider } from './openai-voice-provider';
