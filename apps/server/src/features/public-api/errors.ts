import { HEADERS } from '@glossa/contracts/limits';
import { isLocaleCode, type LocaleCode, localeFromAcceptLanguage } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '#core/error-message.ts';
import type { AppError } from '#http/app-error.ts';
import { refusalHeaders, toAppError } from '#http/error-handler.ts';

/** How a facade writes a refusal in its own API's shape (DeepL's `{message}`, LibreTranslate's `{error}`...). */
export type ApiErrorWriter = (
  error: AppError,
  message: string,
  reply: FastifyReply,
  request: FastifyRequest,
) => FastifyReply | Promise<FastifyReply>;

/**
 * The language of a public API's answers: the interface-language header, then Accept-Language,
 * else English (programs name no language; the website's default is for people).
 */
export function apiLocale(request: FastifyRequest): LocaleCode {
  const header = request.headers[HEADERS.locale];
  if (isLocaleCode(header)) return header;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? 'enus';
}

/**
 * Errors of one facade's routes (call it inside the facade's plugin: Fastify keeps it to that
 * plugin): any error as one of the stable errors, its message in the caller's language
 * (Accept-Language, else English), a rate limit's Retry-After kept.
 */
export function apiErrorHandler(app: FastifyInstance, catalog: Catalog, write: ApiErrorWriter): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError = toAppError(error, request);
    const locale = apiLocale(request);
    reply.headers(refusalHeaders(error, appError));
    return write(appError, errorMessage(catalog, locale, appError), reply, request);
  });
}
