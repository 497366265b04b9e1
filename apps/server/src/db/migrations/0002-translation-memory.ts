import type { Kysely } from 'kysely';

/**
 * Translation memory: one row per (account, pair, engine, agent, term base, normalised text),
 * keyed by the hash of all of them (packages/translate memoryKey), so a lookup is an index probe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('translation_memory')
    .addColumn('key', 'char(64)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(100)', (col) => col.notNull())
    .addColumn('source_language', 'varchar(20)', (col) => col.notNull())
    .addColumn('target_language', 'varchar(20)', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('translation_memory_owner').on('translation_memory').column('owner').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translation_memory').execute();
}
