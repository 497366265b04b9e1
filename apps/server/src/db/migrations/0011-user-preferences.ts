import type { Kysely } from 'kysely';

/**
 * user_preferences: what the launcher remembers for a signed-in account (type, language pair,
 * mode, agent, term base, precision) as JSON, so a new browser of the same account starts from
 * the account's choices. One row per account, removed with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('choices', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
}
