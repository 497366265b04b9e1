import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Accounts, second part: the Google (OpenID) subject linked to an account, profile pictures
 * (small resized WebP images, so the database holds them on every profile), the client address
 * of failed sign-ins (per-address throttling), OpenID sign-ins in flight (state, PKCE verifier and
 * nonce, hashed state as key), passes of the human check (hashed tokens), and the times codes
 * were sent to each address (a per-address hourly limit on top of the resend countdown).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema.alterTable('users').addColumn('google_sub', 'varchar(255)').execute();
  await db.schema.createIndex('users_google_sub').on('users').column('google_sub').unique().execute();

  await db.schema
    .createTable('avatars')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('content', binary, (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('login_failures').addColumn('ip', 'varchar(64)').execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'failed_at']).execute();

  await db.schema
    .createTable('oauth_flows')
    .addColumn('state_hash', 'char(64)', (col) => col.primaryKey())
    .addColumn('code_verifier', 'varchar(128)', (col) => col.notNull())
    .addColumn('nonce', 'varchar(128)', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('client_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('human_passes')
    .addColumn('token_hash', 'char(64)', (col) => col.primaryKey())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('code_sends')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('code_sends_email').on('code_sends').columns(['email', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_sends').execute();
  await db.schema.dropTable('human_passes').execute();
  await db.schema.dropTable('oauth_flows').execute();
  await db.schema.dropIndex('login_failures_ip').execute();
  await db.schema.alterTable('login_failures').dropColumn('ip').execute();
  await db.schema.dropTable('avatars').execute();
  await db.schema.dropIndex('users_google_sub').execute();
  await db.schema.alterTable('users').dropColumn('google_sub').execute();
}
