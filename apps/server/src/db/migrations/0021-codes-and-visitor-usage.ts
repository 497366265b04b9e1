import { type Kysely, sql } from 'kysely';

/**
 * Hostile input, second pass (docs/decisions/0032-hostile-input-second-pass.md):
 * - verification_codes holds every code sent, one row each: a later send no longer replaces an
 *   earlier code, so the owner's code stays good for its ten minutes whatever someone else asks
 *   for. The table only ever holds codes of the last ten minutes: it is made anew (codes waiting
 *   at the upgrade are asked for again).
 * - code_guesses: wrong code guesses per (e-mail, purpose, client address), so that guesses from
 *   elsewhere never use up the owner's own tries.
 * - usage_records.visitor: 1 for a chat spent as a visitor. It stays 1 when a visitor signs in and
 *   the record moves to the account, so the address's visitor allowance is not renewed by signing in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('code_hash', 'char(64)', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup')
    .on('verification_codes')
    .columns(['email', 'purpose', 'code_hash'])
    .execute();
  await db.schema
    .createTable('code_guesses')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('guessed_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('code_guesses_email')
    .on('code_guesses')
    .columns(['email', 'purpose', 'guessed_at'])
    .execute();
  await db.schema
    .alterTable('usage_records')
    .addColumn('visitor', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update usage_records set visitor = 1 where owner like 'visitor:%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('usage_records').dropColumn('visitor').execute();
  await db.schema.dropTable('code_guesses').execute();
  await db.schema.dropTable('verification_codes').execute();
  await db.schema
    .createTable('verification_codes')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('code_hash', 'char(64)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('verification_codes_pk', ['email', 'purpose'])
    .execute();
}
