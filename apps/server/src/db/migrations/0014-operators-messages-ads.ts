import type { Kysely } from 'kysely';

/**
 * The operator console (docs/decisions/0022-operator-console.md): the operator role and disabled
 * accounts, the audit log of operator actions, system messages with who closed them, advertising
 * spaces with their per-locale content and who closed them, and the plan right to be spared ads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(12)', (col) => col.notNull().defaultTo('user'))
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'bigint').execute();
  await db.schema
    .alterTable('plans')
    .addColumn('ad_free', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ plans: { id: string; ad_free: number } }>)
    .updateTable('plans')
    .set({ ad_free: 1 })
    .where('id', 'in', ['member', 'member-yearly', 'enterprise'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('operator_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('operator_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('target', 'varchar(200)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('system_messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(1)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('position', 'varchar(20)', (col) => col.notNull())
    .addColumn('audience', 'varchar(12)', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)')
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('system_message_closes')
    .addColumn('message_id', 'varchar(36)', (col) => col.notNull().references('system_messages.id').onDelete('cascade'))
    .addColumn('viewer', 'varchar(80)', (col) => col.notNull())
    .addColumn('closed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('system_message_closes_pk', ['message_id', 'viewer'])
    .execute();

  await db.schema
    .createTable('ad_spaces')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slot', 'varchar(40)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('shows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('closes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('ad_contents')
    .addColumn('ad_id', 'varchar(36)', (col) => col.notNull().references('ad_spaces.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('text', 'varchar(300)', (col) => col.notNull())
    .addColumn('image_url', 'varchar(2000)')
    .addColumn('link_url', 'varchar(2000)')
    .addPrimaryKeyConstraint('ad_contents_pk', ['ad_id', 'locale'])
    .execute();
  await db.schema
    .createTable('ad_closes')
    .addColumn('ad_id', 'varchar(36)', (col) => col.notNull().references('ad_spaces.id').onDelete('cascade'))
    .addColumn('viewer', 'varchar(80)', (col) => col.notNull())
    .addColumn('closed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('ad_closes_pk', ['ad_id', 'viewer'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ad_closes', 'ad_contents', 'ad_spaces', 'system_message_closes', 'system_messages']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('audit_log_time').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('plans').dropColumn('ad_free').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
