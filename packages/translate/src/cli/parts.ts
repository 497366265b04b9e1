import { officeFamily } from '../formats/auto-options.ts';
import type { ExtractOptions } from '../formats/document-format.ts';
import type { WordExtractOptions, WordOptionKey } from '../formats/word/word-options.ts';
import { UsageError } from './usage.ts';

/**
 * The parts of a document `--without` leaves out, and the extract option each turns off: in a Word
 * file (`word`), and in every other format that has the part (PowerPoint, Excel, OpenDocument).
 * Everything a reader sees is translated unless named here.
 */
const PARTS: Record<string, { word?: WordOptionKey; other?: string }> = {
  notes: { other: 'includeNotes' },
  masters: { other: 'includeMasters' },
  charts: { word: 'charts', other: 'includeCharts' },
  comments: { word: 'comments', other: 'includeComments' },
  headers: { word: 'headersFooters', other: 'includeHeadersFooters' },
  footnotes: { word: 'footnotes' },
};

const LEAVE_OUT_CHOICES = Object.keys(PARTS);

/** The extract options for `--without notes,masters`; {} when nothing is left out. */
export function partsLeftOut(list: string | undefined, fileName: string): ExtractOptions {
  if (list === undefined) return {};
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in PARTS));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`--without takes a list of ${LEAVE_OUT_CHOICES.join(', ')} (not "${unknown.join(', ')}").`);
  }
  const extension = fileName.split('.').pop() ?? '';
  if (officeFamily(extension) === 'word') {
    const word = Object.fromEntries(names.flatMap((name) => (PARTS[name]?.word ? [[PARTS[name].word, false]] : [])));
    const options: WordExtractOptions = { word };
    return options;
  }
  return Object.fromEntries(names.flatMap((name) => (PARTS[name]?.other ? [[PARTS[name].other, false]] : [])));
}
