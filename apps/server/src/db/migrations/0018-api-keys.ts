import type { Kysely } from 'kysely';

/**
 * api_keys: an account's secrets for the public APIs (docs/decisions/0027-api-keys.md). Only the
 * SHA-256 of a secret is kept, looked up as it is; `prefix` is the start the key list shows.
 * A revoked key stays (revoked_at set) so its owner's usage history keeps a name for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(240)', (col) => col.notNull())
    .addColumn('prefix', 'varchar(16)', (col) => col.notNull())
    .addColumn('secret_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    /** Written at most once a minute per key, not at every request. */
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
