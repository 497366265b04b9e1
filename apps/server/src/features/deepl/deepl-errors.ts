import { ERRORS, type ErrorName } from '@glossa/contracts/errors';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance } from 'fastify';
import type { AppError } from '#http/app-error.ts';
import { apiErrorHandler, apiLocale } from '../public-api/index.ts';

/**
 * DeepL's status codes for the product's errors. DeepL's clients read the status, not a code in
 * the body: 403 is a bad key, 456 an exhausted quota, 429 too many requests (retried with
 * backoff), 503 while a document is not ready or the database or file storage is away for a
 * moment (with Retry-After, decision 0035); every other refusal of the request is 400.
 */
const DEEPL_STATUS: Record<string, number> = {
  apiKeyInvalid: 403,
  unauthorized: 403,
  forbidden: 403,
  accountDisabled: 403,
  signedOutElsewhere: 403,
  quotaExhausted: 456,
  memberOnlyFormat: 456,
  notFound: 404,
  fileExpired: 404,
  // A translated document is handed out once; afterwards it is gone, as at DeepL.
  documentDownloaded: 404,
  documentNotReady: 503,
  payloadTooLarge: 413,
  fileTooLarge: 413,
  termCsvTooLarge: 413,
  unsupportedMediaType: 415,
  methodNotAllowed: 405,
};

/** The status DeepL answers for an error of the product. */
export function deeplStatus(error: AppError): number {
  const named = DEEPL_STATUS[error.errorName];
  if (named) return named;
  if (error.status === 429) return 429;
  if (error.status >= 500) return error.status === 503 ? 503 : 500;
  return 400;
}

/** The core's refusals DeepL words its own way (and calls a term base a glossary). */
const DEEPL_WORDING: Partial<Record<ErrorName, ErrorName>> = {
  termBasePairMismatch: 'glossaryPairMismatch',
};

/** Within the /v2 routes, errors are answered as DeepL does: its status and `{ "message" }`, in English unless asked. */
export function useDeeplErrors(scope: FastifyInstance, catalog: Catalog): void {
  apiErrorHandler(scope, catalog, (error, message, reply, request) => {
    const own = DEEPL_WORDING[error.errorName];
    const text = own ? catalog.t(apiLocale(request), 'errors', ERRORS[own].messageKey) : message;
    return reply.status(deeplStatus(error)).send({ message: text });
  });
}
