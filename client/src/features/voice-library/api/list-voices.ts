import type { VoiceLibraryResponse } from '@common/contracts/voice-library';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { voiceLibraryKeys } from './voice-library-keys';

/** GET /api/voices: every voice, and which ones the signed-in user's plan unlocks. */
export const listVoices = () => apiJson<VoiceLibraryResponse>('GET', '/api/voices');

export const voicesQueryOptions = () => queryOptions({ queryKey: voiceLibraryKeys.voices, queryFn: listVoices, staleTime: 60_000 });

export function useVoices() {
  return useQuery(voicesQueryOptions());
}
