import { Readable } from 'node:stream';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { orderDetailBody, ordersExportBody, ordersPageBody } from '@glossa/contracts/console-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newestFirstPage } from '../../db/paging.ts';
import { AppError } from '../../http/app-error.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import { consoleOrders, eachOrderBatch, findOrders } from './order-search.ts';
import { ordersCsv, ordersFileName } from './orders-csv.ts';
import type { ConsoleSection } from './section.ts';

const W = GATEWAYS.website;
/** An export reads every order found: a few a minute are plenty for a person. */
const EXPORT_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };

/**
 * Orders: every buyer's, newest first, searched by number, e-mail, state and days; one order by
 * number; the orders found as a CSV file (audited: it takes buyers' addresses out of the console).
 */
export const ordersSection: ConsoleSection = async (scope, { db, catalog, now }) => {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.post(`${W}${CONSOLE_PATHS.ordersPage}`, { schema: { body: ordersPageBody } }, async (request) => {
    const { pageNum, pageSize, ...filters } = request.body;
    const time = now();
    const { rows, total } = await newestFirstPage(findOrders(db, filters, time), pageNum, pageSize);
    return ok({ records: await consoleOrders(db, rows, time), total, pageNum, pageSize });
  });

  api.post(`${W}${CONSOLE_PATHS.orderDetail}`, { schema: { body: orderDetailBody } }, async (request) => {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', request.body.orderNo)
      .executeTakeFirst();
    if (!row) throw new AppError('orderNotFound');
    return ok((await consoleOrders(db, [row], now()))[0]);
  });

  api.post(
    `${W}${CONSOLE_PATHS.ordersExport}`,
    { config: EXPORT_LIMIT, schema: { body: ordersExportBody } },
    async (request, reply) => {
      const filters = request.body;
      const time = now();
      await audit(db, operatorOf(request), 'orders.export', ordersFileName(time), filters, time);
      const csv = ordersCsv(eachOrderBatch(db, filters, time), catalog, requestLocale(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(ordersFileName(time)))
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    },
  );
};
