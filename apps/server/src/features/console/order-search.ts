import type { ConsoleOrderState } from '@glossa/contracts/console';
import type { ConsoleOrder } from '@glossa/contracts/console-answers';
import type { OrdersExportRequest } from '@glossa/contracts/console-requests';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import { containsPattern } from '#db/like.ts';
import type { DatabaseSchema } from '#db/schema.ts';

type OrderTable = Selectable<DatabaseSchema['orders']>;

import { orderRefunds } from './order-refunds.ts';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The orders an operator's filters find: part of the number, part of the buyer's e-mail, a state
 * and a range of UTC days of creation. A pending order past its time is an abandoned checkout:
 * it is found, and shown, as expired (decision 0022), whether or not its buyer came back since.
 */
export function findOrders(db: Database, filters: OrdersExportRequest, now: number) {
  let query = db.selectFrom('orders');
  if (filters.orderNo) query = query.where('order_no', 'like', containsPattern(filters.orderNo));
  if (filters.email) {
    const email = filters.email;
    query = query.where('owner', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select(sql<string>`${sql.lit('user:')} || ${sql.ref('users.id')}`.as('owner'))
        .where('users.email', 'like', containsPattern(email)),
    );
  }
  if (filters.state === 'pending') query = query.where('state', '=', 'pending').where('expires_at', '>', now);
  else if (filters.state === 'expired') {
    query = query.where((eb) =>
      eb.or([eb('state', '=', 'expired'), eb.and([eb('state', '=', 'pending'), eb('expires_at', '<=', now)])]),
    );
  } else if (filters.state) query = query.where('state', '=', filters.state);
  if (filters.from) query = query.where('created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('created_at', '<', dayStart(filters.to) + DAY_MS);
  return query;
}

function shownState(row: OrderTable, now: number): ConsoleOrderState {
  return row.state === 'pending' && Number(row.expires_at) <= now ? 'expired' : row.state;
}

/** Orders as the console shows them, with their buyers' e-mail addresses. */
export async function consoleOrders(db: Database, rows: OrderTable[], now: number): Promise<ConsoleOrder[]> {
  const ids = [...new Set(rows.filter((r) => r.owner.startsWith('user:')).map((r) => r.owner.slice(5)))];
  const users = ids.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute() : [];
  const email = new Map(users.map((user) => [`user:${user.id}`, user.email]));
  return rows.map((row) => ({
    orderNo: row.order_no,
    owner: row.owner,
    email: email.get(row.owner) ?? null,
    planId: row.plan_id,
    serviceType: row.service_type,
    currency: row.currency,
    amount: Number(row.amount),
    state: shownState(row, now),
    provider: row.provider,
    providerRef: row.provider_ref,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
    refunds: orderRefunds(row),
  }));
}

const BATCH = 500;

/**
 * Every order the filters find, newest first, a batch at a time (an export never holds the
 * whole table): each batch starts after the last row of the one before (created_at, then id).
 */
export async function* eachOrderBatch(db: Database, filters: OrdersExportRequest, now: number) {
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    let query = findOrders(db, filters, now).selectAll();
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(BATCH).execute();
    if (rows.length === 0) return;
    yield await consoleOrders(db, rows, now);
    const last = rows[rows.length - 1] as OrderTable;
    after = { createdAt: Number(last.created_at), id: last.id };
    if (rows.length < BATCH) return;
  }
}
