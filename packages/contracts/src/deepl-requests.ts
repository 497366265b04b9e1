import { z } from 'zod';
import { because, binaryFile, charCount } from './request-rules.ts';

/**
 * Request schemas of the DeepL-compatible API under /v2 (decision 0029). DeepL's clients send
 * form-urlencoded bodies (a repeated field such as `text` arrives as a list), JSON bodies (booleans
 * as true/false, lists as arrays) or, for documents, multipart fields: each schema takes them all.
 * Unknown fields are dropped, as DeepL ignores them.
 */

export const DEEPL_LIMITS = {
  /** DeepL's own bound on texts per request. */
  textsPerRequest: 50,
  /** A glossary's entries as sent (TSV or CSV); the term base's own bound (1 MB) is checked after. */
  entriesMaxChars: 10 * 1024 * 1024,
  glossaryNameMaxLength: 200,
  contextMaxChars: 10_000,
  instructionMaxChars: 300,
  instructionsPerRequest: 10,
} as const;

/** A DeepL language code: 'DE', 'en-GB', 'ZH-HANS', 'ES-419'. */
export const deeplLanguage = z
  .string()
  .max(16)
  .refine((code) => /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/.test(code), because('languageCode'));

/** '1'/'0', 'true'/'false', JSON true/false/1/0. */
export const deeplFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** One value or a list of them (a form field sent more than once). */
const manyStrings = (item: z.ZodString) =>
  z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]));

const glossaryId = z.string().min(1).max(64);

const FORMALITIES = ['default', 'more', 'less', 'prefer_more', 'prefer_less'] as const;

/** Fields shared by text and document translation. */
const translationFields = {
  source_lang: deeplLanguage.optional(),
  target_lang: deeplLanguage,
  formality: z.enum(FORMALITIES).optional(),
  glossary_id: glossaryId.optional(),
  /** The multilingual (v3) form: comma-separated ids; one glossary is applied. */
  glossary_ids: z.string().max(400).optional(),
};

export const deeplTranslateBody = z.object({
  ...translationFields,
  text: manyStrings(z.string().max(1_000_000))
    .refine((texts) => texts.length > 0, because('required'))
    .refine(
      (texts) => texts.length <= DEEPL_LIMITS.textsPerRequest,
      because('tooLarge', { max: DEEPL_LIMITS.textsPerRequest }),
    ),
  tag_handling: z.enum(['xml', 'html']).optional(),
  tag_handling_version: z.string().max(16).optional(),
  context: z
    .string()
    .refine(
      (text) => charCount(text) <= DEEPL_LIMITS.contextMaxChars,
      because('tooLong', { max: DEEPL_LIMITS.contextMaxChars }),
    )
    .optional(),
  custom_instructions: manyStrings(z.string().max(DEEPL_LIMITS.instructionMaxChars))
    .refine(
      (list) => list.length <= DEEPL_LIMITS.instructionsPerRequest,
      because('tooLarge', { max: DEEPL_LIMITS.instructionsPerRequest }),
    )
    .optional(),
  split_sentences: z.enum(['0', '1', 'nonewlines']).optional(),
  preserve_formatting: deeplFlag.optional(),
  outline_detection: deeplFlag.optional(),
  show_billed_characters: deeplFlag.optional(),
  model_type: z.enum(['quality_optimized', 'prefer_quality_optimized', 'latency_optimized']).optional(),
  non_splitting_tags: manyStrings(z.string().max(2000)).optional(),
  splitting_tags: manyStrings(z.string().max(2000)).optional(),
  ignore_tags: manyStrings(z.string().max(2000)).optional(),
  auth_key: z.string().optional(),
});

/** The multipart fields of a document upload (the file itself is read as it arrives). */
export const deeplDocumentFields = z.object({
  ...translationFields,
  output_format: z
    .string()
    .max(16)
    .regex(/^[A-Za-z0-9]+$/, because('format'))
    .optional(),
  filename: z.string().min(1).max(255).optional(),
});

/** How the multipart body of a document upload is described in the OpenAPI document: the fields and the file. */
export const deeplDocumentForm = deeplDocumentFields.extend({
  file: binaryFile.describe('The document to translate (docx, pptx, xlsx, pdf, html, txt...).'),
});

export const deeplDocumentParams = z.object({ document_id: z.string().min(1).max(64) });
export const deeplDocumentKeyBody = z.object({
  document_key: z.string().min(1).max(200),
  auth_key: z.string().optional(),
});

export const deeplLanguagesQuery = z.object({
  type: z.enum(['source', 'target']).default('source'),
  auth_key: z.string().optional(),
});

export const deeplAuthOnly = z.object({ auth_key: z.string().optional() }).nullish();

export const deeplGlossaryBody = z.object({
  name: z.string().min(1).max(DEEPL_LIMITS.glossaryNameMaxLength),
  source_lang: deeplLanguage,
  target_lang: deeplLanguage,
  entries: z.string().max(DEEPL_LIMITS.entriesMaxChars),
  entries_format: z.enum(['tsv', 'csv']).default('tsv'),
  auth_key: z.string().optional(),
});

export const deeplGlossaryParams = z.object({ glossary_id: glossaryId });
