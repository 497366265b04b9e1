import type { Kysely } from 'kysely';

/**
 * The operator's money console (docs/decisions/0022-operator-console.md, 0023):
 * - enterprise_requests.state ('new', 'contacted', 'closed'), who moved it last and when; every
 *   move is also in the audit log with the old and the new state.
 * - ad_views: which viewer was served which ad space and when, so that a click counts only for an
 *   ad space that viewer was shown, once per showing.
 * - orders are searched by time and revenue is summed by payment time: both get an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('enterprise_requests')
    .addColumn('state', 'varchar(12)', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('enterprise_requests').addColumn('state_changed_by', 'varchar(254)').execute();
  await db.schema.alterTable('enterprise_requests').addColumn('state_changed_at', 'bigint').execute();
  await db.schema
    .createIndex('enterprise_requests_time')
    .on('enterprise_requests')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('ad_views')
    .addColumn('ad_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('viewer', 'varchar(80)', (col) => col.notNull())
    .addColumn('shown_at', 'bigint', (col) => col.notNull())
    .addColumn('clicked_at', 'bigint')
    .addPrimaryKeyConstraint('ad_views_pk', ['ad_id', 'viewer'])
    .execute();

  await db.schema.createIndex('orders_time').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_paid').on('orders').columns(['paid_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_paid').execute();
  await db.schema.dropIndex('orders_time').execute();
  await db.schema.dropTable('ad_views').execute();
  await db.schema.dropIndex('enterprise_requests_time').execute();
  await db.schema.alterTable('enterprise_requests').dropColumn('state_changed_at').execute();
  await db.schema.alterTable('enterprise_requests').dropColumn('state_changed_by').execute();
  await db.schema.alterTable('enterprise_requests').dropColumn('state').execute();
}
