import type { DraftInput } from '@common/contracts/studio';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { deleteDraftInside, findDraft, updateDraft } from './draft-repository';

// Another creator's draft answers exactly like one that never existed.
const notFound = () => new AppError('NOT_FOUND', 'This draft does not exist or is not yours.');

export async function getDraft(db: Executor, userId: string, id: string) {
  const draft = await findDraft(db, userId, id);
  if (!draft) throw notFound();
  return draft;
}

export async function changeDraft(db: Executor, userId: string, id: string, input: DraftInput, now: Date) {
  const draft = await updateDraft(db, userId, id, input, now);
  if (!draft) throw notFound();
  return draft;
}

export async function removeDraft(db: Executor, userId: string, id: string): Promise<void> {
  if (!(await deleteDraftInside(db, userId, id))) throw notFound();
}
