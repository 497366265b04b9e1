import type { Kysely } from 'kysely';

/**
 * Fair job queue, run tokens and memory provenance (docs/decisions/0012-jobs-and-events.md):
 * - jobs.attempt: the run token, bumped by every claim; a running job writes only while the row
 *   still says `running` with its attempt, so a late answer after fail, pause or delete changes nothing.
 * - jobs.address: the client address that queued the job, for the per-address waiting limit.
 * - job_admissions: every accepted job (owner, address, time), for the per-minute limits; kept
 *   apart from jobs so deleting a conversation does not reset the count. Rows older than the
 *   window are deleted as new ones come.
 * - memory_origins: which conversations (and jobs) produced a translation memory entry, and the
 *   target each gave, so deleting a conversation removes what only it produced and gives a shared
 *   entry back the wording of the conversations that remain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('jobs').addColumn('address', 'varchar(64)').execute();
  await db.schema.createIndex('jobs_address_state').on('jobs').columns(['address', 'state']).execute();

  await db.schema
    .createTable('job_admissions')
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_admissions_owner').on('job_admissions').columns(['owner', 'created_at']).execute();
  await db.schema
    .createIndex('job_admissions_address')
    .on('job_admissions')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema.createIndex('job_admissions_time').on('job_admissions').column('created_at').execute();

  await db.schema
    .createTable('memory_origins')
    .addColumn('memory_key', 'char(64)', (col) =>
      col.notNull().references('translation_memory.key').onDelete('cascade'),
    )
    .addColumn('conversation_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('job_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('memory_origins_pk', ['memory_key', 'conversation_id'])
    .execute();
  await db.schema.createIndex('memory_origins_conversation').on('memory_origins').column('conversation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memory_origins').execute();
  await db.schema.dropTable('job_admissions').execute();
  await db.schema.dropIndex('jobs_address_state').execute();
  await db.schema.alterTable('jobs').dropColumn('address').execute();
  await db.schema.alterTable('jobs').dropColumn('attempt').execute();
}
