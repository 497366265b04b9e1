import { GATEWAYS } from './limits.ts';
import { posts } from './route-table.ts';

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

export type {
  ImportReport,
  ImportSkip,
  ImportSkipReason,
  TermBaseSummary,
  TermEntryWire,
} from './term-base-answers.ts';

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

/** Where each call goes; what it takes and answers is in TERM_BASE_ROUTES (term-base-routes.ts). */
export const TERM_BASE_CALLS = posts(GATEWAYS.website, TERM_BASE_PATHS);
