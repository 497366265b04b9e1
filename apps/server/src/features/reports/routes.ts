import { REPORT_ROUTES as ROUTES } from '@glossa/contracts/reports-routes';
import { contentDisposition } from '#http/content-disposition.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { requestLocale } from '#http/request-locale.ts';
import type { ConsoleSection } from '../console/index.ts';
import { audit, operatorOf } from '../console/index.ts';
import { reportCsv, reportFileName } from './csv.ts';
import { buildReport } from './service.ts';

const READ_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * The console's Reports section: the figures as JSON for the charts, and the same as a CSV file
 * (the export is audited: it takes the site's figures out of the console).
 */
export const reportsSection: ConsoleSection = async (scope, { db, catalog, now }) => {
  const options = { config: READ_LIMIT };

  gatewayRoute(scope, ROUTES.summary, options, async (request) => ok(await buildReport(db, request.body)));

  gatewayRoute(scope, ROUTES.export, options, async (request, reply) => {
    const report = await buildReport(db, request.body);
    await audit(db, operatorOf(request), 'reports.export', `${report.from}..${report.to}`, {}, now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(reportFileName(report)))
      .header('cache-control', 'no-store')
      .send(reportCsv(report, catalog, requestLocale(request)));
  });
};
