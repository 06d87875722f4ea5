import { backfillPosters, type RenderDeps } from '../../modules/renders/service';
import { backfillPostersJob } from '../../jobs/definitions/backfill-posters';
import type { JobHandler } from '../../jobs/job-definition';

export function backfillPostersHandler(
  deps: Pick<RenderDeps, 'db' | 'storage' | 'logger' | 'mediaTools' | 'shutdownSignal'>,
): JobHandler<typeof backfillPostersJob.payload> {
  return {
    definition: backfillPostersJob,
    run: async () => {
      await backfillPosters(deps);
    },
  };
}
