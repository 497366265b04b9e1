import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import { interpolate, lookupPlural, type Messages, NAMESPACES, type Namespace, pluralCount } from './namespaces.ts';

/**
 * The server-side message catalog: all locales read once at start (they are small),
 * used for API error messages, e-mails and the localised head tags of pages.
 */
export interface Catalog {
  t(locale: LocaleCode, namespace: Namespace, key: string, values?: Record<string, string | number>): string;
  messages(locale: LocaleCode, namespace: Namespace): Messages;
}

export function localeFileUrl(locale: LocaleCode, namespace: Namespace): URL {
  return new URL(`../locales/${locale}/${namespace}.json`, import.meta.url);
}

export function readMessages(locale: LocaleCode, namespace: Namespace): Messages {
  return JSON.parse(readFileSync(localeFileUrl(locale, namespace), 'utf8')) as Messages;
}

export function loadCatalog(): Catalog {
  const table = new Map<string, Messages>();
  for (const locale of LOCALE_CODES) {
    for (const namespace of NAMESPACES) table.set(`${locale}/${namespace}`, readMessages(locale, namespace));
  }
  const messages = (locale: LocaleCode, namespace: Namespace) => table.get(`${locale}/${namespace}`) ?? {};
  return {
    messages,
    t(locale, namespace, key, values) {
      // Counted messages take their language's plural form ("1 minute", "3 минуты", "11 دقيقة").
      const count = pluralCount(values);
      const template =
        lookupPlural(messages(locale, namespace), key, localeEntry(locale).iso, count) ??
        lookupPlural(messages(DEFAULT_LOCALE, namespace), key, localeEntry(DEFAULT_LOCALE).iso, count) ??
        key;
      return interpolate(template, values);
    },
  };
}
