import type { Kysely } from 'kysely';

const MB = 1024 * 1024;

/**
 * Plans as data (docs/decisions/0019-plans-and-payments.md): the plans' rights and periods, their
 * prices per currency in integer minor units, orders with their states, enterprise contact
 * requests, and the client address of a charge (a visitor's daily allowance is counted per client
 * id and per address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'integer' | 'varchar(12)', unknown][] = [
    ['kind', 'varchar(12)', 'free'],
    ['period_unit', 'varchar(12)', null],
    ['period_count', 'integer', null],
    ['discount_percent', 'integer', 0],
    ['languages', 'integer', 176],
    ['format_tier', 'varchar(12)', 'basic'],
    ['domain_feature', 'integer', 0],
    ['early_access', 'integer', 0],
    ['support', 'varchar(12)', 'community'],
    ['pack_chats', 'integer', null],
    ['text_max_chars', 'integer', null],
    ['sort_order', 'integer', 0],
    ['active', 'integer', 1],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('plans')
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
  const plans = db as Kysely<{ plans: Record<string, unknown> }>;
  await plans.updateTable('plans').set({ kind: 'free', sort_order: 0 }).where('id', '=', 'free').execute();
  await plans
    .updateTable('plans')
    .set({
      kind: 'member',
      period_unit: 'month',
      period_count: 1,
      format_tier: 'member',
      domain_feature: 1,
      early_access: 1,
      support: 'email',
      sort_order: 1,
    })
    .where('id', '=', 'member')
    .execute();
  // Every row names every column: a multi-row insert fills a left-out column with null, not its default.
  const base = {
    daily_chats: null,
    plan_chats: null,
    pack_chats: null,
    discount_percent: 0,
    languages: 176,
    format_tier: 'basic',
    domain_feature: 0,
    early_access: 0,
    support: 'community',
    text_max_chars: null,
    active: 1,
  };
  await plans
    .insertInto('plans')
    .values([
      {
        ...base,
        id: 'member-yearly',
        member: 1,
        kind: 'member',
        daily_chats: null,
        plan_chats: 1000,
        period_days: 365,
        period_unit: 'year',
        period_count: 1,
        discount_percent: 20,
        file_max_bytes: 50 * MB,
        storage_days: 90,
        format_tier: 'member',
        domain_feature: 1,
        early_access: 1,
        support: 'priority',
        sort_order: 2,
      },
      {
        ...base,
        id: 'pack-500',
        member: 0,
        kind: 'pack',
        daily_chats: null,
        plan_chats: null,
        pack_chats: 500,
        period_days: 365,
        period_unit: 'year',
        period_count: 1,
        file_max_bytes: 10 * MB,
        storage_days: 7,
        sort_order: 3,
      },
      {
        ...base,
        id: 'enterprise',
        member: 1,
        kind: 'enterprise',
        daily_chats: null,
        plan_chats: null,
        period_days: null,
        file_max_bytes: 200 * MB,
        storage_days: 365,
        format_tier: 'member',
        domain_feature: 1,
        early_access: 1,
        support: 'dedicated',
        sort_order: 4,
      },
    ])
    .execute();

  await db.schema
    .createTable('plan_prices')
    .addColumn('plan_id', 'varchar(40)', (col) => col.notNull().references('plans.id'))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('first_amount', 'bigint')
    .addPrimaryKeyConstraint('plan_prices_pk', ['plan_id', 'currency'])
    .execute();
  // List prices per period before the plan's discount; first_amount is the first-subscription price.
  const prices = [
    ['member', 'USD', 999, 499],
    ['member', 'EUR', 999, 499],
    ['member', 'CNY', 6900, 3500],
    ['member', 'JPY', 1500, 750],
    ['member-yearly', 'USD', 11988, null],
    ['member-yearly', 'EUR', 11988, null],
    ['member-yearly', 'CNY', 82800, null],
    ['member-yearly', 'JPY', 18000, null],
    ['pack-500', 'USD', 499, null],
    ['pack-500', 'EUR', 499, null],
    ['pack-500', 'CNY', 3500, null],
    ['pack-500', 'JPY', 750, null],
  ] as const;
  await (db as Kysely<{ plan_prices: Record<string, unknown> }>)
    .insertInto('plan_prices')
    .values(prices.map(([plan_id, currency, amount, first_amount]) => ({ plan_id, currency, amount, first_amount })))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('plan_id', 'varchar(40)', (col) => col.notNull().references('plans.id'))
    .addColumn('service_type', 'varchar(12)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('first_price', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('provider', 'varchar(12)', (col) => col.notNull())
    .addColumn('provider_ref', 'varchar(255)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_owner_time').on('orders').columns(['owner', 'created_at']).execute();

  await db.schema
    .createTable('enterprise_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('company', 'varchar(200)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('owner', 'varchar(80)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('usage_records').addColumn('address', 'varchar(64)').execute();
  await db.schema.createIndex('usage_address_day').on('usage_records').columns(['address', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('usage_address_day').execute();
  await db.schema.alterTable('usage_records').dropColumn('address').execute();
  await db.schema.dropTable('enterprise_requests').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('plan_prices').execute();
  const plans = db as Kysely<{ plans: { id: string } }>;
  await plans.deleteFrom('plans').where('id', 'in', ['member-yearly', 'pack-500', 'enterprise']).execute();
  for (const name of ['kind', 'period_unit', 'period_count', 'discount_percent', 'languages', 'format_tier']) {
    await db.schema.alterTable('plans').dropColumn(name).execute();
  }
  for (const name of ['domain_feature', 'early_access', 'support', 'pack_chats', 'text_max_chars', 'sort_order']) {
    await db.schema.alterTable('plans').dropColumn(name).execute();
  }
  await db.schema.alterTable('plans').dropColumn('active').execute();
}
