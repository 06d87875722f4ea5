import type { CurriculumModuleId } from '@common/catalog/curriculum';
import type { Transaction } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { issueCertificate } from './certificate-issue';
import type { LearningContent } from './content';
import { catalogueEntry, summarise } from './module-summary';
import { insertModuleCompletion, readUserProgress } from './repository';

/**
 * Issues the module's completion and certificate once, when every lesson is read, every task done
 * and the quiz passed. Call it at the end of any transaction that records progress (under
 * `lockLearner`, so two concurrent steps cannot both miss each other's row).
 */
export async function completeModuleIfDone(
  tx: Transaction,
  content: LearningContent,
  userId: string,
  moduleId: CurriculumModuleId,
  now: Date,
): Promise<boolean> {
  const published = content.get(moduleId);
  if (!published) return false;
  const summary = summarise(catalogueEntry(moduleId), published, await readUserProgress(tx, userId));
  if (!summary.completed) return false;
  if (!(await insertModuleCompletion(tx, { userId, moduleId, completedAt: now }))) return true;
  await publishEvent(tx, 'module.completed', { userId, moduleId });
  const entry = catalogueEntry(moduleId);
  await issueCertificate(tx, { userId, kind: 'module', moduleId, title: entry.title, hours: entry.hours, now });
  return true;
}
