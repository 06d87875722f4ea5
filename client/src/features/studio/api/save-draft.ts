import type { Draft, DraftInput } from '@common/contracts/studio';
import { apiJson } from '@/lib/api-json';

/** PUT /api/studio/drafts/{id}. Called by the autosave (hooks/use-draft-autosave.ts), which orders the saves itself. */
export const saveDraft = (id: string, input: DraftInput) => apiJson<Draft>('PUT', `/api/studio/drafts/${encodeURIComponent(id)}`, input);
