import { describe, expect, it } from 'vitest';
import { type CsvTermEntry, readTermRows, writeTermRows } from './csv.ts';

const entry = (source: string, target: string, note = ''): CsvTermEntry => ({
  source,
  target,
  doNotTranslate: false,
  caseSensitive: false,
  note,
});

describe('term-base CSV export', () => {
  it('writes formula-like cells with a leading apostrophe (CSV injection)', () => {
    const csv = writeTermRows([
      entry('=HYPERLINK("http://evil.example","click")', '+1', '@SUM(A1)'),
      entry('-minus', '\t=tab', 'cloud'),
    ]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")",'+1,no,no,'@SUM(A1)`);
    expect(lines[2]).toBe("'-minus,'\t=tab,no,no,cloud");
  });

  it('imports its own export unchanged, apostrophes included', () => {
    const entries = [
      entry('=1+1', '+49 30', '-note'),
      entry("'=quoted", "don't", "'plain"),
      entry('cloud', 'Wolke', 'a=b'),
    ];
    const rows = readTermRows(writeTermRows(entries));
    expect(rows.map((row) => [row.source, row.target, row.note])).toEqual(
      entries.map((e) => [e.source, e.target, e.note]),
    );
  });
});
