import { ERRORS, type ErrorName } from '@glossa/contracts/errors';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage, refusedField } from '#core/error-message.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '#core/outages.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';
import { schemaRefusal, zodRefusal } from './invalid-input.ts';
import { isDamagedFormData } from './multipart.ts';
import { requestLocale } from './request-locale.ts';

/** Fastify's own error codes that map onto our stable errors. */
const FASTIFY_ERRORS: Record<string, ErrorName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_JSON_BODY: 'badRequest',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'rateLimited',
};

function byStatus(status: number | undefined): ErrorName | undefined {
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].status === status);
}

/** Any error a route may throw, as one of the stable errors (logged when it is ours to fix). */
export function toAppError(error: FastifyError | AppError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (isDamagedFormData(error)) return new AppError('formDataDamaged', undefined, { cause: error });
  const refusal = schemaRefusal(error, request) ?? zodRefusal(error);
  if (refusal) return refusal;
  if (isDatabaseUnavailable(error)) {
    // Not a fault of ours: /readyz says so too, and the caller is asked to come back shortly.
    request.log.warn({ err: error }, 'database unavailable');
    return new AppError('databaseUnavailable', undefined, { cause: error });
  }
  const fastifyError = error as FastifyError;
  const name =
    (fastifyError.code && FASTIFY_ERRORS[fastifyError.code]) ||
    (fastifyError.statusCode && fastifyError.statusCode < 500 ? byStatus(fastifyError.statusCode) : undefined);
  const appError = new AppError(name ?? (fastifyError.statusCode ? 'badRequest' : 'internal'), undefined, {
    cause: error,
  });
  if (appError.status >= 500 || !name) request.log.error({ err: error }, 'request failed');
  return appError;
}

/** The errors of a service of the site's own that is away for a moment: the caller may come back shortly. */
const OUTAGES: ReadonlySet<ErrorName> = new Set(['databaseUnavailable', 'storageUnavailable']);

/** The wait a refusal of ours states in its values (`seconds` or `minutes`), in seconds. */
function statedWaitSeconds(appError: AppError): number | undefined {
  const { seconds, minutes } = appError.values ?? {};
  if (typeof seconds === 'number') return seconds;
  if (typeof minutes === 'number') return minutes * 60;
  return undefined;
}

/** The headers a refusal carries (a rate limit's Retry-After, an outage's, the wait a refusal states). */
export function refusalHeaders(error: unknown, appError: AppError): Record<string, string> {
  if (OUTAGES.has(appError.errorName)) return { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) };
  if (appError.status !== 429) return {};
  if (error instanceof Error && 'headers' in error) return (error as { headers: Record<string, string> }).headers;
  const wait = statedWaitSeconds(appError);
  return wait === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(wait))) };
}

/** The one place where errors become envelopes with a message in the caller's language. */
export function registerErrorHandler(app: FastifyInstance, catalog: Catalog): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError = toAppError(error, request);
    const message = errorMessage(catalog, requestLocale(request), appError);
    reply.headers(refusalHeaders(error, appError));
    return reply.status(appError.status).send(failure(appError.code, message, refusedField(appError)));
  });
}
