import { z } from 'zod';
import { isoDate } from './answer-rules.ts';

/** What the term base calls answer (TERM_BASE_ROUTES); dates are ISO-8601 strings. */

export const termBaseSummary = z.object({
  termBaseId: z.string(),
  name: z.string(),
  /** Catalogue codes of the translation core ('en', 'zh-Hans'). */
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  entryCount: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type TermBaseSummary = z.infer<typeof termBaseSummary>;

export const termEntryWire = z.object({
  entryId: z.string(),
  source: z.string(),
  /** Empty for "do not translate" entries, which keep the source term. */
  target: z.string(),
  doNotTranslate: z.boolean(),
  caseSensitive: z.boolean(),
  note: z.string(),
  updatedAt: isoDate,
});
export type TermEntryWire = z.infer<typeof termEntryWire>;

/** Why an imported row was not used; the web app names each reason in the user's language. */
export const IMPORT_SKIP_REASONS = [
  'sourceMissing',
  'targetMissing',
  'tooLong',
  'duplicateInFile',
  'unchanged',
  'limitReached',
] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const importSkip = z.object({
  /** 1-based line of the CSV text where the row starts. */
  line: z.number(),
  source: z.string(),
  reason: z.enum(IMPORT_SKIP_REASONS),
});
export type ImportSkip = z.infer<typeof importSkip>;

export const importReport = z.object({
  added: z.number(),
  updated: z.number(),
  skippedCount: z.number(),
  /** The first skipped rows, in file order (at most TERM_BASE_LIMITS.skippedListMax). */
  skipped: z.array(importSkip),
});
export type ImportReport = z.infer<typeof importReport>;
