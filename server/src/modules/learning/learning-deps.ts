import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loadLearningContent, type LearningContent } from './content';
import type { SigningKey } from './credentials';

/**
 * Learning: the curriculum's published modules (lesson files), each learner's progress, the quiz,
 * practice tasks confirmed from real events, and certificates signed with the installation's key.
 * See docs/decisions/019-learning-and-certificates.md.
 */
export type LearningDeps = { db: Database; config: Config; now: () => Date; content: LearningContent; signingKey: () => Promise<SigningKey> };

export const ISSUER_NAME = 'Reelwright';

let defaultContent: LearningContent | undefined;
/** The repository's lesson files, read once (the subscribers use it; the routes get it from their deps). */
export function defaultLearningContent(): LearningContent {
  defaultContent ??= loadLearningContent();
  return defaultContent;
}
