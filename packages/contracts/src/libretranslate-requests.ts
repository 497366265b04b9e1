import { z } from 'zod';
import { INPUT_LIMITS } from './limits.ts';
import { binaryFile, orEmpty } from './request-rules.ts';

/**
 * Request shapes of the LibreTranslate-compatible API (decision 0030), as LibreTranslate's own
 * documentation gives them: JSON, form-urlencoded or multipart bodies with the same field names.
 * LibreTranslate reads every field leniently and says itself what is missing or not supported
 * ("Invalid request: missing q parameter"), so fields are optional here and checked by the routes.
 */
/** LibreTranslate's paths, at the site's root as LibreTranslate serves them. */
export const LIBRE_PATHS = {
  translate: '/translate',
  detect: '/detect',
  languages: '/languages',
  settings: '/frontend/settings',
  suggest: '/suggest',
  translateFile: '/translate_file',
  /** Followed by `/<document id>.<extension>?token=...`. */
  downloadFile: '/download_file',
  /** `{ "status": "ok" }` for load balancers and containers' health checks, without a key. */
  health: '/health',
} as const;

export const LIBRE_LIMITS = {
  /** Texts in one `q` array. */
  batchMax: 50,
  /** LibreTranslate's default `--alternatives-limit`. */
  alternativesMax: 3,
  apiKeyMaxLength: 200,
  formatMaxLength: 32,
  /** What the web page of a LibreTranslate server waits before translating what was typed (ms). */
  frontendTimeoutMs: 500,
} as const;

const code = z.string().max(INPUT_LIMITS.languageCodeMaxLength);
const apiKey = z.string().max(LIBRE_LIMITS.apiKeyMaxLength);
/** A whole number, as JSON sends it or as text in a form. */
const count = z.union([z.number(), z.string().max(16)]);

/**
 * The query string of a route that takes a key: LibreTranslate reads `api_key` from it as from the
 * body, and ignores every other parameter (left out of the parsed query, never refused).
 */
export const libreKeyQuery = z.object({ api_key: apiKey.optional() });
/** The query string of a route that takes nothing: whatever it holds is ignored, as LibreTranslate does. */
export const libreAnyQuery = z.object({});

export const libreTranslateBody = orEmpty(
  z.object({
    q: z.union([z.string(), z.array(z.string()).max(LIBRE_LIMITS.batchMax)]).optional(),
    source: code.optional(),
    target: code.optional(),
    format: z.string().max(LIBRE_LIMITS.formatMaxLength).optional(),
    alternatives: count.optional(),
    api_key: apiKey.optional(),
  }),
);
export type LibreTranslateBody = z.output<typeof libreTranslateBody>;

export const libreDetectBody = orEmpty(
  z.object({
    q: z.union([z.string(), z.array(z.string()).max(LIBRE_LIMITS.batchMax)]).optional(),
    api_key: apiKey.optional(),
  }),
);

/** The fields of `POST /translate_file` besides the file itself (a multipart body). */
const fileFields = {
  source: code.optional(),
  target: code.optional(),
  api_key: apiKey.optional(),
};
export const libreFileFields = orEmpty(z.object(fileFields));

/** How the multipart body of `POST /translate_file` is described in the OpenAPI document: the fields and the file. */
export const libreFileForm = z.object({
  ...fileFields,
  file: binaryFile.describe('The document to translate (any format of GET /frontend/settings `supportedFilesFormat`).'),
});

export const libreSuggestBody = orEmpty(
  z.object({
    q: z.string().optional(),
    s: z.string().optional(),
    source: code.optional(),
    target: code.optional(),
    api_key: apiKey.optional(),
  }),
);

/** `GET /download_file/:name?token=`: the file's name, and the signed token naming the document. */
export const libreDownloadParams = z.object({ name: z.string().min(1).max(120) });
export const libreDownloadQuery = z.object({ token: z.string().min(1).max(1000) });
