import { runDeletion, type UserDataJobDeps } from '../../modules/account/service';
import { accountDeleteJob } from '../../jobs/definitions/account-delete';
import type { JobHandler } from '../../jobs/job-definition';

export function accountDeleteHandler(deps: UserDataJobDeps): JobHandler<typeof accountDeleteJob.payload> {
  return { definition: accountDeleteJob, run: ({ userId }) => runDeletion(deps, userId) };
}
