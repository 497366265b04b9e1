import type { Report, ReportDay, ReportQuery } from '@glossa/contracts/reports';
import { daysBetween } from '@glossa/contracts/reports';
import type { Database } from '../../db/database.ts';
import {
  accountsPerDay,
  DAY_MS,
  type Range,
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

/** Every figure of the console's reports for a range of UTC days; days without activity are zeros. */
export async function buildReport(db: Database, query: ReportQuery): Promise<Report> {
  const range = rangeOf(query);
  const [visits, total, locales, translations, shares, accounts] = await Promise.all([
    visitsPerDay(db, range),
    visitsTotal(db, range),
    visitsPerLocale(db, range),
    translationsPerDay(db, range),
    translationShares(db, range),
    accountsPerDay(db, range),
  ]);
  const visitsByDay = new Map(visits.map((row) => [row.day, row]));
  const translationsByDay = new Map(translations.map((row) => [row.day, row]));
  const days: ReportDay[] = [];
  for (let at = range.startMs; at < range.endMs; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const visit = visitsByDay.get(day);
    const translation = translationsByDay.get(day);
    days.push({
      day,
      visitors: visit?.visitors ?? 0,
      pageViews: visit?.pageViews ?? 0,
      stayMs: Math.round(visit?.stayMs ?? 0),
      translations: translation?.translations ?? 0,
      failedTranslations: translation?.failedTranslations ?? 0,
      engineMs: Math.round(translation?.engineMs ?? 0),
      signUps: accounts.signUps.get(day) ?? 0,
      paidOrders: accounts.paidOrders.get(day) ?? 0,
    });
  }
  const sum = (pick: (day: ReportDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  // The average over finished translations of every day, weighted by how many each day finished.
  const finished = translations.reduce((n, row) => n + row.finished, 0);
  const engineMs = ratio(
    translations.reduce((n, row) => n + row.engineMs * row.finished, 0),
    finished,
  );
  const signUps = sum((day) => day.signUps);
  const paidOrders = sum((day) => day.paidOrders);
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
      signUps,
      paidOrders,
      conversion: ratio(paidOrders, signUps),
    },
    locales: locales.map((row) => ({ ...row, stayMs: Math.round(row.stayMs) })),
    formats: shares.formats,
    pairs: shares.pairs,
  };
}
