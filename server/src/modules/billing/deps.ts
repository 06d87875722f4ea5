import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentsProvider } from '../../providers/payments/index';

/** What billing's services are handed (the routes add the queue for the team's mail). */
export type BillingDeps = { db: Database; payments: PaymentsProvider; config: Config; now: () => Date };
