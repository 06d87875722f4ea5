import type { Draft, DraftInput } from '@common/contracts/studio';
import { apiJson } from '@/lib/api-json';

/** POST /api/studio/drafts. Called by the autosave (hooks/use-draft-autosave.ts), which orders the saves itself. */
export const createDraft = (input: DraftInput) => apiJson<Draft>('POST', '/api/studio/drafts', input);
