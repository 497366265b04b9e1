import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { JobRow } from './job-input.ts';

/**
 * Claims the next queued job for a free worker, in one UPDATE, so that several server processes
 * sharing the database make the same decision and never take the same job twice. The order:
 * 1. owners running fewer than `perOwner` jobs first: one owner's flood takes at most its share
 *    of the workers while anyone else waits (when no one else waits, it may use them all);
 * 2. signed-in users before visitors;
 * 3. the owner with the fewest running jobs;
 * 4. the oldest waiting job: within the tiers above, that is the oldest job of the owner who has
 *    waited longest, so owners take turns (round robin) and each owner's jobs run in order.
 * `skip`: jobs this process is still unwinding (paused and resumed at once); they are taken once it has.
 * The claim bumps `attempt`, the run token every write of the run is checked against.
 */
export async function claimNextJob(
  db: Database,
  now: number,
  perOwner: number,
  skip: readonly string[] = [],
): Promise<JobRow | undefined> {
  const busy = db
    .selectFrom('jobs as r')
    .innerJoin('conversations as rc', 'rc.id', 'r.conversation_id')
    .select('rc.owner as owner')
    .select((eb) => eb.fn.countAll<number>().as('running'))
    .where('r.state', '=', 'running')
    .groupBy('rc.owner')
    .as('busy');
  let next = db
    .selectFrom('jobs as j')
    .innerJoin('conversations as c', 'c.id', 'j.conversation_id')
    .leftJoin(busy, 'busy.owner', 'c.owner')
    .select('j.id')
    .where('j.state', '=', 'queued');
  if (skip.length > 0) next = next.where('j.id', 'not in', skip);
  const running = sql`coalesce(busy.running, 0)`;
  next = next
    .orderBy(sql`case when ${running} >= ${perOwner} then 1 else 0 end`)
    .orderBy(sql`case when c.owner like 'visitor:%' then 1 else 0 end`)
    .orderBy(running)
    .orderBy('j.created_at')
    .orderBy('j.id')
    .limit(1);
  return db
    .updateTable('jobs')
    .set((eb) => ({ state: 'running', attempt: eb('attempt', '+', 1), updated_at: now }))
    .where('state', '=', 'queued')
    .where('id', '=', next)
    .returningAll()
    .executeTakeFirst();
}

/** Whether any job waits that this process could take (a lost race with another process is retried). */
export async function anyQueued(db: Database, skip: readonly string[] = []): Promise<boolean> {
  let query = db.selectFrom('jobs').select('id').where('state', '=', 'queued');
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
