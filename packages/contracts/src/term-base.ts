/**
 * Wire shapes of the term base (glossary): an owner's named lists of terms for one language
 * pair, used by translation jobs (`termBaseId` of a new conversation). All calls are POST JSON
 * under /gateway/website; dates are ISO-8601 strings.
 */

export const TERM_BASE_LIMITS = {
  nameMaxLength: 60,
  termMaxLength: 200,
  noteMaxLength: 500,
  termBasesPerOwner: 50,
  entriesPerTermBase: 10_000,
  /** The CSV text of one import, in UTF-8 bytes. */
  csvMaxBytes: 1024 * 1024,
  pageSizeMax: 100,
  /** An import report lists at most this many skipped rows (the count covers all of them). */
  skippedListMax: 100,
} as const;

export interface TermBaseSummary {
  termBaseId: string;
  name: string;
  /** Catalogue codes of the translation core ('en', 'zh-Hans'). */
  sourceLanguage: string;
  targetLanguage: string;
  entryCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TermEntryWire {
  entryId: string;
  source: string;
  /** Empty for "do not translate" entries, which keep the source term. */
  target: string;
  doNotTranslate: boolean;
  caseSensitive: boolean;
  note: string;
  updatedAt: string;
}

/** Why an imported row was not used; the web app names each reason in the user's language. */
export type ImportSkipReason =
  | 'sourceMissing'
  | 'targetMissing'
  | 'tooLong'
  | 'duplicateInFile'
  | 'unchanged'
  | 'limitReached';

export interface ImportSkip {
  /** 1-based line of the CSV text where the row starts. */
  line: number;
  source: string;
  reason: ImportSkipReason;
}

export interface ImportReport {
  added: number;
  updated: number;
  skippedCount: number;
  /** The first skipped rows, in file order (at most TERM_BASE_LIMITS.skippedListMax). */
  skipped: ImportSkip[];
}

/** Trimmed, one space for every run of white space: how names and terms are stored and measured. */
export function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim() : '';
}

export const TERM_BASE_PATHS = {
  list: '/termBase/list',
  create: '/termBase/create',
  rename: '/termBase/rename',
  remove: '/termBase/delete',
  entries: '/termBase/entries',
  addEntry: '/termBase/addEntry',
  updateEntry: '/termBase/updateEntry',
  removeEntry: '/termBase/deleteEntry',
  importCsv: '/termBase/import',
  /** { termBaseId } → the CSV file (content-disposition names it). */
  exportCsv: '/termBase/export',
} as const;
