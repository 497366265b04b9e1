import { type Kysely, sql } from 'kysely';

/**
 * Entitlements as a ledger (docs/decisions/0033-entitlement-ledger.md): each plan_grants row is
 * one entry of what an owner may use and when, and now says where it came from and whether it
 * still stands.
 * - order_id: the paid order that gave it (null for grants made by hand: console, grant-plan).
 * - allowance: 'counted' (chats_left counts down; null chats_left means the day's allowance applies)
 *   or 'unlimited' (an enterprise plan: no count at all, never a NULL read as zero).
 * - withdrawn_at / withdrawn_reason: when a refund, a dispute or an upgrade ended it ('refund',
 *   'dispute', 'upgrade'); a withdrawn entry gives nothing from then on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plan_grants').addColumn('order_id', 'varchar(36)').execute();
  await db.schema
    .alterTable('plan_grants')
    .addColumn('allowance', 'varchar(12)', (col) => col.notNull().defaultTo('counted'))
    .execute();
  await db.schema.alterTable('plan_grants').addColumn('withdrawn_at', 'bigint').execute();
  await db.schema.alterTable('plan_grants').addColumn('withdrawn_reason', 'varchar(20)').execute();
  await db.schema.createIndex('plan_grants_order').on('plan_grants').column('order_id').execute();
  // What an upgrade order took off its price for the unused part of the plan it replaces.
  await db.schema
    .alterTable('orders')
    .addColumn('credit', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  // Plans without any count (enterprise) are unlimited; grants made before this knew no better.
  await sql`update plan_grants set allowance = 'unlimited' where plan_id in (
    select id from plans where plan_chats is null and daily_chats is null and kind in ('member', 'enterprise'))`.execute(
    db,
  );
  // A paid order's grants were written in the transaction that paid it, stamped with its time.
  await sql`update plan_grants set order_id = (
    select o.id from orders o
    where o.owner = plan_grants.owner and o.plan_id = plan_grants.plan_id and o.paid_at = plan_grants.created_at
    limit 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('credit').execute();
  await db.schema.dropIndex('plan_grants_order').execute();
  for (const column of ['withdrawn_reason', 'withdrawn_at', 'allowance', 'order_id']) {
    await db.schema.alterTable('plan_grants').dropColumn(column).execute();
  }
}
