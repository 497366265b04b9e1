import { libreErrorAnswer } from '@glossa/contracts/libretranslate-answers';
import { errorAnswers } from '../public-api/index.ts';

/**
 * How each LibreTranslate operation is shown in the OpenAPI document (decision 0043): its name,
 * its key (`api_key`, in the body or the query string) and LibreTranslate's error answers,
 * `{ "error" }` under the statuses of errors.ts.
 */

const LIBRE_ERRORS = {
  400: 'The request was refused: a field is missing or wrong, or no key was sent.',
  403: 'The key is unknown, revoked or disabled, or the operation is off on this server.',
  404: 'The link is unknown or has expired, or its document is gone.',
  429: 'Too many requests for this key, or the quota of the account is used up.',
  500: 'The translation failed or took too long; the request can be sent again.',
  503: 'No engine, the database or the file storage can answer now: try again after `Retry-After`.',
} as const;
type LibreErrorStatus = keyof typeof LIBRE_ERRORS;

/** LibreTranslate reads its fields from JSON, form and multipart bodies alike. */
export const LIBRE_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** Where a route reads its key: `api_key`, or none (it answers anyone, or a signed link is its key). */
type Key = 'apiKey' | 'none';

/**
 * A LibreTranslate route's schema: its id, summary and key, its request parts and answers as given
 * (a body in all of LibreTranslate's encodings unless `consumes` says otherwise), and its error answers.
 */
export function libreSchema<Parts extends { response: object; body?: unknown; consumes?: string[] }>(
  operationId: string,
  summary: string,
  key: Key,
  parts: Parts,
  errors: readonly LibreErrorStatus[],
) {
  return {
    operationId,
    summary,
    security: key === 'apiKey' ? [{ apiKeyField: [] }] : [],
    ...(parts.body === undefined ? {} : { consumes: LIBRE_BODY_TYPES }),
    ...parts,
    response: { ...parts.response, ...errorAnswers(LIBRE_ERRORS, libreErrorAnswer, errors) },
  };
}
