import type { Kysely } from 'kysely';

/**
 * Poison jobs are bounded (docs/decisions/0024-many-processes.md, amended):
 * - jobs.lost_runs: runs of the job whose process died under it, counted when another worker
 *   takes the job over after its lease lapsed, or when the holder's next life takes it back at
 *   start. Not `attempt`, which every claim bumps (slices given back and hand-backs at shutdown
 *   too). A job at JOB_MAX_ATTEMPTS lost runs fails at its next claim, before any engine call.
 * - jobs_state_updated: the console's list of failed jobs, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('lost_runs', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('jobs_state_updated').on('jobs').columns(['state', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_state_updated').execute();
  await db.schema.alterTable('jobs').dropColumn('lost_runs').execute();
}
