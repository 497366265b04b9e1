import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, JobTable } from '#db/schema.ts';

/** One run of a job: the attempt its claim wrote, and the worker holding it. Every write of the run names both. */
export interface RunToken {
  jobId: string;
  attempt: number;
  workerId: string;
}

/** A write refused because the run is over: the job failed, was paused or deleted, or runs again elsewhere. */
export class RunEnded extends Error {
  constructor(readonly token: RunToken) {
    super(`Job ${token.jobId} run ${token.attempt} has ended`);
    this.name = 'RunEnded';
  }
}

/** Something that runs first in a write's transaction and throws when the write may not happen. */
export type WriteGuard = (trx: Kysely<DatabaseSchema>) => Promise<void>;

/**
 * Takes the job row for the rest of the transaction, if `token` is still its running attempt (the
 * same claim, by the same worker), and
 * applies `set` to it (a heartbeat at least). The UPDATE both checks and locks: in PostgreSQL a
 * concurrent fail, pause or delete of the row waits for this transaction or makes it find nothing,
 * so a late write can never land after the job left `running`. Throws RunEnded otherwise.
 */
export async function holdRun(
  trx: Kysely<DatabaseSchema>,
  token: RunToken,
  now: number,
  set: Updateable<JobTable> = {},
): Promise<void> {
  const result = await trx
    .updateTable('jobs')
    .set({ updated_at: now, ...set })
    .where('id', '=', token.jobId)
    .where('attempt', '=', token.attempt)
    .where('worker_id', '=', token.workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new RunEnded(token);
}

/**
 * The guard of a run's writes (segments, events, progress, memory, the end). `signal`: once this
 * process has aborted the run, its writes are refused before they reach the database.
 */
export function runGuard(
  token: RunToken,
  now: () => number,
  signal?: AbortSignal,
  set?: Updateable<JobTable>,
): WriteGuard {
  return async (trx) => {
    if (signal?.aborted) throw new RunEnded(token);
    await holdRun(trx, token, now(), set);
  };
}
