import { Readable } from 'node:stream';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import { newestFirstPage } from '#db/paging.ts';
import { AppError } from '#http/app-error.ts';
import { contentDisposition } from '#http/content-disposition.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { requestLocale } from '#http/request-locale.ts';
import { audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import { consoleOrders, eachOrderBatch, findOrders } from './order-search.ts';
import { ordersCsv, ordersFileName } from './orders-csv.ts';
import { type ConsoleSection, onlyRow } from './section.ts';

/** An export reads every order found: a few a minute are plenty for a person. */
const EXPORT_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };

/**
 * Orders: every buyer's, newest first, searched by number, e-mail, state and days; one order by
 * number; the orders found as a CSV file (audited: it takes buyers' addresses out of the console).
 */
export const ordersSection: ConsoleSection = async (scope, { db, catalog, now }) => {
  gatewayRoute(scope, ROUTES.ordersPage, async (request) => {
    const { pageNum, pageSize, ...filters } = request.body;
    const time = now();
    const { rows, total } = await newestFirstPage(findOrders(db, filters, time), pageNum, pageSize);
    return ok({ records: await consoleOrders(db, rows, time), total, pageNum, pageSize });
  });

  gatewayRoute(scope, ROUTES.orderDetail, async (request) => {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', request.body.orderNo)
      .executeTakeFirst();
    if (!row) throw new AppError('orderNotFound');
    return ok(onlyRow(await consoleOrders(db, [row], now())));
  });

  gatewayRoute(scope, ROUTES.ordersExport, { config: EXPORT_LIMIT }, async (request, reply) => {
    const filters = request.body;
    const time = now();
    await audit(db, operatorOf(request), 'orders.export', ordersFileName(time), filters, time);
    const csv = ordersCsv(eachOrderBatch(db, filters, time), catalog, requestLocale(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(ordersFileName(time)))
      .header('cache-control', 'no-store')
      .send(Readable.from(csv));
  });
};
