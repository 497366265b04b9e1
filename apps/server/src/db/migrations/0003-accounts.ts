import type { Kysely } from 'kysely';

/**
 * Accounts: users, their sessions (only the SHA-256 of a token is stored; an ended session is kept
 * with its reason so its token can answer 418 'signed out elsewhere'), e-mail verification codes
 * (hashed, one per address and purpose), failed sign-ins for throttling, and the outgoing mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nickname', 'varchar(100)', (col) => col.notNull())
    .addColumn('avatar', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'char(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('ended_reason', 'varchar(20)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'created_at']).execute();

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

  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('failed_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email', 'failed_at']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('to', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'login_failures', 'verification_codes', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
