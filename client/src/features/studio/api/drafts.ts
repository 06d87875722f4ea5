import type { Draft, DraftInput } from '@common/contracts/studio';
import type { ScriptRequest, ScriptResponse } from '@common/contracts/script';
import { apiRequest } from '@/lib/api-client';
import { apiJson } from './json';

export const DRAFTS_KEY = ['/api/studio/drafts'] as const;

export const fetchDrafts = () => apiJson<{ drafts: Draft[] }>('GET', '/api/studio/drafts');
export const createDraft = (input: DraftInput) => apiJson<Draft>('POST', '/api/studio/drafts', input);
export const saveDraft = (id: string, input: DraftInput) => apiJson<Draft>('PUT', `/api/studio/drafts/${encodeURIComponent(id)}`, input);
export const discardDraft = async (id: string) => void (await apiRequest('DELETE', `/api/studio/drafts/${encodeURIComponent(id)}`));

/** POST /api/studio/script: scenes for the settings (from the LLM when configured). */
export const writeScript = (request: ScriptRequest) => apiJson<ScriptResponse>('POST', '/api/studio/script', request);
