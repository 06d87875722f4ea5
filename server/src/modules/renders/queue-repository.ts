import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { renderVideoJob } from '../../jobs/definitions/render-video';

/**
 * A waiting render's place in the queue (1 = next), counted as pg-boss hands jobs out: higher
 * priority first, then the older. Null once a worker took it (or when it is not waiting).
 */
export async function findQueuePosition(db: Executor, renderJobId: string): Promise<number | null> {
  const result = await db.execute<{ position: number }>(sql`
    with mine as (
      select priority, created_on, id from pgboss.job
      where name = ${renderVideoJob.name} and data->>'jobId' = ${renderJobId} and state in ('created', 'retry')
      order by created_on desc limit 1
    )
    select 1 + (
      select count(*)::int from pgboss.job other, mine
      where other.name = ${renderVideoJob.name} and other.state in ('created', 'retry')
        and (other.priority > mine.priority or (other.priority = mine.priority and (other.created_on, other.id) < (mine.created_on, mine.id)))
    ) as position
    from mine`);
  return result.rows[0]?.position ?? null;
}
