import type { CurriculumModuleId } from '@common/catalog/curriculum';
import { randomBytes } from 'node:crypto';
import type { Transaction } from '../../db/client';
import { publishEvent } from '../../events/publish';
import type { LearningContent } from './content';
import { catalogueEntry, summarise } from './module-summary';
import { findUserName, insertCertificate, insertModuleCompletion, readUserProgress } from './repository';

/**
 * Issues the module's completion and certificate once, when every lesson is read, every task done
 * and the quiz passed. Call it at the end of any transaction that records progress (under
 * `lockLearner`, so two concurrent steps cannot both miss each other's row).
 */
export async function completeModuleIfDone(tx: Transaction, content: LearningContent, userId: string, moduleId: CurriculumModuleId, now: Date): Promise<boolean> {
  const published = content.get(moduleId);
  if (!published) return false;
  const summary = summarise(catalogueEntry(moduleId), published, await readUserProgress(tx, userId));
  if (!summary.completed) return false;
  if (!(await insertModuleCompletion(tx, { userId, moduleId, completedAt: now }))) return true;
  await publishEvent(tx, 'module.completed', { userId, moduleId });
  const holderName = (await findUserName(tx, userId)) ?? 'Unknown';
  const entry = catalogueEntry(moduleId);
  const certificate = await insertCertificate(tx, {
    id: randomBytes(16).toString('hex'),
    userId,
    moduleId,
    holderName,
    moduleTitle: entry.title,
    hours: entry.hours,
    issuedAt: now,
  });
  if (certificate) await publishEvent(tx, 'certificate.issued', { userId, moduleId, certificateId: certificate.id });
  return true;
}
