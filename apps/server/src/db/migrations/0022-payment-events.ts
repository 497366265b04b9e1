import type { Kysely } from 'kysely';

/** Columns `orders` gains: what Stripe said about the payment of an order (decision 0034). */
const ORDER_COLUMNS: [string, 'varchar(255)' | 'varchar(40)' | 'varchar(12)' | 'bigint' | 'integer', number | null][] =
  [
    // The PaymentIntent that paid the order (refunds and disputes name it).
    ['payment_intent', 'varchar(255)', null],
    // Minor units refunded so far (Stripe's running total on the charge).
    ['refunded_amount', 'bigint', 0],
    // 'open', 'won' or 'lost'; null while nobody disputed the payment.
    ['dispute_state', 'varchar(12)', null],
    // Tax Stripe Tax collected (included in the amount), and the promotion code's discount.
    ['tax_amount', 'bigint', null],
    ['discount_amount', 'bigint', null],
    // What the operator should look at: 'mismatch:…', 'stray:…' or 'auto-refunded'.
    ['payment_flag', 'varchar(40)', null],
    // Checkouts opened for the order: each attempt has its own idempotency key, and only the
    // latest attempt may store its session (two tabs paying at once leave one live session).
    ['checkout_attempts', 'integer', 0],
    // When the live checkout was opened; null when none is open (never reached the provider).
    ['checkout_opened_at', 'bigint', null],
  ];

/**
 * Stripe as its users expect (docs/decisions/0034-stripe.md): every Stripe event about an order is
 * recorded once (`payment_events`, keyed by Stripe's event id, so a redelivery changes nothing),
 * with what was done about it, and the order keeps its PaymentIntent, refunds, dispute, tax and
 * discount, and a flag for the operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, fallback] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema.createIndex('orders_payment_intent').on('orders').column('payment_intent').execute();
  await db.schema.createIndex('orders_provider_ref').on('orders').column('provider_ref').execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(36)')
    .addColumn('session_id', 'varchar(255)')
    .addColumn('payment_intent', 'varchar(255)')
    .addColumn('charge_id', 'varchar(255)')
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'varchar(3)')
    .addColumn('livemode', 'integer', (col) => col.notNull())
    .addColumn('outcome', 'varchar(40)', (col) => col.notNull())
    .addColumn('detail', 'varchar(500)')
    .addColumn('refund_id', 'varchar(255)')
    .addColumn('event_created', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_events_order')
    .on('payment_events')
    .columns(['order_id', 'created_at'])
    .execute();
  await db.schema.createIndex('payment_events_intent').on('payment_events').column('payment_intent').execute();
  await db.schema
    .createIndex('payment_events_outcome')
    .on('payment_events')
    .columns(['outcome', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('orders_provider_ref').execute();
  await db.schema.dropIndex('orders_payment_intent').execute();
  for (const [name] of [...ORDER_COLUMNS].reverse()) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
}
