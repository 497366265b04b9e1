import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance } from 'fastify';
import type { AppError } from '#http/app-error.ts';
import { apiErrorHandler } from '../public-api/index.ts';

/**
 * LibreTranslate's statuses (its API documentation): 400 invalid request, 403 banned or invalid
 * key, 429 slow down, 500 translation error. An exhausted quota is LibreTranslate's daily request
 * limit, answered 429; a missing document or link is 404, as for any unknown path. The database
 * or the file storage away for a moment is 503 with Retry-After, as every API of the site answers
 * it (decision 0035): a client or proxy that retries on 503 comes back, one that does not sees an error.
 */
export function libreStatus(error: AppError): number {
  if (error.errorName === 'quotaExhausted') return 429;
  if (error.errorName === 'databaseUnavailable' || error.errorName === 'storageUnavailable') return 503;
  const status = error.status;
  if (status === 401 || status === 403) return 403;
  if (status === 404 || status === 410) return 404;
  if (status === 429) return 429;
  if (status >= 500) return 500;
  return 400;
}

/** Every error of these routes as LibreTranslate writes it: `{ "error": "..." }`, in the caller's language. */
export function registerLibreErrors(app: FastifyInstance, catalog: Catalog): void {
  apiErrorHandler(app, catalog, (error, message, reply) => reply.status(libreStatus(error)).send({ error: message }));
}
