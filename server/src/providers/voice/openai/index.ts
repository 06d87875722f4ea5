export { createOpenAiVoiceProvider, OPENAI_VOICES, type OpenAiVoiceOptions } from './openai-voice-provider';
