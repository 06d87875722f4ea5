export const voiceLibraryKeys = {
  voices: ['/api/voices'] as const,
};
