import { runRender, type RenderDeps } from '../../modules/renders/service';
import { renderVideoJob } from '../../jobs/definitions/render-video';
import type { JobHandler } from '../../jobs/job-definition';

export function renderVideoHandler(
  deps: Pick<RenderDeps, 'db' | 'storage' | 'config' | 'logger' | 'mediaTools' | 'providers' | 'shutdownSignal'>,
): JobHandler<typeof renderVideoJob.payload> {
  return { definition: renderVideoJob, run: ({ jobId }) => runRender(deps, jobId) };
}
