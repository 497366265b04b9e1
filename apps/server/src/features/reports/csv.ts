import type { LocaleCode } from '@glossa/contracts/locales';
import { REPORT_FIGURES, type Report, type ReportDay } from '@glossa/contracts/reports';
import type { Catalog } from '@glossa/i18n/catalog';
import { neutraliseFormula } from '@glossa/translate/glossary/csv-formulas';
import { stringify } from 'csv-stringify/sync';

const COLUMNS: (keyof ReportDay)[] = ['day', ...REPORT_FIGURES];

/**
 * The report's days as CSV (UTF-8 with a byte order mark, so spreadsheets read the headers in any
 * language), headers in the caller's language; text cells neutralised against formulas.
 */
export function reportCsv(report: Report, catalog: Catalog, locale: LocaleCode): string {
  const header = COLUMNS.map((column) => catalog.t(locale, 'reports', `columns.${column}`));
  const cell = (value: string | number) => (typeof value === 'number' ? value : neutraliseFormula(value));
  const rows = report.days.map((day) => COLUMNS.map((column) => cell(day[column])));
  return `\uFEFF${stringify([header.map(neutraliseFormula), ...rows])}`;
}

export function reportFileName(report: Report): string {
  return `report-${report.from}-${report.to}.csv`;
}
