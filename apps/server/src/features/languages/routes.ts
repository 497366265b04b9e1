import type { LanguageList } from '@glossa/contracts/languages';
import { LOCALE_CODES, type LocaleCode } from '@glossa/contracts/locales';
import { SYSTEM_ROUTES } from '@glossa/contracts/system-routes';
import { POPULAR_LANGUAGES } from '@glossa/translate/languages/catalog';
import { languageName, nativeName } from '@glossa/translate/languages/names';
import { foldForSearch, searchLanguages } from '@glossa/translate/languages/search';
import type { FastifyInstance } from 'fastify';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { requestLocale } from '#http/request-locale.ts';

const cache = new Map<LocaleCode, LanguageList>();

/** The 176 languages named in one interface language; built once per language and kept. */
function languageList(locale: LocaleCode): LanguageList {
  const cached = cache.get(locale);
  if (cached) return cached;
  const list: LanguageList = {
    popular: [...POPULAR_LANGUAGES],
    languages: searchLanguages('', locale).map((entry) => {
      const names = new Set([
        entry.code,
        nativeName(entry.code),
        ...LOCALE_CODES.map((ui) => languageName(entry.code, ui)),
      ]);
      return {
        code: entry.code,
        name: languageName(entry.code, locale),
        nativeName: nativeName(entry.code),
        direction: entry.direction,
        search: [...names].map(foldForSearch).join(' | '),
      };
    }),
  };
  cache.set(locale, list);
  return list;
}

export async function languageRoutes(app: FastifyInstance) {
  gatewayRoute(app, SYSTEM_ROUTES.languages, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok(languageList(requestLocale(request)));
  });
}
