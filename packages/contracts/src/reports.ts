import { z } from 'zod';
import { GATEWAYS } from './limits.ts';
import { because } from './request-rules.ts';
import { posts } from './route-table.ts';

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

/** Where each call goes; what it takes and answers is in REPORT_ROUTES (reports-routes.ts). */
export const REPORT_CALLS = posts(GATEWAYS.website, REPORT_PATHS);

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
  'apiRequests',
  'apiDocuments',
  'apiCharacters',
  'signUps',
  'payingAccounts',
  'paidOrders',
] as const;

const figures = {
  visitors: z.number(),
  pageViews: z.number(),
  /** Average stay per page view, ms. */
  stayMs: z.number(),
  /** Translation jobs of the workspace (documents sent through an API key included). */
  translations: z.number(),
  failedTranslations: z.number(),
  /** Average time from queueing to a finished translation, ms. */
  engineMs: z.number(),
  /** Text translation requests through an API key. */
  apiRequests: z.number(),
  /** Documents submitted through an API key. */
  apiDocuments: z.number(),
  /** Characters billed through API keys (texts and documents). */
  apiCharacters: z.number(),
  signUps: z.number(),
  /** Distinct accounts with a paid order of more than nothing. */
  payingAccounts: z.number(),
  /** Paid orders of more than nothing (a free order is no payment). */
  paidOrders: z.number(),
};

/** One day's figures; days without any activity are listed with zeros. */
export const reportDay = z.object({ day: z.string(), ...figures });
export type ReportDay = z.infer<typeof reportDay>;

export const reportShare = z.object({ key: z.string(), count: z.number() });
export type ReportShare = z.infer<typeof reportShare>;

export const reportLocaleRow = z.object({
  locale: z.string(),
  visitors: z.number(),
  pageViews: z.number(),
  stayMs: z.number(),
});
export type ReportLocaleRow = z.infer<typeof reportLocaleRow>;

/**
 * The money paid in one currency (integers in its minor unit): amounts are never added across
 * currencies. `days` runs alongside `Report.days`.
 */
export const currencyRevenue = z.object({
  currency: z.string(),
  amount: z.number(),
  orders: z.number(),
  days: z.array(z.number()),
});
export type CurrencyRevenue = z.infer<typeof currencyRevenue>;

/** The money paid for one plan in one currency. */
export const planRevenue = z.object({
  planId: z.string(),
  currency: z.string(),
  amount: z.number(),
  orders: z.number(),
});
export type PlanRevenue = z.infer<typeof planRevenue>;

export const report = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(reportDay),
  /** Visitors and paying accounts are distinct over the whole range (not the sum of the days'). */
  totals: z.object({
    ...figures,
    /** Distinct paying accounts divided by sign-ups in the range (0 without sign-ups). */
    conversion: z.number(),
  }),
  locales: z.array(reportLocaleRow),
  formats: z.array(reportShare),
  pairs: z.array(reportShare),
  /** Per currency, by currency code (amounts of two currencies are not compared either). */
  revenue: z.array(currencyRevenue),
  /** Per plan and currency: by currency code, then the largest first. */
  revenueByPlan: z.array(planRevenue),
});
export type Report = z.infer<typeof report>;
