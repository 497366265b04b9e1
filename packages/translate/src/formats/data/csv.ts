import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat } from '../document-format.ts';
import { bilingualPair } from '../format.ts';
import { decodeText, encodeText, requireSegments, type TextFile } from '../text-file.ts';
import { type CsvCell, cellName, guessDelimiter, readCells, writeCell } from './csv-cells.ts';
import { isTranslatableValue } from './translatable.ts';

interface CsvUnit {
  id: string;
  cell: CsvCell;
  /** The translated part of the value; spaces around it stay in the cell. */
  lead: string;
  body: string;
  trail: string;
}

export interface CsvSkeleton {
  file: TextFile;
  delimiter: string;
  units: CsvUnit[];
}

function csvFormat(id: 'csv' | 'tsv'): DocumentFormat<CsvSkeleton> & { bilingual: true } {
  const what = id === 'csv' ? 'the CSV file' : 'the TSV file';
  return {
    id,
    extensions: [id],
    bilingual: true,
    async extract(input) {
      const file = decodeText(input, { what });
      const delimiter = id === 'tsv' ? '\t' : guessDelimiter(file.text);
      const units: CsvUnit[] = [];
      const segments: Segment[] = [];
      for (const cell of readCells(file.text, delimiter)) {
        if (!isTranslatableValue(cell.value)) continue;
        const body = cell.value.trim();
        const lead = cell.value.slice(0, cell.value.indexOf(body));
        const trail = cell.value.slice(lead.length + body.length);
        const unitId = `c${units.length + 1}`;
        units.push({ id: unitId, cell, lead, body, trail });
        segments.push({ id: unitId, text: body, context: { kind: 'cell', part: cellName(cell.row, cell.column) } });
      }
      return { segments: requireSegments(segments, what), skeleton: { file, delimiter, units } };
    },
    async rebuild(skeleton, translations, mode) {
      const { text } = skeleton.file;
      let out = '';
      let cursor = 0;
      for (const unit of skeleton.units) {
        const target = translations.get(unit.id) ?? unit.body;
        if (target === unit.body) continue;
        // Both versions in one cell, on two lines: the table keeps its shape and stays sortable.
        const pair = bilingualPair(mode, unit.body, target);
        const value = unit.lead + (pair ? pair.join('\n') : target) + unit.trail;
        out += text.slice(cursor, unit.cell.start) + writeCell(value, unit.cell.quoted, skeleton.delimiter);
        cursor = unit.cell.end;
      }
      return encodeText(out + text.slice(cursor), skeleton.file);
    },
  };
}

/** Comma (or semicolon) separated values: every cell with words is a segment. */
export const csv = csvFormat('csv');
/** Tab separated values. */
export const tsv = csvFormat('tsv');
