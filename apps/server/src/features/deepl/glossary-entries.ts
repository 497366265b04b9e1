import { parse } from 'csv-parse/sync';
import { AppError } from '#http/app-error.ts';
import { type CheckedEntry, checkEntry } from '../term-base/index.ts';

export interface GlossaryPair {
  source: string;
  target: string;
}

/**
 * DeepL's TSV entries: one `source<TAB>target` a line; empty lines are skipped, a line without
 * exactly one tab is refused with its number.
 */
export function readTsvEntries(tsv: string): GlossaryPair[] {
  const pairs: GlossaryPair[] = [];
  tsv.split(/\r\n|\n|\r/).forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split('\t');
    if (cells.length !== 2) throw new AppError('glossaryEntriesInvalid', { line: index + 1 });
    pairs.push({ source: cells[0] ?? '', target: cells[1] ?? '' });
  });
  return pairs;
}

/**
 * DeepL's CSV entries: `source,target` and, optionally, the two languages, quoted as in RFC 4180;
 * no header row.
 */
export function readCsvEntries(csv: string): GlossaryPair[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1;
    throw new AppError('glossaryEntriesInvalid', { line }, { cause: error });
  }
  return records.map(({ record, info }) => {
    if (record.length !== 2 && record.length !== 4) {
      throw new AppError('glossaryEntriesInvalid', { line: info.lines });
    }
    return { source: record[0] ?? '', target: record[1] ?? '' };
  });
}

/** The entries as the term base stores them; a source term given twice is refused, as DeepL does. */
export function checkGlossaryEntries(pairs: GlossaryPair[]): CheckedEntry[] {
  if (pairs.length === 0) throw new AppError('validation', { field: 'entries', issue: 'empty' });
  const seen = new Set<string>();
  return pairs.map((pair) => {
    const entry = checkEntry({ source: pair.source, target: pair.target });
    if (seen.has(entry.sourceKey)) throw new AppError('termDuplicate', { source: entry.source });
    seen.add(entry.sourceKey);
    return entry;
  });
}

/** The entries as DeepL answers them: TSV, a term kept as it is translated by itself. */
export function writeTsvEntries(entries: { source: string; target: string; doNotTranslate: boolean }[]): string {
  return entries
    .map((entry) => `${entry.source}\t${entry.doNotTranslate || !entry.target ? entry.source : entry.target}`)
    .join('\n');
}
