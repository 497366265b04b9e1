import { findLanguage } from '../../languages/catalog.ts';
import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat, ExtractOptions, RebuildOptions } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { unlockOfficeFile } from '../ooxml/office-encryption.ts';
import { type OfficeOption, optionValue } from '../ooxml/office-options.ts';
import { checkSegmentCount, type OoxmlPackage, openPackage, type PackageKind, writePackage } from '../ooxml/package.ts';
import { planRenames } from './sheet-names.ts';
import type { Changes } from './sheet-rebuild.ts';
import type { SheetInfo } from './workbook.ts';
import { rebuildWorkbookParts } from './workbook-rebuild.ts';
import { type ExcelChoice, readWorkbookText, type WorkbookText } from './workbook-text.ts';

/** Professional mode's preprocessing parameters for Excel files, with their defaults. */
export const EXCEL_OPTIONS: readonly OfficeOption[] = [
  {
    name: 'translateSheetNames',
    default: false,
    description:
      'Translate sheet names; every formula, defined name and chart that refers to a renamed sheet is updated',
  },
  { name: 'includeHidden', default: false, description: 'Translate hidden sheets, rows and columns too' },
  { name: 'includeComments', default: true, description: 'Translate comments and notes' },
  {
    name: 'includeCharts',
    default: true,
    description: 'Translate chart titles, axis titles, series and category names',
  },
  { name: 'includeHeadersFooters', default: true, description: 'Translate page headers and footers' },
];

/** The extract options Excel files understand: the shared ones plus the switches of EXCEL_OPTIONS. */
export interface ExcelExtractOptions extends ExtractOptions {
  includeComments?: boolean;
  includeCharts?: boolean;
  includeHeadersFooters?: boolean;
}

const WORKBOOK: PackageKind = {
  label: 'an Excel workbook',
  isMainType: (type) =>
    /spreadsheetml\.(sheet|template)\.main\+xml$|ms-excel\.(sheet|template)\.macroEnabled\.main\+xml$/.test(type),
};

export interface SpreadsheetSkeleton {
  pkg: OoxmlPackage;
  text: WorkbookText;
  choice: ExcelChoice;
}

/**
 * Shared and inline strings of shown cells (rich text runs as tags), comments and notes, text
 * boxes, charts, header and footer sections, and sheet names when asked. Formulas, numbers,
 * dates, formula results and hidden content stay as they are.
 */
async function extract(
  input: Uint8Array,
  options?: ExcelExtractOptions,
): Promise<{ segments: Segment[]; skeleton: SpreadsheetSkeleton }> {
  const pkg = openPackage(await unlockOfficeFile(input, options?.password), WORKBOOK, options?.archiveLimits);
  const choice: ExcelChoice = {
    includeHidden: optionValue(options, EXCEL_OPTIONS, 'includeHidden'),
    sheetNames: optionValue(options, EXCEL_OPTIONS, 'translateSheetNames'),
    comments: optionValue(options, EXCEL_OPTIONS, 'includeComments'),
    charts: optionValue(options, EXCEL_OPTIONS, 'includeCharts'),
    headersFooters: optionValue(options, EXCEL_OPTIONS, 'includeHeadersFooters'),
  };
  const { segments, text } = readWorkbookText(pkg, choice);
  checkSegmentCount(segments.length, 'workbook');
  return { segments, skeleton: { pkg, text, choice } };
}

/**
 * Writes the translations into the parts they belong to; every other part keeps its bytes.
 * Bilingual modes keep each sheet translated and add a copy with the source text beside it.
 */
async function rebuild(
  skeleton: SpreadsheetSkeleton,
  translations: ReadonlyMap<string, string>,
  mode: OutputMode,
  options: RebuildOptions,
): Promise<Uint8Array> {
  const { pkg, text, choice } = skeleton;
  const changes: Changes = (id, source) => {
    const translation = source === undefined ? undefined : translations.get(id);
    return translation !== undefined && translation !== source ? translation : undefined;
  };
  const named = new Map<SheetInfo, string>();
  for (const [id, sheet] of text.names) {
    const translation = changes(id, sheet.name);
    if (translation !== undefined) named.set(sheet, translation);
  }
  const changed = new Map<string, Uint8Array>();
  rebuildWorkbookParts({
    pkg,
    text,
    choice,
    changes,
    renames: planRenames(text.workbook.sheets, named),
    mode,
    language: options.targetLanguage,
    rtl: findLanguage(options.targetLanguage)?.direction === 'rtl',
    changed,
  });
  return writePackage(pkg, changed);
}

export const spreadsheet = {
  id: 'xlsx',
  extensions: ['xlsx', 'xlsm', 'xltx', 'xltm'],
  extract,
  rebuild,
  bilingual: true,
} satisfies DocumentFormat<SpreadsheetSkeleton>;
