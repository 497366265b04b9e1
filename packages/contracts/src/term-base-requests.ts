import { z } from 'zod';
import { languageCode, orEmpty, paging, recordId, specific } from './request-rules.ts';
import { cleanText, TERM_BASE_LIMITS } from './term-base.ts';

/**
 * Request schemas of the term base calls (paths in TERM_BASE_PATHS), shared by the server and the
 * term base dialogs. Names and terms are measured as stored: trimmed, runs of white space as one.
 */

const { nameMaxLength, termMaxLength, noteMaxLength } = TERM_BASE_LIMITS;
const termBaseId = recordId;

export const termBaseName = z
  .string(specific('termBaseNameRequired'))
  .refine((name) => cleanText(name) !== '', specific('termBaseNameRequired'))
  .refine((name) => cleanText(name).length <= nameMaxLength, {
    error: 'termBaseNameTooLong',
    params: { max: nameMaxLength },
  });

const termLength = [
  (term: string) => cleanText(term).length <= termMaxLength,
  { error: 'termTooLong', params: { max: termMaxLength } },
] as const;

export const termSource = z
  .string(specific('termSourceRequired'))
  .refine((term) => cleanText(term) !== '', specific('termSourceRequired'))
  .refine(...termLength);
/** Empty for a term kept as it is ("do not translate"); the entry's rule below asks for it otherwise. */
export const termTarget = z.string(specific('termTargetRequired')).refine(...termLength);
export const termNote = z.string().refine((note) => note.trim().length <= noteMaxLength, {
  error: 'termNoteTooLong',
  params: { max: noteMaxLength },
});

/** An entry of the add and edit form; a term kept as it is needs no translation. */
export const termEntryFields = z
  .object({
    source: termSource,
    target: termTarget.default(''),
    doNotTranslate: z.boolean().default(false),
    caseSensitive: z.boolean().default(false),
    note: termNote.default(''),
  })
  .refine((entry) => entry.doNotTranslate || cleanText(entry.target) !== '', {
    path: ['target'],
    ...specific('termTargetRequired'),
  });

/** Only the term bases of this pair; a source of 'auto' matches any source language. */
export const termBaseListBody = orEmpty(
  z.object({
    sourceLanguage: languageCode({ auto: true }).optional(),
    targetLanguage: languageCode().optional(),
  }),
);

export const createTermBaseBody = orEmpty(
  z.object({
    name: termBaseName,
    sourceLanguage: languageCode({ error: 'termBaseLanguage' }),
    targetLanguage: languageCode({ error: 'termBaseLanguage' }),
  }),
);

export const renameTermBaseBody = orEmpty(z.object({ termBaseId, name: termBaseName }));
export const termBaseBody = orEmpty(z.object({ termBaseId }));

export const termEntriesBody = orEmpty(
  z.object({
    termBaseId,
    /** Matches inside the source or target, ignoring case. */
    keyword: z.string().max(termMaxLength).optional(),
    ...paging,
  }),
);

export const addTermEntryBody = orEmpty(z.object({ termBaseId }).and(termEntryFields));
export const updateTermEntryBody = orEmpty(z.object({ termBaseId, entryId: recordId }).and(termEntryFields));
export const termEntryBody = orEmpty(z.object({ termBaseId, entryId: recordId }));

/** The CSV text; its size (in UTF-8 bytes) and rows are read by the import itself. */
export const importTermsBody = orEmpty(
  z.object({
    termBaseId,
    csv: z.custom<string>((csv) => typeof csv === 'string', { error: 'termCsvUnreadable', params: { line: 1 } }),
  }),
);

/** Request bodies as clients send them, by call. */
export type TermBaseListRequest = z.input<typeof termBaseListBody>;
export type CreateTermBaseRequest = z.input<typeof createTermBaseBody>;
export type RenameTermBaseRequest = z.input<typeof renameTermBaseBody>;
export type TermEntriesRequest = z.input<typeof termEntriesBody>;
/** An entry's fields as the server reads them (left-out ones filled in). */
export type TermEntryFields = z.output<typeof termEntryFields>;
export type AddTermEntryRequest = z.input<typeof addTermEntryBody>;
export type UpdateTermEntryRequest = z.input<typeof updateTermEntryBody>;
/**
 * The CSV text: a header naming `source` and `target` (and optionally `do_not_translate`,
 * `case_sensitive`, `note`), or two columns; comma, semicolon or tab separated.
 */
export type ImportTermsRequest = z.input<typeof importTermsBody>;
