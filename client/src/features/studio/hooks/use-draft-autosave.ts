import type { Draft, DraftInput } from '@common/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraft } from '../api/create-draft';
import { discardDraft } from '../api/discard-draft';
import { useDrafts } from '../api/list-drafts';
import { saveDraft } from '../api/save-draft';
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
  const drafts = useDrafts();
  const [edited, setEdited] = useState<DraftInput | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [discarded, setDiscarded] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // the last draft a save landed with (null until one lands)
  const [landed, setLanded] = useState<DraftInput | null>(null);
  const inFlight = useRef(false);

  // on load: the newest saved draft, else a blank one (the list failing to load also starts blank)
  const loaded = drafts.isSuccess || drafts.isError;
  const latest = discarded ? undefined : drafts.data?.drafts[0];
  const restoredInput = latest ? toInput(latest) : null;
  const draft = edited ?? (loaded ? (restoredInput ?? DEFAULT_DRAFT) : null);
  const draftId = savedId ?? latest?.id ?? null;
  const restored = Boolean(restoredInput);
  // What the server holds; a draft that differs is not sent yet. "Draft saved" must never stand
  // beside such an edit (a reload would lose it): it reads as saving until the autosave lands.
  const baseline = landed ?? (loaded ? (restoredInput ?? DEFAULT_DRAFT) : null);
  const unsent = Boolean(draft && baseline && !sameDraft(draft, baseline));

  const persist = useCallback(async (input: DraftInput, id: string | null) => {
    inFlight.current = true;
    setSaveState('saving');
    try {
      const saved = id ? await saveDraft(id, input) : await createDraft(input);
      setSavedId(saved.id);
      setLanded(input);
      setSaveState('saved');
    } catch {
      setSaveState('error');
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (!draft || !unsent) return;
    const delay = saveState === 'error' ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS;
    const timer = setTimeout(() => {
      if (!inFlight.current) void persist(draft, draftId);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, draftId, persist, saveState, unsent]);

  const update = useCallback((change: Partial<DraftInput>) => setEdited((current) => ({ ...(current ?? draft ?? DEFAULT_DRAFT), ...change })), [draft]);

  /** Throws the draft away and starts from the defaults. */
  const startOver = useCallback(async () => {
    if (draftId) await discardDraft(draftId).catch(() => undefined);
    setDiscarded(true);
    setSavedId(null);
    setLanded(DEFAULT_DRAFT);
    setEdited(DEFAULT_DRAFT);
    setSaveState('idle');
  }, [draftId]);

  const shownState: SaveState = unsent && saveState !== 'error' ? 'saving' : restored && saveState === 'idle' ? 'saved' : saveState;
  return { draft, draftId, update, startOver, restored, saveState: shownState, loading: draft === null };
}

function toInput({ id: _id, updatedAt: _updatedAt, ...input }: Draft): DraftInput {
  return input;
}
