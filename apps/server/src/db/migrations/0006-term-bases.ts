import type { Kysely } from 'kysely';

/**
 * Term bases: an owner's named glossaries for one language pair, and their entries. `owner_key`
 * is 'user:<id>' or 'visitor:<client id>'. `source_key` (the source folded for comparison) is
 * unique per term base, so a term cannot be entered twice; `target_key` makes search
 * case-insensitive in both dialects. Flags are integers 0/1, the same in SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('term_bases')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner_key', 'varchar(80)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('source_language', 'varchar(20)', (col) => col.notNull())
    .addColumn('target_language', 'varchar(20)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('term_bases_owner').on('term_bases').columns(['owner_key', 'updated_at']).execute();

  await db.schema
    .createTable('term_entries')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('term_base_id', 'varchar(36)', (col) => col.notNull().references('term_bases.id').onDelete('cascade'))
    .addColumn('source', 'varchar(400)', (col) => col.notNull())
    .addColumn('source_key', 'varchar(400)', (col) => col.notNull())
    .addColumn('target', 'varchar(400)', (col) => col.notNull())
    .addColumn('target_key', 'varchar(400)', (col) => col.notNull())
    .addColumn('do_not_translate', 'integer', (col) => col.notNull())
    .addColumn('case_sensitive', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('term_entries_source')
    .on('term_entries')
    .columns(['term_base_id', 'source_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('term_entries').execute();
  await db.schema.dropTable('term_bases').execute();
}
