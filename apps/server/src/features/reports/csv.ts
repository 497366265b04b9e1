import type { LocaleCode } from '@glossa/contracts/locales';
import { decimalAmount, minorUnitDigits } from '@glossa/contracts/money';
import { REPORT_FIGURES, type Report } from '@glossa/contracts/reports';
import type { Catalog } from '@glossa/i18n/catalog';
import { type CsvCell, csvFile } from '#core/csv.ts';

/**
 * The report's days as CSV (UTF-8 with a byte order mark, so spreadsheets read the headers in any
 * language), headers in the caller's language; text cells neutralised against formulas. Revenue
 * has a column per currency, in the currency's units ("4.99"): amounts are never added across currencies.
 */
export function reportCsv(report: Report, catalog: Catalog, locale: LocaleCode): string {
  const header = [
    catalog.t(locale, 'reports', 'columns.day'),
    ...REPORT_FIGURES.map((figure) => catalog.t(locale, 'reports', `columns.${figure}`)),
    ...report.revenue.map(({ currency }) => catalog.t(locale, 'reports', 'columns.revenue', { currency })),
  ];
  const rows = report.days.map((day, index): CsvCell[] => [
    day.day,
    ...REPORT_FIGURES.map((figure) => day[figure]),
    ...report.revenue.map((revenue) => decimalAmount(revenue.days[index] ?? 0, minorUnitDigits(revenue.currency))),
  ]);
  return csvFile(header, rows);
}

export function reportFileName(report: Report): string {
  return `report-${report.from}-${report.to}.csv`;
}
