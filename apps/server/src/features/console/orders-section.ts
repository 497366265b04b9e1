import { CONSOLE_PATHS, type ConsoleOrder } from '@glossa/contracts/console';
import { orderDetailBody, ordersPageBody } from '@glossa/contracts/console-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { newestFirstPage } from '../../db/paging.ts';
import type { OrderTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import type { ConsoleSection } from './section.ts';

const W = GATEWAYS.website;

async function withEmails(db: Database, rows: OrderTable[]): Promise<ConsoleOrder[]> {
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
    state: row.state,
    provider: row.provider,
    providerRef: row.provider_ref,
    createdAt: Number(row.created_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  }));
}

/** Orders: every buyer's, newest first, filtered by state; one order by number. Read only. */
export const ordersSection: ConsoleSection = async (scope, { db }) => {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.post(`${W}${CONSOLE_PATHS.ordersPage}`, { schema: { body: ordersPageBody } }, async (request) => {
    const { pageNum, pageSize, state } = request.body;
    let query = db.selectFrom('orders');
    if (state) query = query.where('state', '=', state);
    const { rows, total } = await newestFirstPage(query, pageNum, pageSize);
    return ok({ records: await withEmails(db, rows), total, pageNum, pageSize });
  });

  api.post(`${W}${CONSOLE_PATHS.orderDetail}`, { schema: { body: orderDetailBody } }, async (request) => {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', request.body.orderNo)
      .executeTakeFirst();
    if (!row) throw new AppError('orderNotFound');
    return ok((await withEmails(db, [row]))[0]);
  });
};
