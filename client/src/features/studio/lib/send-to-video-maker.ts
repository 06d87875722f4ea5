import type { DraftInput } from '@common/contracts/studio';
import { createDraft } from '../api/create-draft';
import { DEFAULT_DRAFT } from './draft-defaults';

/**
 * Pre-fills the video maker from another tool (hooks, frameworks, prompts, module engines): saves
 * a new draft, which the video maker restores on load as the newest. The caller then navigates
 * to `/video-maker`.
 */
export async function sendToVideoMaker(change: Partial<DraftInput>): Promise<void> {
  await createDraft({ ...DEFAULT_DRAFT, ...change });
}
