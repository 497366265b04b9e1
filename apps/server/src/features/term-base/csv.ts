import { neutraliseFormula, restoreFormula } from '@glossa/translate/glossary/csv-formulas';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '#http/app-error.ts';

/** One data row of an imported file; a column the file does not have is undefined. */
export interface CsvTermRow {
  /** The line of the file the row ends on (1-based, counting the header). */
  line: number;
  source: string;
  target: string | undefined;
  doNotTranslate: boolean | undefined;
  caseSensitive: boolean | undefined;
  note: string | undefined;
}

type Column = 'source' | 'target' | 'doNotTranslate' | 'caseSensitive' | 'note';

/** Header names people use, folded (lower case, spaces and hyphens as underscores). */
const HEADER_NAMES: Record<Column, string[]> = {
  source: ['source', 'source_term', 'term', 'src'],
  target: ['target', 'target_term', 'translation', 'tgt'],
  doNotTranslate: ['do_not_translate', 'dnt', 'no_translate', 'untranslatable'],
  caseSensitive: ['case_sensitive', 'match_case', 'case'],
  note: ['note', 'notes', 'comment', 'comments', 'description'],
};

const TRUE = new Set(['1', 'true', 'yes', 'y', 'x', '✓']);

const DELIMITERS = ['\t', ';', ','] as const;

/** The delimiter used most on the first line outside quotes; ties go to tab, then semicolon. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  let best: string = ',';
  let bestCount = 0;
  for (const candidate of DELIMITERS) {
    const count = unquoted.split(candidate).length - 1;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

const fold = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function headerColumns(first: string[]): Partial<Record<Column, number>> | undefined {
  const folded = first.map(fold);
  const found: Partial<Record<Column, number>> = {};
  for (const [column, names] of Object.entries(HEADER_NAMES) as [Column, string[]][]) {
    const index = folded.findIndex((cell) => names.includes(cell));
    if (index >= 0) found[column] = index;
  }
  return found.source !== undefined ? found : undefined;
}

function parseRecords(csv: string): { record: string[]; line: number }[] {
  const text = csv.replace(/^\uFEFF/, '');
  try {
    const parsed = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1;
    throw new AppError('termCsvUnreadable', { line }, { cause: error });
  }
}

/**
 * Reads a term list: a header naming at least the source column (`source`, `term` ...), or
 * without one, source and target in the first two columns. Comma, semicolon or tab separated,
 * fields quoted as in RFC 4180, with or without a byte order mark.
 */
export function readTermRows(csv: string): CsvTermRow[] {
  const records = parseRecords(csv);
  const first = records[0];
  if (!first) return [];
  const header = headerColumns(first.record);
  const columns = header ?? { source: 0, target: 1 };
  // The apostrophe an export put before a formula-like value is taken off (csv-formulas.ts).
  const cell = (record: string[], column: Column) => {
    const index = columns[column];
    return index === undefined ? undefined : restoreFormula(record[index] ?? '');
  };
  const flag = (record: string[], column: Column) => {
    const value = cell(record, column);
    return value === undefined ? undefined : TRUE.has(value.trim().toLowerCase());
  };
  return records.slice(header ? 1 : 0).map(({ record, line }) => ({
    line,
    source: cell(record, 'source') ?? '',
    target: cell(record, 'target'),
    doNotTranslate: flag(record, 'doNotTranslate'),
    caseSensitive: flag(record, 'caseSensitive'),
    note: cell(record, 'note'),
  }));
}

export interface CsvTermEntry {
  source: string;
  target: string;
  doNotTranslate: boolean;
  caseSensitive: boolean;
  note: string;
}

/**
 * The export: a byte order mark so spreadsheet programs read UTF-8, and the column names the
 * import and the command line (`glossa translate --glossary`) both understand. Text cells that
 * a spreadsheet would run as a formula start with an apostrophe (CSV injection, csv-formulas.ts).
 */
export function writeTermRows(entries: readonly CsvTermEntry[]): string {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const text = neutraliseFormula;
  return `\uFEFF${stringify([
    ['source', 'target', 'do_not_translate', 'case_sensitive', 'note'],
    ...entries.map((e) => [
      text(e.source),
      text(e.target),
      yesNo(e.doNotTranslate),
      yesNo(e.caseSensitive),
      text(e.note),
    ]),
  ])}`;
}
