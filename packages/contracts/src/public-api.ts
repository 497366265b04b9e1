import { z } from 'zod';
import { partCoverage } from './coverage.ts';
import { REASONS } from './request-rules.ts';

/**
 * Answers of the native REST API under /api/v1 (requests in public-api-requests.ts). Answers are
 * the resources themselves, no envelope; a refusal is `{ error: { code, key, message } }` with
 * the HTTP status saying what kind (docs/decisions/0028-native-rest-api.md).
 */

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.number().int().describe('The stable error code (the same as the website API).'),
      key: z.string().describe("The error's name ('notFound', 'quotaExhausted', 'validation'...)."),
      message: z.string().describe("What went wrong, in the caller's language (Accept-Language)."),
      field: z.string().optional().describe('The refused field, for a validation error.'),
      issue: z.enum(REASONS).optional().describe('Why the field was refused, for a validation error.'),
    }),
  })
  .meta({ id: 'ApiError' })
  .describe('A refused or failed request.');
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const translateTextsAnswer = z
  .object({
    translations: z
      .array(
        z.object({
          text: z.string(),
          detectedSource: z
            .string()
            .describe('The source language: the one given, or the one detected (a guess when lowConfidence).'),
          detectionConfidence: z
            .number()
            .min(0)
            .max(1)
            .nullable()
            .describe("The detector's confidence in detectedSource, 0 to 1; null when the source was given."),
          lowConfidence: z
            .boolean()
            .describe(
              'True when the source was detected below the confidence threshold: detectedSource is a guess ' +
                '(an AI engine was left to read the language itself). Send source to be sure.',
            ),
        }),
      )
      .describe('One per text, in the order sent.'),
    billedCharacters: z.number().int().describe('Characters of the source texts counted for this request.'),
    engine: z.string().describe("The kind of engine that translated ('llm', 'apertium'...)."),
  })
  .describe('The translations, with what was billed and which engine served.');

export const languagesAnswer = z
  .object({
    languages: z.array(
      z.object({
        code: z.string().describe("The code to send ('en', 'zh-Hans', 'pt-BR')."),
        name: z.string().describe("The language's name in the caller's language (Accept-Language)."),
        nativeName: z.string(),
        direction: z.enum(['ltr', 'rtl']),
      }),
    ),
    engines: z
      .array(
        z.object({
          kind: z.string().describe("The kind of engine ('llm', 'apertium'...)."),
          pairs: z
            .union([z.literal('any'), z.array(z.object({ source: z.string(), target: z.string() }))])
            .describe("'any' when it translates between any two languages of the list, else its pairs."),
        }),
      )
      .describe('What each kind of engine on this server translates.'),
  })
  .describe("The languages of the catalogue and what this server's engines translate.");

export const usageAnswer = z
  .object({
    characterCount: z.number().int().describe('Characters billed through the API in the current period.'),
    characterLimit: z.number().int().describe('The most characters the quota left allows this period.'),
    documentCount: z.number().int(),
    documentLimit: z.number().int(),
    chatsLeft: z.number().int().describe('Requests (one per text request or document) the quota has left.'),
    periodStart: z.string(),
    periodEnd: z.string(),
  })
  .describe("The account's usage through the API this period.");

export const submittedDocument = z
  .object({
    documentId: z.string().describe('Ask for its status and download it with this id.'),
  })
  .describe('The document was stored and its translation queued.');

export const documentStatusAnswer = z
  .object({
    documentId: z.string(),
    state: z
      .enum(['queued', 'translating', 'done', 'error'])
      .describe('done once the file in the format chosen at submission is made and can be downloaded.'),
    secondsRemaining: z.number().int().nullable().describe('Estimated seconds left while translating, else null.'),
    billedCharacters: z.number().int(),
    segmentsDone: z.number().int(),
    segmentsTotal: z.number().int(),
    error: z
      .object({ key: z.string(), message: z.string() })
      .nullable()
      .describe("Why it failed (state 'error'), in the caller's language."),
    outputFormat: z.string().describe('The export format chosen at submission (an extension).'),
    downloadedAt: z
      .string()
      .nullable()
      .describe('When a file of it was first sent in full (a download cut on the way does not count), else null.'),
    coverage: z
      .array(partCoverage)
      .nullable()
      .describe('Once done: how much of each part (body, notes, masters, headers ...) was translated, else null.'),
  })
  .describe("Where the document's translation is.");

export const termBaseAnswer = z
  .object({
    termBaseId: z.string(),
    name: z.string(),
    sourceLanguage: z.string(),
    targetLanguage: z.string(),
    entryCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('A term base of the account.');

export const termBaseListAnswer = z
  .object({ termBases: z.array(termBaseAnswer) })
  .describe('The term bases of the account, the most recently changed first.');

export const termEntryAnswer = z
  .object({
    entryId: z.string(),
    source: z.string(),
    target: z.string().describe('Empty for a term kept as it is.'),
    doNotTranslate: z.boolean(),
    caseSensitive: z.boolean(),
    note: z.string(),
    updatedAt: z.string(),
  })
  .describe('An entry of a term base.');

export const termEntriesAnswer = z
  .object({
    entries: z.array(termEntryAnswer),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe('A page of entries, in order of source term.');

export const importReportAnswer = z
  .object({
    added: z.number().int(),
    updated: z.number().int(),
    skippedCount: z.number().int(),
    skipped: z
      .array(
        z.object({
          line: z.number().int(),
          source: z.string(),
          reason: z.enum(['sourceMissing', 'targetMissing', 'tooLong', 'duplicateInFile', 'unchanged', 'limitReached']),
        }),
      )
      .describe('The first rows not used, with their line and why.'),
  })
  .describe('What the import added, updated and skipped.');
