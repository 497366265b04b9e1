import { z } from 'zod';
import { because } from './request-rules.ts';

/**
 * The console's reports (docs/decisions/0023-tracking-consent-and-reports.md): POST calls on the
 * website gateway under the console's prefix, so only operators reach them.
 */
export const REPORT_PATHS = {
  /** Every figure of the range, per day and per locale. */
  summary: '/console/reports/summary',
  /** The days' figures as a CSV file. */
  export: '/console/reports/export',
} as const;

export const REPORT_LIMITS = { maxDays: 366 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A UTC day written YYYY-MM-DD that exists in the calendar (Date.parse takes 2026-02-30 as 2 March). */
export const isDay = (value: string) => {
  const time = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** From and to are UTC days, both included. */
export const reportQuery = z
  .object({
    from: z.string().refine(isDay, because('format')),
    to: z.string().refine(isDay, because('format')),
  })
  .refine((range) => range.from <= range.to, { path: ['to'], error: 'reportRangeInvalid' })
  .refine((range) => daysBetween(range.from, range.to) <= REPORT_LIMITS.maxDays, {
    path: ['to'],
    error: 'reportRangeTooLong',
    params: { max: REPORT_LIMITS.maxDays },
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** Days in the range, both ends included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The figures of each day, in the order the console and the CSV show them. */
export const REPORT_FIGURES = [
  'visitors',
  'pageViews',
  'stayMs',
  'translations',
  'failedTranslations',
  'engineMs',
  'signUps',
  'paidOrders',
] as const;

/** One day's figures; days without any activity are listed with zeros. */
export interface ReportDay {
  day: string;
  visitors: number;
  pageViews: number;
  /** Average stay per page view, ms. */
  stayMs: number;
  translations: number;
  failedTranslations: number;
  /** Average time from queueing to a finished translation, ms. */
  engineMs: number;
  signUps: number;
  paidOrders: number;
}

export interface ReportShare {
  key: string;
  count: number;
}

export interface ReportLocaleRow {
  locale: string;
  visitors: number;
  pageViews: number;
  stayMs: number;
}

export interface Report {
  from: string;
  to: string;
  days: ReportDay[];
  totals: Omit<ReportDay, 'day'> & { conversion: number };
  locales: ReportLocaleRow[];
  formats: ReportShare[];
  pairs: ReportShare[];
}
