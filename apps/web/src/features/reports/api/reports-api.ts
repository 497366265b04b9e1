import { REPORT_CALLS, type ReportQuery } from '@glossa/contracts/reports';
import type { REPORT_ROUTES } from '@glossa/contracts/reports-routes';
import { downloadPosted } from '../../../lib/download.ts';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof REPORT_ROUTES>(REPORT_CALLS);

/** The console's reports (operators only). */
export const reportsApi = {
  summary: (range: ReportQuery) => call('summary', range),
  /** The server writes the CSV (formulas neutralised); the browser saves it under its name. */
  exportCsv: (range: ReportQuery) => downloadPosted(REPORT_CALLS.export, range),
};

export const REPORT_KEYS = { summary: (range: ReportQuery) => ['console', 'reports', range] as const };

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = Date.now()): ReportQuery {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now - (days - 1) * 86_400_000), to: day(now) };
}
