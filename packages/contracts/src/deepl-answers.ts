import { z } from 'zod';

/**
 * What the DeepL-compatible API answers (decision 0029), in DeepL's own field names: the OpenAPI
 * document shows them, and the server checks its answers against them as it writes them.
 */

export const deeplTranslateAnswer = z.object({
  translations: z.array(
    z.object({
      detected_source_language: z.string(),
      text: z.string(),
      /** With `show_billed_characters`. */
      billed_characters: z.number().optional(),
      /** With `model_type`. */
      model_type_used: z.string().optional(),
    }),
  ),
});

export const deeplUsageAnswer = z.object({
  character_count: z.number(),
  character_limit: z.number(),
  document_count: z.number(),
  document_limit: z.number(),
});

export const deeplLanguage = z.object({
  language: z.string(),
  name: z.string(),
  /** Target languages: whether `formality` is followed. */
  supports_formality: z.boolean().optional(),
});
export type DeeplLanguage = z.infer<typeof deeplLanguage>;

export const deeplGlossaryPair = z.object({ source_lang: z.string(), target_lang: z.string() });
export const deeplGlossaryPairsAnswer = z.object({ supported_languages: z.array(deeplGlossaryPair) });

/** A glossary: one of the caller's term bases, as DeepL describes a glossary. */
export const deeplGlossary = z.object({
  glossary_id: z.string(),
  name: z.string(),
  ready: z.boolean(),
  source_lang: z.string(),
  target_lang: z.string(),
  creation_time: z.string(),
  entry_count: z.number(),
});
export type DeeplGlossary = z.infer<typeof deeplGlossary>;

export const deeplGlossariesAnswer = z.object({ glossaries: z.array(deeplGlossary) });

export const deeplDocumentHandle = z.object({ document_id: z.string(), document_key: z.string() });

/** Seconds left while translating, characters once done, the reason of an error. */
export const deeplDocumentStatus = z.object({
  document_id: z.string(),
  status: z.enum(['queued', 'translating', 'done', 'error']),
  seconds_remaining: z.number().optional(),
  billed_characters: z.number().optional(),
  error_message: z.string().optional(),
});

/** Every refusal, as DeepL writes it: the status says what kind, `message` in words. */
export const deeplErrorAnswer = z
  .object({ message: z.string().describe("What went wrong, in English unless the caller's language was asked for.") })
  .meta({ id: 'DeeplError' })
  .describe('A refused or failed request, as DeepL answers it.');
