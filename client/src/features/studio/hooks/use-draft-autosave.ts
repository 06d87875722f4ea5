import type { DraftInput } from '@common/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraft, discardDraft, DRAFTS_KEY, fetchDrafts, saveDraft } from '../api/drafts';
import { DEFAULT_DRAFT, sameDraft } from '../lib/draft-defaults';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 5_000;

/**
 * The video maker's draft: the latest saved one is restored on load, and every change is saved
 * after a short pause (retried until it lands), so a reload or a lost tab loses nothing.
 */
export function useDraftAutosave() {
  const drafts = useQuery({ queryKey: DRAFTS_KEY, queryFn: fetchDrafts, staleTime: 0, gcTime: 0 });
  const [draft, setDraft] = useState<DraftInput | null>(null);
  const [draftId, setDraftId] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const lastSaved = useRef<DraftInput | null>(null);
  const inFlight = useRef(false);

  // first load: the newest draft, else a blank one
  useEffect(() => {
    if (draft || !(drafts.isSuccess || drafts.isError)) return;
    const latest = drafts.data?.drafts[0];
    if (latest) {
      const { id, updatedAt: _updatedAt, ...input } = latest;
      setDraftId(id);
      setDraft(input);
      lastSaved.current = input;
      setRestored(true);
      setSaveState('saved');
    } else {
      setDraft(DEFAULT_DRAFT);
      lastSaved.current = DEFAULT_DRAFT;
    }
  }, [drafts.isSuccess, drafts.isError, drafts.data, draft]);

  const persist = useCallback(async (input: DraftInput, id: string | null) => {
    inFlight.current = true;
    setSaveState('saving');
    try {
      const saved = id ? await saveDraft(id, input) : await createDraft(input);
      setDraftId(saved.id);
      lastSaved.current = input;
      setSaveState('saved');
    } catch {
      setSaveState('error');
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (!draft || (lastSaved.current && sameDraft(draft, lastSaved.current))) return;
    const delay = saveState === 'error' ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS;
    const timer = setTimeout(() => {
      if (!inFlight.current) void persist(draft, draftId);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, draftId, persist, saveState]);

  const update = useCallback((change: Partial<DraftInput>) => setDraft((current) => (current ? { ...current, ...change } : current)), []);

  /** Throws the draft away and starts from the defaults. */
  const startOver = useCallback(async () => {
    if (draftId) await discardDraft(draftId).catch(() => undefined);
    setDraftId(null);
    lastSaved.current = DEFAULT_DRAFT;
    setDraft(DEFAULT_DRAFT);
    setRestored(false);
    setSaveState('idle');
  }, [draftId]);

  return { draft, draftId, update, startOver, restored, saveState, loading: draft === null };
}
