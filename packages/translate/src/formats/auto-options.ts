import type { ExtractOptions } from './document-format.ts';
import { POWERPOINT_OPTIONS } from './presentation/presentation.ts';
import { EXCEL_OPTIONS } from './spreadsheet/spreadsheet.ts';
import { WORD_OPTIONS, type WordExtractOptions, type WordOptionKey } from './word/word-options.ts';

/**
 * Office preprocessing options in the two product modes. Professional mode shows the adapters'
 * own descriptors (WORD_OPTIONS, EXCEL_OPTIONS, POWERPOINT_OPTIONS) with their names and
 * defaults; agent (hosted) mode chooses the values itself.
 *
 * Agent rules, kept deliberately few:
 * - Word: every part is translated (comments, headers and footers, footnotes, text boxes,
 *   charts, tracked changes): the WORD_OPTIONS defaults, all on.
 * - Excel: sheet names and hidden sheets, rows and columns are left alone (formulas and
 *   hidden data stay as the author left them); comments, charts, headers and footers on.
 * - PowerPoint: what a reader sees is translated: slides, speaker notes, charts, and the text
 *   masters and layouts put on every slide (their placeholders' prompts are not text a reader
 *   sees, and are left out by the adapter): the POWERPOINT_OPTIONS defaults, all on.
 * Legacy doc, xls and ppt files get the same rules once converted. Other formats get {}.
 */

export type OfficeFamily = 'word' | 'excel' | 'powerpoint';

/** Which adapter family reads an extension; legacy files become docx, xlsx or pptx first. */
const FAMILY: Record<string, OfficeFamily> = {
  docx: 'word',
  docm: 'word',
  dotx: 'word',
  dotm: 'word',
  doc: 'word',
  rtf: 'word',
  xlsx: 'excel',
  xlsm: 'excel',
  xltx: 'excel',
  xltm: 'excel',
  xls: 'excel',
  pptx: 'powerpoint',
  pptm: 'powerpoint',
  potx: 'powerpoint',
  ppsx: 'powerpoint',
  ppsm: 'powerpoint',
  ppt: 'powerpoint',
};

/** One professional-mode switch, the same shape for the three families. */
export interface OptionDescriptor {
  /** Where the value goes: a key of the extract options (of `word` for Word files). */
  key: string;
  /** A short label for the switch. */
  name: string;
  description: string;
  default: boolean;
}

/** Labels for the Excel and PowerPoint switches, whose descriptors carry only the option key. */
const LABELS: Record<string, string> = {
  translateSheetNames: 'Sheet names',
  includeHidden: 'Hidden sheets, rows and columns',
  includeComments: 'Comments and notes',
  includeCharts: 'Charts',
  includeHeadersFooters: 'Headers and footers',
  includeNotes: 'Speaker notes',
  includeMasters: 'Slide masters and layouts',
};

function normalise(extension: string): string {
  return extension.replace(/^\./, '').toLowerCase();
}

/** The Office family of an extension, undefined for every other format. */
export function officeFamily(extension: string): OfficeFamily | undefined {
  return FAMILY[normalise(extension)];
}

/** The professional-mode switches for files with this extension; [] for formats without any. */
export function professionalOptions(extension: string): OptionDescriptor[] {
  switch (officeFamily(extension)) {
    case 'word':
      return WORD_OPTIONS.map(({ key, name, description, default: value }) => ({
        key,
        name,
        description,
        default: value,
      }));
    case 'excel':
    case 'powerpoint': {
      const options = officeFamily(extension) === 'excel' ? EXCEL_OPTIONS : POWERPOINT_OPTIONS;
      return options.map((option) => ({
        key: option.name,
        name: LABELS[option.name] ?? option.name,
        description: option.description,
        default: option.default,
      }));
    }
    default:
      return [];
  }
}

function defaults(options: readonly { name: string; default: boolean }[]): Record<string, boolean> {
  return Object.fromEntries(options.map((option) => [option.name, option.default]));
}

/** The extract options agent mode uses for files with this extension, by the rules above. */
export function agentOptions(extension: string): ExtractOptions {
  switch (officeFamily(extension)) {
    case 'word': {
      const word = Object.fromEntries(WORD_OPTIONS.map((option) => [option.key, option.default])) as Record<
        WordOptionKey,
        boolean
      >;
      const options: WordExtractOptions = { word };
      return options;
    }
    case 'excel':
      return { ...defaults(EXCEL_OPTIONS), translateSheetNames: false, includeHidden: false };
    case 'powerpoint':
      return defaults(POWERPOINT_OPTIONS);
    default:
      return {};
  }
}
