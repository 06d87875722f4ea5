import type { Database } from '../db/client';
import type { PaymentsProvider } from '../providers/payments/index';
import type { MediaStorage } from '../providers/storage/index';

/**
 * How an area takes part in "your data" (issue 18): each module that holds something about a user
 * exports one step from its service.ts, and `userDataSteps` in server/src/workers/registry.ts lists
 * them. The export job asks every step for its part of the archive; the deletion job asks every
 * step to remove (or anonymise) its rows and files, then removes the account row itself.
 * See docs/decisions/022-account-self-service.md.
 */
export type UserDataContext = {
  db: Database;
  storage: MediaStorage;
  /** Billing ends the account's paid subscriptions at the provider before its rows go. */
  payments: PaymentsProvider;
  userId: string;
  /** The account's address when the job started (leads and mail are kept by address, not id). */
  email: string;
  now: Date;
};

/** A stored media file to copy into the archive under `files/<name>`. */
export type ExportedFile = { key: string; name: string };

export type UserDataStep = {
  /** Stable and unique: the archive's `<area>.json`, and the name the deletion job records when the step is done. */
  area: string;
  /** Everything the area holds about the user, as JSON, plus the files to include. Only this user's rows. */
  exportUserData(ctx: UserDataContext): Promise<{ data: unknown; files?: ExportedFile[] }>;
  /**
   * Removes the area's rows and files of the user (keeping only what the law needs, anonymised).
   * Must be safe to run again: a crash mid-way runs it a second time.
   */
  deleteUserData(ctx: UserDataContext): Promise<void>;
};
