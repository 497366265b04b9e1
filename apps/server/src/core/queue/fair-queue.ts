import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import type { JobRow } from './job-row.ts';

/** Who claims: the worker's id, written on the job, and how long its lease lasts before a heartbeat. */
export interface Claimant {
  workerId: string;
  leaseMs: number;
}

/** How a claim chooses, besides the fair order. */
export interface ClaimOptions {
  /** Jobs this process is still unwinding (paused and resumed at once); they are taken once it has. */
  skip?: readonly string[];
  /** PostgreSQL: claims skip rows another worker is locking. */
  postgres?: boolean;
  /**
   * A claim that takes a slice from a running job (decision 0031): only jobs whose owner runs
   * fewer than its share, and none of `notOwner` (the owner whose job would give way).
   */
  lane?: { notOwner?: string };
}

/** A job a worker may take: waiting, or running under a lease that has run out (its holder died). */
function claimable(now: number, alias?: 'j' | 't') {
  const state = sql.ref(alias ? `${alias}.state` : 'state');
  const lease = sql.ref(alias ? `${alias}.lease_until` : 'lease_until');
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
 * 4. the owner whose turn came first: the oldest place in the line (`queued_at`) among its waiting
 *    jobs. A job's place is its creation, moved to the back when its owner gives a worker back
 *    after a slice (decision 0031) or resumes a pause, so owners take turns (round robin);
 * 5. that owner's oldest job, so each owner's jobs run in order.
 * The claim bumps `attempt`, the run token every write of the run is checked against, and writes
 * the claimant and its lease. A takeover (the job was running: its holder died) also counts a lost
 * run; the runner fails a job at JOB_MAX_ATTEMPTS lost runs before any engine call (job-run.ts).
 * On PostgreSQL the candidate row is locked SKIP LOCKED, so workers claiming at the same moment
 * take different jobs instead of queueing on one.
 */
export async function claimNextJob(
  db: Database,
  now: number,
  perOwner: number,
  claimant: Claimant,
  { skip = [], postgres = false, lane }: ClaimOptions = {},
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
  let waiting = db
    .selectFrom('jobs as t')
    .innerJoin('conversations as tc', 'tc.id', 't.conversation_id')
    .select('tc.owner as owner')
    .select((eb) => eb.fn.min('t.queued_at').as('turn'))
    .where(claimable(now, 't'));
  if (skip.length > 0) waiting = waiting.where('t.id', 'not in', skip);
  const turns = waiting.groupBy('tc.owner').as('turns');
  let next = db
    .selectFrom('jobs as j')
    .innerJoin('conversations as c', 'c.id', 'j.conversation_id')
    .innerJoin(turns, 'turns.owner', 'c.owner')
    .leftJoin(busy, 'busy.owner', 'c.owner')
    .select('j.id')
    .where(claimable(now, 'j'));
  if (skip.length > 0) next = next.where('j.id', 'not in', skip);
  const running = sql`coalesce(busy.running, 0)`;
  if (lane) next = next.where(sql<boolean>`${running} < ${perOwner}`);
  if (lane?.notOwner !== undefined) next = next.where('c.owner', '!=', lane.notOwner);
  next = next
    .orderBy(sql`case when ${running} >= ${perOwner} then 1 else 0 end`)
    .orderBy(sql`case when c.owner like 'visitor:%' then 1 else 0 end`)
    .orderBy(running)
    .orderBy('turns.turn')
    .orderBy('j.created_at')
    .orderBy('j.id')
    .limit(1);
  if (postgres) next = next.forUpdate('j').skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempt: eb('attempt', '+', 1),
      // The row as it was: only a running job (its lease lapsed) was lost by its holder.
      lost_runs: eb('lost_runs', '+', sql<number>`case when state = 'running' then 1 else 0 end`),
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
