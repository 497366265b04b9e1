import { deeplErrorAnswer } from '@glossa/contracts/deepl-answers';
import { errorAnswers } from '../public-api/index.ts';

/**
 * How each /v2 operation is shown in the OpenAPI document (decision 0043): its name, its key
 * (DeepL's `Authorization: DeepL-Auth-Key` header; the older `auth_key` field is one of its
 * fields) and DeepL's error answers, `{ "message" }` under the statuses of deepl-errors.ts.
 */

const DEEPL_ERRORS = {
  400: 'The request was refused: a field is missing or wrong.',
  403: 'The key is missing, unknown, revoked or disabled.',
  404: 'No such document or glossary among those of the key’s account, or the document was already downloaded.',
  413: 'The file or the glossary is larger than allowed.',
  415: 'The upload is not a multipart form.',
  429: 'Too many requests for this key: wait as long as `Retry-After` says.',
  456: 'The quota of the account is used up, or the output format needs a plan.',
  500: 'The server failed; the request can be sent again.',
  503: 'The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`.',
} as const;
type DeeplErrorStatus = keyof typeof DEEPL_ERRORS;

/** The refusals every /v2 operation may answer. */
const ALWAYS = [400, 403, 429, 500, 503] as const;

/** DeepL's clients send forms; JSON bodies are read too (a document upload is multipart). */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * A /v2 route's schema: its id, summary and key, its request parts and answers as given (a body
 * in both of DeepL's encodings unless `consumes` says otherwise), and the error answers every
 * operation has and its `own`.
 */
export function deeplSchema<Parts extends { response: object; body?: unknown; consumes?: string[] }>(
  operationId: string,
  summary: string,
  parts: Parts,
  own: DeeplErrorStatus[] = [],
) {
  return {
    operationId,
    summary,
    security: [{ deeplAuthKey: [] }],
    ...(parts.body === undefined ? {} : { consumes: BODY_TYPES }),
    ...parts,
    response: { ...parts.response, ...errorAnswers(DEEPL_ERRORS, deeplErrorAnswer, [...ALWAYS, ...own]) },
  };
}
