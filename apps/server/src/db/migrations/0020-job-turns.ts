import { type Kysely, sql } from 'kysely';

/**
 * jobs.queued_at: a job's place in the line (docs/decisions/0031-fair-lanes.md). It is the job's
 * creation, moved on when the job (or another job of its owner) gives its worker back after a
 * slice, and when a paused job is resumed; the claim serves owners by the oldest place among
 * their waiting jobs. Jobs already stored take their creation time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('queued_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update jobs set queued_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('queued_at').execute();
}
