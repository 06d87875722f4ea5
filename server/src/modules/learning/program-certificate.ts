import { CERTIFIED_CREATOR_PROGRAM, CURRICULUM_MODULE_IDS } from '@common/catalog/curriculum';
import type { Database } from '../../db/client';
import { issueCertificate } from './certificate-issue';
import { lockLearner, readUserProgress, type CertificateRow } from './repository';

/**
 * The program certificate, Reelwright Certified Creator: issued once, when the learner holds a
 * valid (not revoked) certificate of each of the seven modules. Called for every
 * `certificate.issued` event (at least once delivery): under the learner's program lock, and the
 * unique (user, module) index makes a second issue a no-op, so a replay or two events racing issue
 * one. Its hours are the seven certificates' hours as they were issued.
 */
export async function issueProgramCertificateIfDone(db: Database, userId: string, now: Date): Promise<CertificateRow | undefined> {
  return db.transaction(async (tx) => {
    await lockLearner(tx, userId, CERTIFIED_CREATOR_PROGRAM.id);
    const { certificates } = await readUserProgress(tx, userId);
    if (certificates.some((c) => c.kind === 'program')) return undefined;
    const held = CURRICULUM_MODULE_IDS.map((moduleId) => certificates.find((c) => c.kind === 'module' && c.moduleId === moduleId && !c.revokedAt));
    if (held.some((c) => !c)) return undefined;
    const hours = held.reduce((sum, c) => sum + c!.hours, 0);
    return issueCertificate(tx, { userId, kind: 'program', moduleId: CERTIFIED_CREATOR_PROGRAM.id, title: CERTIFIED_CREATOR_PROGRAM.title, hours, now });
  });
}
