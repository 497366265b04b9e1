import type { Kysely } from 'kysely';

/**
 * Receipts and plan-end reminders (issue 27, docs/decisions/0019-plans-and-payments.md):
 * - orders.locale: the buyer's interface language when the order was made, so the receipt and
 *   the reminders are written in it (older orders have none and take the site's default).
 * - (orders.tax_amount, the tax a payment provider computed, comes with migration 0022.)
 * - plan_end_reminders: one row per reminder sent, keyed by owner, the plan's end and the days
 *   before it, so each is sent once however many processes sweep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('locale', 'varchar(8)').execute();
  await db.schema
    .createTable('plan_end_reminders')
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('plan_end', 'bigint', (col) => col.notNull())
    .addColumn('days_before', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('plan_end_reminders_pk', ['owner', 'plan_end', 'days_before'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_end_reminders').execute();
  await db.schema.alterTable('orders').dropColumn('locale').execute();
}
