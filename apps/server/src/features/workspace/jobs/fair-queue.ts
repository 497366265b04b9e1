import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { JobRow } from './job-input.ts';

/** Who claims: the worker's id, written on the job, and how long its lease lasts before a heartbeat. */
export interface Claimant {
  workerId: string;
  leaseMs: number;
}

/** A job a worker may take: waiting, or running under a lease that has run out (its holder died). */
function claimable(now: number, alias?: 'j') {
  const state = sql.ref(alias ? 'j.state' : 'state');
  const lease = sql.ref(alias ? 'j.lease_until' : 'lease_until');
  return sql<boolean>`(${state} = 'queued' or (${state} = 'running' and (${lease} is null or ${lease} < ${now})))`;
}

/**
 * Claims the next job for a free worker, in one UPDATE, so that several processes sharing the
 * database make the same decision and never take the same job twice. A job is waiting, or running
 * under a lapsed lease (taken over: it resumes from its saved segments). The order:
 * 1. owners running fewer than `perOwner` jobs first: one owner's flood takes at most its share
 *    of the workers while anyone else waits (when no one else waits, it may use them all);
 * 2. signed-in users before visitors;
 * 3. the owner with the fewest running jobs;
 * 4. the oldest waiting job: within the tiers above, that is the oldest job of the owner who has
 *    waited longest, so owners take turns (round robin) and each owner's jobs run in order.
 * `skip`: jobs this process is still unwinding (paused and resumed at once); they are taken once it has.
 * The claim bumps `attempt`, the run token every write of the run is checked against, and writes
 * the claimant and its lease. On PostgreSQL the candidate row is locked SKIP LOCKED, so workers
 * claiming at the same moment take different jobs instead of queueing on one.
 */
export async function claimNextJob(
  db: Database,
  now: number,
  perOwner: number,
  claimant: Claimant,
  skip: readonly string[] = [],
  postgres = false,
): Promise<JobRow | undefined> {
  const busy = db
    .selectFrom('jobs as r')
    .innerJoin('conversations as rc', 'rc.id', 'r.conversation_id')
    .select('rc.owner as owner')
    .select((eb) => eb.fn.countAll<number>().as('running'))
    .where('r.state', '=', 'running')
    .where('r.lease_until', '>=', now)
    .groupBy('rc.owner')
    .as('busy');
  let next = db
    .selectFrom('jobs as j')
    .innerJoin('conversations as c', 'c.id', 'j.conversation_id')
    .leftJoin(busy, 'busy.owner', 'c.owner')
    .select('j.id')
    .where(claimable(now, 'j'));
  if (skip.length > 0) next = next.where('j.id', 'not in', skip);
  const running = sql`coalesce(busy.running, 0)`;
  next = next
    .orderBy(sql`case when ${running} >= ${perOwner} then 1 else 0 end`)
    .orderBy(sql`case when c.owner like 'visitor:%' then 1 else 0 end`)
    .orderBy(running)
    .orderBy('j.created_at')
    .orderBy('j.id')
    .limit(1);
  if (postgres) next = next.forUpdate('j').skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempt: eb('attempt', '+', 1),
      worker_id: claimant.workerId,
      lease_until: now + claimant.leaseMs,
      heartbeat_at: now,
      updated_at: now,
    }))
    .where(claimable(now))
    .where('id', '=', next)
    .returningAll()
    .executeTakeFirst();
}

/** Whether any job waits (or lies abandoned) that this process could take; a lost race is retried. */
export async function anyClaimable(db: Database, now: number, skip: readonly string[] = []): Promise<boolean> {
  let query = db.selectFrom('jobs').select('id').where(claimable(now));
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
