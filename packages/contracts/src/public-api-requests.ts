import { z } from 'zod';
import { OUTPUT_MODES } from './chat-requests.ts';
import { INPUT_LIMITS } from './limits.ts';
import { binaryFile, languageCode, recordId } from './request-rules.ts';
import { TERM_BASE_LIMITS } from './term-base.ts';
import { termBaseName, termEntryFields } from './term-base-requests.ts';

/**
 * Request schemas of the native REST API under /api/v1 (paths in public-api.ts). The OpenAPI
 * document is generated from these same schemas (docs/decisions/0028-native-rest-api.md), so
 * every field carries its description here.
 */

export const PUBLIC_API_LIMITS = {
  /** Texts of one translate request. */
  textsPerRequest: 50,
  /** Extra instructions for an AI engine. */
  instructionsMaxLength: INPUT_LIMITS.customInstructionsMaxLength,
} as const;

export const TEXT_MARKUPS = ['text', 'html', 'xml'] as const;

const source = languageCode({ auto: true })
  .default('auto')
  .describe("The language of the texts (a code of GET /api/v1/languages), or 'auto' to detect it.");
const target = languageCode().describe('The language to translate into (a code of GET /api/v1/languages).');
const termBaseId = recordId.describe('One of your term bases (GET /api/v1/term-bases): its terms are kept.');
const instructions = z
  .string()
  .max(PUBLIC_API_LIMITS.instructionsMaxLength)
  .describe('Extra instructions for an AI engine (tone, formality, context); machine engines ignore them.');

export const translateTextsBody = z
  .strictObject({
    texts: z
      .array(z.string())
      .min(1)
      .max(PUBLIC_API_LIMITS.textsPerRequest)
      .describe('The texts to translate, answered in the same order.'),
    source,
    target,
    markup: z
      .enum(TEXT_MARKUPS)
      .default('text')
      .describe('Plain text, or HTML or XML whose tags are kept and only the text between them translated.'),
    termBaseId: termBaseId.optional(),
    instructions: instructions.optional(),
  })
  .describe('Texts translated now, with the same engines, memory, term bases and checks as the workspace.');

/** An export format, as a file extension ('docx', 'pdf'). */
const fileFormat = z
  .string()
  .max(INPUT_LIMITS.fileExtensionMaxLength)
  .regex(/^[A-Za-z0-9]+$/);

/** The fields sent with the file of a new document (multipart/form-data, before the file part). */
export const submitDocumentFields = z.strictObject({
  source,
  target,
  termBaseId: termBaseId.optional(),
  instructions: instructions.optional(),
  outputFormat: fileFormat
    .optional()
    .describe("The export format wanted at download ('pdf', 'docx'...); the source file's own when left out."),
  password: z
    .string()
    .max(INPUT_LIMITS.filePasswordMaxLength)
    .optional()
    .describe('The password of a protected source file.'),
});

/** How the multipart body of a new document is described in the OpenAPI document. */
export const submitDocumentForm = submitDocumentFields.extend({
  file: binaryFile.describe(
    'The document (any format of the workspace: docx, pdf, xlsx, pptx, html, srt...). Send it last.',
  ),
});

export const documentParams = z.strictObject({
  documentId: recordId.describe('The id answered when the document was submitted.'),
});

export const downloadDocumentQuery = z.strictObject({
  form: z
    .enum(OUTPUT_MODES)
    .default('translated')
    .describe('The translation alone, or each source paragraph followed (or preceded) by its translation.'),
  format: fileFormat
    .optional()
    .describe("Any export format the document offers ('pdf', 'docx'...); the one chosen at submission when left out."),
});

export const termBaseParams = z.strictObject({
  termBaseId: recordId.describe('The id of one of your term bases.'),
});

export const termBaseListQuery = z.strictObject({
  sourceLanguage: languageCode({ auto: true })
    .optional()
    .describe("Only the term bases of this source language ('auto' matches any)."),
  targetLanguage: languageCode().optional().describe('Only the term bases of this target language.'),
});

export const createTermBaseRequest = z.strictObject({
  name: termBaseName.describe(
    `A name of your own, unique among your term bases (at most ${TERM_BASE_LIMITS.nameMaxLength} characters).`,
  ),
  sourceLanguage: languageCode({ error: 'termBaseLanguage' }).describe('The language of the source terms.'),
  targetLanguage: languageCode({ error: 'termBaseLanguage' }).describe('The language of the target terms.'),
});

const pageNumber = z.coerce.number().int().min(1).max(INPUT_LIMITS.pageNumMax);
export const termEntriesQuery = z.strictObject({
  page: pageNumber.default(1).describe('The page, from 1.'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(TERM_BASE_LIMITS.pageSizeMax)
    .default(INPUT_LIMITS.pageSizeDefault)
    .describe(`Entries per page (at most ${TERM_BASE_LIMITS.pageSizeMax}).`),
  keyword: z
    .string()
    .max(TERM_BASE_LIMITS.termMaxLength)
    .optional()
    .describe('Only entries whose source or target holds this, ignoring case.'),
});

export const addTermEntryRequest = termEntryFields;

/** The CSV or TSV text of a term list: a header naming `source` and `target`, or two columns. */
export const importTermsText = z
  .string()
  .describe(
    'CSV or TSV text (comma, semicolon or tab separated): a header naming source and target ' +
      '(and optionally do_not_translate, case_sensitive, note), or two columns without a header.',
  );
