import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import { dayNumber, dayOf, num, type Range } from './queries.ts';

/**
 * Money and API figures of the reports, in SQL both databases run. A payment is a paid order of
 * more than nothing (a free order pays nothing), counted on the day it was paid, less what was
 * refunded of it (docs/decisions/0034-stripe.md); amounts are summed per currency only, never
 * across currencies.
 */
const kept = sql<number>`amount - refunded_amount`;

function payments(db: Database, range: Range) {
  return db
    .selectFrom('orders')
    .where('state', '=', 'paid')
    .where('amount', '>', 0)
    .where('paid_at', '>=', range.startMs)
    .where('paid_at', '<', range.endMs);
}

/** Per currency and day: the amount paid and how many orders paid it. */
export async function revenuePerDay(db: Database, range: Range) {
  const rows = await payments(db, range)
    .select((eb) => [
      'currency',
      dayNumber('paid_at').as('dayNumber'),
      eb.fn.sum<number>(kept).as('amount'),
      eb.fn.countAll<number>().as('orders'),
    ])
    .groupBy(['currency', dayNumber('paid_at')])
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    day: dayOf(row.dayNumber),
    amount: num(row.amount),
    orders: num(row.orders),
  }));
}

/** Per plan and currency: the amount paid and how many orders paid it. */
export async function revenuePerPlan(db: Database, range: Range) {
  const rows = await payments(db, range)
    .select((eb) => [
      'plan_id',
      'currency',
      eb.fn.sum<number>(kept).as('amount'),
      eb.fn.countAll<number>().as('orders'),
    ])
    .groupBy(['plan_id', 'currency'])
    .execute();
  return rows
    .map((row) => ({ planId: row.plan_id, currency: row.currency, amount: num(row.amount), orders: num(row.orders) }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || b.amount - a.amount || a.planId.localeCompare(b.planId));
}

/** Distinct accounts that paid, per day and over the whole range (not the sum of the days'). */
export async function payingAccounts(db: Database, range: Range) {
  const [perDay, total] = await Promise.all([
    payments(db, range)
      .select((eb) => [dayNumber('paid_at').as('dayNumber'), eb.fn.count<number>('owner').distinct().as('accounts')])
      .groupBy(dayNumber('paid_at'))
      .execute(),
    payments(db, range)
      .select((eb) => eb.fn.count<number>('owner').distinct().as('accounts'))
      .executeTakeFirst(),
  ]);
  return {
    perDay: new Map(perDay.map((row) => [dayOf(row.dayNumber), num(row.accounts)])),
    total: num(total?.accounts),
  };
}

/** Rows of an API table per day, and the characters billed in them. */
async function apiRowsPerDay(
  db: Database,
  range: Range,
  table: 'api_requests' | 'api_documents',
  characters: 'characters' | 'billed_characters',
) {
  const rows = await db
    .selectFrom(table)
    .select((eb) => [
      dayNumber('created_at').as('dayNumber'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(sql.ref(characters)).as('characters'),
    ])
    .where(sql.ref('created_at'), '>=', range.startMs)
    .where(sql.ref('created_at'), '<', range.endMs)
    .groupBy(dayNumber('created_at'))
    .execute();
  return rows.map((row) => ({ day: dayOf(row.dayNumber), count: num(row.count), characters: num(row.characters) }));
}

/** Use of the public APIs per day: text requests, documents, and the characters billed for both. */
export async function apiUsePerDay(db: Database, range: Range) {
  const [texts, documents] = await Promise.all([
    apiRowsPerDay(db, range, 'api_requests', 'characters'),
    apiRowsPerDay(db, range, 'api_documents', 'billed_characters'),
  ]);
  const byDay = new Map<string, { apiRequests: number; apiDocuments: number; apiCharacters: number }>();
  const add = (rows: typeof texts, figure: 'apiRequests' | 'apiDocuments') => {
    for (const row of rows) {
      const day = byDay.get(row.day) ?? { apiRequests: 0, apiDocuments: 0, apiCharacters: 0 };
      day[figure] += row.count;
      day.apiCharacters += row.characters;
      byDay.set(row.day, day);
    }
  };
  add(texts, 'apiRequests');
  add(documents, 'apiDocuments');
  return byDay;
}
