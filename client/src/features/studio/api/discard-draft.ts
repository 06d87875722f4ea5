import { apiRequest } from '@/lib/api-client';

/** DELETE /api/studio/drafts/{id}. Called by the autosave (hooks/use-draft-autosave.ts) when the creator starts over. */
export const discardDraft = async (id: string) => void (await apiRequest('DELETE', `/api/studio/drafts/${encodeURIComponent(id)}`));
