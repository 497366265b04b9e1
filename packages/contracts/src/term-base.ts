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

/** Request bodies, by call. */
export interface TermBaseListRequest {
  /** Only the term bases of this pair; a source of 'auto' matches any source language. */
  sourceLanguage?: string;
  targetLanguage?: string;
}

export interface CreateTermBaseRequest {
  name: string;
  sourceLanguage: string;
  targetLanguage: string;
}

export interface RenameTermBaseRequest {
  termBaseId: string;
  name: string;
}

export interface TermEntriesRequest {
  termBaseId: string;
  /** Matches inside the source or target, ignoring case. */
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export interface TermEntryFields {
  source: string;
  target: string;
  doNotTranslate: boolean;
  caseSensitive: boolean;
  note: string;
}

export interface AddTermEntryRequest extends TermEntryFields {
  termBaseId: string;
}

export interface UpdateTermEntryRequest extends TermEntryFields {
  termBaseId: string;
  entryId: string;
}

export interface ImportTermsRequest {
  termBaseId: string;
  /** The CSV text: a header naming `source` and `target` (and optionally `do_not_translate`, `case_sensitive`, `note`), or two columns; comma, semicolon or tab separated. */
  csv: string;
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
