import type { ApiErrorBody } from '@glossa/contracts/public-api';
import { apiErrorSchema } from '@glossa/contracts/public-api';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusedField } from '#core/error-message.ts';
import type { AppError } from '#http/app-error.ts';
import { errorAnswers } from '../docs/operations.ts';
import { apiErrorHandler } from '../errors.ts';

/** A refusal in the native API's shape, under the error's own HTTP status. */
function writeRefusal(error: AppError, message: string, reply: FastifyReply): FastifyReply {
  const refused = refusedField(error);
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      key: error.errorName,
      message,
      ...(refused ? { field: String(refused.field), issue: refused.issue } : {}),
    },
  };
  if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="api"');
  return reply.status(error.status).type('application/json').send(body);
}

/**
 * Refusals of the native API: `{ error: { code, key, message } }` under the HTTP status that
 * says what kind, the message in the caller's language (decision 0028). Only the shape differs
 * from the website's envelope: the codes, keys and wording are the same catalogue.
 */
export function registerNativeErrors(app: FastifyInstance, catalog: Catalog): void {
  apiErrorHandler(app, catalog, writeRefusal);
}

const ERROR_RESPONSES = {
  400: 'The request was refused: a field is missing or wrong (`field` and `issue` say which).',
  401: 'No API key was sent: send `Authorization: Bearer <key>`.',
  402: 'The quota of the account is used up (quotaExhausted), or the format needs a plan (memberOnlyFormat).',
  403: 'The API key is unknown, revoked or disabled (apiKeyInvalid).',
  404: "No such resource among those of the key's account.",
  409: 'The document is not translated yet (documentNotReady): ask for its status again later.',
  410: 'The document or its files have expired (fileExpired).',
  413: 'The file is larger than the plan allows (fileTooLarge).',
  415: 'The file format is not one the workspace translates (unsupportedFileFormat).',
  422: 'The content cannot be translated: no engine serves the pair, or the file is unreadable or empty.',
  423: 'The file is protected by a password: send `password`.',
  429: 'Too many requests for this key: wait as long as `Retry-After` says.',
  500: 'The server failed; the request can be sent again.',
  503: 'No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`.',
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Every route answers these: a refused field, no key, a bad key, a rate limit, a failure, an outage. */
const ALWAYS = [400, 401, 403, 429, 500, 503] as const;

/** The documented error answers of a route: the ones every route has, and its own. */
export function errorResponses(...own: ErrorStatus[]) {
  return errorAnswers(ERROR_RESPONSES, apiErrorSchema, [...ALWAYS, ...own]);
}
