import type { CurrencyRevenue, Report, ReportDay, ReportQuery } from '@glossa/contracts/reports';
import { daysBetween } from '@glossa/contracts/reports';
import type { Database } from '#db/database.ts';
import { apiUsePerDay, payingAccounts, revenuePerDay, revenuePerPlan } from './money-queries.ts';
import {
  DAY_MS,
  type Range,
  signUpsPerDay,
  translationShares,
  translationsPerDay,
  visitsPerDay,
  visitsPerLocale,
  visitsTotal,
} from './queries.ts';

function rangeOf({ from, to }: ReportQuery): Range {
  const startMs = Date.parse(`${from}T00:00:00Z`);
  return { from, to, startMs, endMs: startMs + daysBetween(from, to) * DAY_MS };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Each currency's payments laid out along the report's days (zero where nothing was paid). */
function revenueOf(rows: Awaited<ReturnType<typeof revenuePerDay>>, days: string[]): CurrencyRevenue[] {
  const index = new Map(days.map((day, at) => [day, at]));
  const byCurrency = new Map<string, CurrencyRevenue>();
  for (const row of rows) {
    const revenue = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      amount: 0,
      orders: 0,
      days: days.map(() => 0),
    };
    revenue.amount += row.amount;
    revenue.orders += row.orders;
    const at = index.get(row.day);
    if (at !== undefined) revenue.days[at] = (revenue.days[at] ?? 0) + row.amount;
    byCurrency.set(row.currency, revenue);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Every figure of the console's reports for a range of UTC days; days without activity are zeros. */
export async function buildReport(db: Database, query: ReportQuery): Promise<Report> {
  const range = rangeOf(query);
  const [visits, total, locales, translations, shares, signUps, payments, plans, paying, api] = await Promise.all([
    visitsPerDay(db, range),
    visitsTotal(db, range),
    visitsPerLocale(db, range),
    translationsPerDay(db, range),
    translationShares(db, range),
    signUpsPerDay(db, range),
    revenuePerDay(db, range),
    revenuePerPlan(db, range),
    payingAccounts(db, range),
    apiUsePerDay(db, range),
  ]);
  const visitsByDay = new Map(visits.map((row) => [row.day, row]));
  const translationsByDay = new Map(translations.map((row) => [row.day, row]));
  const paidOrders = new Map<string, number>();
  for (const row of payments) paidOrders.set(row.day, (paidOrders.get(row.day) ?? 0) + row.orders);
  const days: ReportDay[] = [];
  for (let at = range.startMs; at < range.endMs; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const visit = visitsByDay.get(day);
    const translation = translationsByDay.get(day);
    const apiUse = api.get(day);
    days.push({
      day,
      visitors: visit?.visitors ?? 0,
      pageViews: visit?.pageViews ?? 0,
      stayMs: Math.round(visit?.stayMs ?? 0),
      translations: translation?.translations ?? 0,
      failedTranslations: translation?.failedTranslations ?? 0,
      engineMs: Math.round(translation?.engineMs ?? 0),
      apiRequests: apiUse?.apiRequests ?? 0,
      apiDocuments: apiUse?.apiDocuments ?? 0,
      apiCharacters: apiUse?.apiCharacters ?? 0,
      signUps: signUps.get(day) ?? 0,
      payingAccounts: paying.perDay.get(day) ?? 0,
      paidOrders: paidOrders.get(day) ?? 0,
    });
  }
  const sum = (pick: (day: ReportDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  // The average over finished translations of every day, weighted by how many each day finished.
  const finished = translations.reduce((n, row) => n + row.finished, 0);
  const engineMs = ratio(
    translations.reduce((n, row) => n + row.engineMs * row.finished, 0),
    finished,
  );
  const signUpTotal = sum((day) => day.signUps);
  return {
    from: range.from,
    to: range.to,
    days,
    totals: {
      visitors: total.visitors,
      pageViews: total.pageViews,
      stayMs: Math.round(total.stayMs),
      translations: sum((day) => day.translations),
      failedTranslations: sum((day) => day.failedTranslations),
      engineMs: Math.round(engineMs),
      apiRequests: sum((day) => day.apiRequests),
      apiDocuments: sum((day) => day.apiDocuments),
      apiCharacters: sum((day) => day.apiCharacters),
      signUps: signUpTotal,
      payingAccounts: paying.total,
      paidOrders: sum((day) => day.paidOrders),
      conversion: ratio(paying.total, signUpTotal),
    },
    locales: locales.map((row) => ({ ...row, stayMs: Math.round(row.stayMs) })),
    formats: shares.formats,
    pairs: shares.pairs,
    revenue: revenueOf(
      payments,
      days.map((day) => day.day),
    ),
    revenueByPlan: plans,
  };
}
