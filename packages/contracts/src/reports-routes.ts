import { REPORT_CALLS, report, reportQuery } from './reports.ts';
import { routeTable } from './route-table.ts';

/** The console's reports: the figures for the charts, and the same as a CSV file. */
export const REPORT_ROUTES = routeTable(REPORT_CALLS, {
  summary: { body: reportQuery, data: report },
  export: { body: reportQuery, raw: 'file' },
});
