import { z } from 'zod';

/**
 * What the LibreTranslate-compatible API answers (decision 0030), as LibreTranslate does: the
 * OpenAPI document shows them, and the server checks its answers against them as it writes them.
 */

/** A detection as LibreTranslate writes it: confidence from 0 to 100. */
export const libreDetection = z.object({ confidence: z.number(), language: z.string() });
export type LibreDetection = z.infer<typeof libreDetection>;

/** One text (`q` a string) or a list (`q` a list): each field answers in the same form. */
export const libreTranslateAnswer = z.object({
  translatedText: z.union([z.string(), z.array(z.string())]),
  /** With `source: auto`. */
  detectedLanguage: z.union([libreDetection, z.array(libreDetection)]).optional(),
  /** With `alternatives`: none are made, so each list is empty. */
  alternatives: z.union([z.array(z.string()), z.array(z.array(z.string()))]).optional(),
});
export type LibreTranslateAnswer = z.infer<typeof libreTranslateAnswer>;

/** One entry of `GET /languages`, as LibreTranslate answers it. */
export const libreLanguage = z.object({
  code: z.string(),
  /** The language's name in English, as LibreTranslate's documentation says. */
  name: z.string(),
  targets: z.array(z.string()),
});
export type LibreLanguage = z.infer<typeof libreLanguage>;

const namedLanguage = z.object({ code: z.string(), name: z.string() });

/** `GET /frontend/settings`: how this server describes itself to LibreTranslate's page and clients. */
export const libreSettings = z.object({
  charLimit: z.number(),
  frontendTimeout: z.number(),
  apiKeys: z.boolean(),
  keyRequired: z.boolean(),
  suggestions: z.boolean(),
  filesTranslation: z.boolean(),
  supportedFilesFormat: z.array(z.string()),
  language: z.object({ source: namedLanguage, target: namedLanguage }),
});

/** `POST /translate_file`: where the translated file is, for a while. */
export const libreFileAnswer = z.object({ translatedFileUrl: z.string() });

/** `GET /health`: the server answers. */
export const libreHealth = z.object({ status: z.literal('ok') });

/** Every refusal, as LibreTranslate writes it. */
export const libreErrorAnswer = z
  .object({ error: z.string().describe("What went wrong, in the caller's language (Accept-Language).") })
  .meta({ id: 'LibreError' })
  .describe('A refused or failed request, as LibreTranslate answers it.');
