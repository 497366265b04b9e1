import { ERRORS, type ErrorName } from '@glossa/contracts/errors';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';
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

/** The one place where errors become envelopes with a message in the caller's language. */
export function registerErrorHandler(app: FastifyInstance, catalog: Catalog): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error instanceof ZodError) {
      const issue = error.issues[0];
      appError = new AppError('validation', {
        field: issue?.path.join('.') || 'body',
        reason: issue?.message ?? 'invalid',
      });
    } else {
      const fastifyError = error as FastifyError;
      const name =
        (fastifyError.code && FASTIFY_ERRORS[fastifyError.code]) ||
        (fastifyError.statusCode && fastifyError.statusCode < 500 ? byStatus(fastifyError.statusCode) : undefined);
      appError = new AppError(name ?? (fastifyError.statusCode ? 'badRequest' : 'internal'), undefined, {
        cause: error,
      });
      if (appError.status >= 500 || !name) request.log.error({ err: error }, 'request failed');
    }
    const locale = requestLocale(request);
    const message = catalog.t(locale, 'errors', ERRORS[appError.errorName].messageKey, appError.values);
    if (appError.status === 429 && error instanceof Error && 'headers' in error) {
      reply.headers((error as { headers: Record<string, string> }).headers);
    }
    return reply.status(appError.status).send(failure(appError.code, message));
  });
}
