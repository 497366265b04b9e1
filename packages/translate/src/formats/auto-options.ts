import { spansBetween } from '../linear-text.ts';
import { type ArchiveLimits, readArchive } from './archive.ts';
import type { ExtractOptions } from './document-format.ts';
import { isEncryptedOfficeFile } from './ooxml/office-encryption.ts';
import { POWERPOINT_OPTIONS } from './presentation/presentation.ts';
import { EXCEL_OPTIONS } from './spreadsheet/spreadsheet.ts';
import { WORD_OPTIONS, type WordExtractOptions, type WordOptionKey } from './word/word-options.ts';

/**
 * Office preprocessing options in the two product modes. Professional mode shows the adapters'
 * own descriptors (WORD_OPTIONS, EXCEL_OPTIONS, POWERPOINT_OPTIONS) with their names and
 * defaults; agent (hosted) mode chooses the values itself, from a quick look inside the file.
 *
 * Agent rules, kept deliberately few:
 * - Word: every part is translated (comments, headers and footers, footnotes, text boxes,
 *   charts, tracked changes): the WORD_OPTIONS defaults, all on.
 * - Excel: sheet names and hidden sheets, rows and columns are left alone (formulas and
 *   hidden data stay as the author left them); comments, charts, headers and footers on.
 * - PowerPoint: speaker notes are translated when any notes slide has text in its notes
 *   body (the slide number field does not count); masters stay off, charts on.
 * Legacy doc, xls and ppt files and password-protected Office files cannot be looked into
 * cheaply, so they get the same rules without the look (PowerPoint notes off, the adapter's
 * default). Other formats get {}.
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

/** Whether a notes slide has words in its notes body (its slide-number field and image do not count). */
function notesHaveText(xml: string): boolean {
  for (const shape of spansBetween(xml, '<p:sp>', '</p:sp>')) {
    // No '<' inside a tag: each '<p:ph' reads its own tag only.
    if (!/<p:ph\b[^<>]*\btype="body"/.test(shape)) continue;
    for (const [, text] of shape.matchAll(/<a:t>([^<]*)<\/a:t>/g)) if (text?.trim()) return true;
  }
  return false;
}

function anyNotesText(bytes: Uint8Array, limits?: Partial<ArchiveLimits>): boolean {
  const files = readArchive(bytes, limits);
  const decoder = new TextDecoder();
  return Object.entries(files).some(
    ([name, data]) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name) && notesHaveText(decoder.decode(data)),
  );
}

function defaults(options: readonly { name: string; default: boolean }[]): Record<string, boolean> {
  return Object.fromEntries(options.map((option) => [option.name, option.default]));
}

/**
 * The extract options agent mode uses for this file, chosen by the rules above. Zip-based
 * Office files are opened with `readArchive`, so a damaged or unsafe file is refused here
 * with the FormatError its extraction would give.
 */
export function agentOptions(extension: string, bytes: Uint8Array, limits?: Partial<ArchiveLimits>): ExtractOptions {
  const ext = normalise(extension);
  switch (officeFamily(ext)) {
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
      return {
        ...defaults(POWERPOINT_OPTIONS),
        // Legacy .ppt and password-protected decks cannot be looked into cheaply: the adapter's default (notes off).
        includeNotes: ext === 'ppt' || isEncryptedOfficeFile(bytes) ? false : anyNotesText(bytes, limits),
        includeMasters: false,
      };
    default:
      return {};
  }
}
