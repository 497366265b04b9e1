import type { Kysely } from 'kysely';

/**
 * upload_admissions: every accepted upload (owner, client address, time), for the per-minute
 * upload limits per owner and per address (docs/decisions/0016-hostile-input.md). Rows older than
 * the window are deleted as new ones come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_admissions')
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('upload_admissions_owner')
    .on('upload_admissions')
    .columns(['owner', 'created_at'])
    .execute();
  await db.schema
    .createIndex('upload_admissions_address')
    .on('upload_admissions')
    .columns(['address', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_admissions').execute();
}
