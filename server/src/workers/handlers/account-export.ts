import { runExport, type UserDataJobDeps } from '../../modules/account/service';
import { accountExportJob } from '../../jobs/definitions/account-export';
import type { JobHandler } from '../../jobs/job-definition';

export function accountExportHandler(deps: UserDataJobDeps): JobHandler<typeof accountExportJob.payload> {
  return { definition: accountExportJob, run: ({ exportId }) => runExport(deps, exportId) };
}
