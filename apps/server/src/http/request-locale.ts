import { COOKIES, HEADERS } from '@glossa/contracts/limits';
import {
  acceptedLanguageTags,
  DEFAULT_LOCALE,
  isLocaleCode,
  type LocaleCode,
  localeFromAcceptLanguage,
} from '@glossa/contracts/locales';
import type { FastifyRequest } from 'fastify';

/** The caller's interface language: lan-i18n-code header, then the locale cookie, then Accept-Language. */
export function requestLocale(request: FastifyRequest): LocaleCode {
  const header = request.headers[HEADERS.locale];
  if (isLocaleCode(header)) return header;
  return storedOrBrowserLocale(request);
}

/** The language for `/`: stored cookie, then Accept-Language, then the default. */
export function storedOrBrowserLocale(request: FastifyRequest): LocaleCode {
  const cookie = request.cookies?.[COOKIES.locale];
  if (isLocaleCode(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** The languages the caller reads (Accept-Language), most wanted first: hints for language detection. */
export function acceptedLanguages(request: FastifyRequest): string[] {
  return acceptedLanguageTags(request.headers['accept-language']);
}
