import { neutraliseFormula } from '@glossa/translate/glossary/csv-formulas';
import { stringify } from 'csv-stringify/sync';

/** A cell of a CSV file the server writes: text, a number, or nothing. */
export type CsvCell = string | number | null;

/** The byte order mark that starts each file, so spreadsheets read its headers in any language. */
export const CSV_BOM = '\uFEFF';

const cell = (value: CsvCell) => (typeof value === 'string' ? neutraliseFormula(value) : (value ?? ''));

/**
 * CSV lines for these rows, text cells neutralised against formulas (a cell starting with =, +,
 * -, @ ... is not run by a spreadsheet); numbers stay numbers.
 */
export function csvLines(rows: CsvCell[][]): string {
  return stringify(rows.map((row) => row.map(cell)));
}

/** A whole CSV file: the mark, the header and the rows. */
export function csvFile(header: string[], rows: CsvCell[][]): string {
  return `${CSV_BOM}${csvLines([header, ...rows])}`;
}
