import type { Database } from '#db/database.ts';
import type { RunToken } from './run-token.ts';

/** Why a run stops before its end: the holder learns it from the job row at its next heartbeat. */
export type LostReason = 'pause' | 'deleted' | 'ended';

/**
 * A heartbeat: moves the lease of a run on while the job row still holds it (same attempt, same
 * worker, running). Answers what happened otherwise, read from the row: paused by any process,
 * deleted, or over (failed, cancelled, taken over after a lapsed lease).
 */
export async function beat(db: Database, token: RunToken, now: number, leaseMs: number): Promise<LostReason | null> {
  const result = await db
    .updateTable('jobs')
    .set({ heartbeat_at: now, lease_until: now + leaseMs })
    .where('id', '=', token.jobId)
    .where('attempt', '=', token.attempt)
    .where('worker_id', '=', token.workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return null;
  const row = await db.selectFrom('jobs').select(['state', 'attempt']).where('id', '=', token.jobId).executeTakeFirst();
  if (!row) return 'deleted';
  return row.state === 'paused' && row.attempt === token.attempt ? 'pause' : 'ended';
}

/**
 * Gives running jobs back to the queue at once: the next worker claims them without waiting for
 * the lease, and resumes from the saved segments. `jobIds`: a stopping worker's runs it did not
 * finish. Without them, every job held under this id, taken back at start from the process's
 * previous life, which died under them: each counts a lost run (a poison job is bounded by
 * JOB_MAX_ATTEMPTS). Only the jobs this worker still holds: one taken over, paused or ended
 * meanwhile is left alone.
 */
export async function handBack(db: Database, workerId: string, jobIds?: readonly string[]): Promise<number> {
  let query = db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'queued',
      worker_id: null,
      lease_until: null,
      ...(jobIds ? {} : { lost_runs: eb('lost_runs', '+', 1) }),
    }))
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running');
  if (jobIds) {
    if (jobIds.length === 0) return 0;
    query = query.where('id', 'in', jobIds);
  }
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/**
 * Gives one run's job back to the queue (a run interrupted by an outage, decision 0035): only
 * while the row still holds that run, so a job taken over meanwhile (its lease lapsed while the
 * database was away) is left to its new holder.
 */
export async function handBackRun(db: Database, token: RunToken): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', worker_id: null, lease_until: null })
    .where('id', '=', token.jobId)
    .where('attempt', '=', token.attempt)
    .where('worker_id', '=', token.workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A run that had its slice gives its worker back (decision 0031): the job waits again, behind
 * the jobs that waited meanwhile, keeping its saved segments, its charge and its message. Only
 * while the row still holds this run (a pause or deletion meanwhile wins). Then the owner's other
 * waiting jobs move back with it: the owner was served, so others take their turn first.
 */
export async function giveTurnBack(db: Database, token: RunToken, owner: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', queued_at: now, worker_id: null, lease_until: null, updated_at: now })
    .where('id', '=', token.jobId)
    .where('attempt', '=', token.attempt)
    .where('worker_id', '=', token.workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  // A statement of its own, after the give-back: it never holds one job row while waiting for another.
  await db
    .updateTable('jobs')
    .set({ queued_at: now })
    .where('state', '=', 'queued')
    .where('queued_at', '<', now)
    .where('conversation_id', 'in', (eb) => eb.selectFrom('conversations').select('id').where('owner', '=', owner))
    .execute();
  return true;
}
