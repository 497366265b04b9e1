import { isLocaleCode, type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type JsonModule = { default: Record<string, unknown> };

/** One lazily loaded chunk per locale and namespace. */
const messageFiles = import.meta.glob<JsonModule>('../../../../packages/i18n/locales/*/*.json');

const antdLocales: Record<LocaleCode, () => Promise<{ default: AntdLocale }>> = {
  zhcn: () => import('antd/es/locale/zh_CN'),
  zhhk: () => import('antd/es/locale/zh_HK'),
  zhtw: () => import('antd/es/locale/zh_TW'),
  enus: () => import('antd/es/locale/en_US'),
  dede: () => import('antd/es/locale/de_DE'),
  frfr: () => import('antd/es/locale/fr_FR'),
  kokr: () => import('antd/es/locale/ko_KR'),
  jajp: () => import('antd/es/locale/ja_JP'),
  thth: () => import('antd/es/locale/th_TH'),
  eses: () => import('antd/es/locale/es_ES'),
  ruru: () => import('antd/es/locale/ru_RU'),
  arsa: () => import('antd/es/locale/ar_EG'),
};

const dayjsLocales: Record<LocaleCode, [string, () => Promise<unknown>]> = {
  zhcn: ['zh-cn', () => import('dayjs/locale/zh-cn')],
  zhhk: ['zh-hk', () => import('dayjs/locale/zh-hk')],
  zhtw: ['zh-tw', () => import('dayjs/locale/zh-tw')],
  enus: ['en', async () => undefined],
  dede: ['de', () => import('dayjs/locale/de')],
  frfr: ['fr', () => import('dayjs/locale/fr')],
  kokr: ['ko', () => import('dayjs/locale/ko')],
  jajp: ['ja', () => import('dayjs/locale/ja')],
  thth: ['th', () => import('dayjs/locale/th')],
  eses: ['es', () => import('dayjs/locale/es')],
  ruru: ['ru', () => import('dayjs/locale/ru')],
  arsa: ['ar', () => import('dayjs/locale/ar')],
};

/** The namespaces every page uses, loaded with the language (one chunk per language). */
const UI_NAMESPACES = ['common', 'meta', 'errors', 'account', 'chat', 'termbase', 'plans', 'site'] as const;
/** Namespaces of particular pages, loaded with those pages and kept on a change of language. */
const pageNamespaces = new Set<string>();
const antdCache = new Map<LocaleCode, AntdLocale>();

void i18next.use(initReactI18next).init({
  lng: undefined,
  fallbackLng: 'zhcn',
  ns: [...UI_NAMESPACES],
  defaultNS: 'common',
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

/**
 * The interface codes ('ruru', 'arsa') are no BCP-47 tags, so i18next would fall back to the
 * English rule ("one" for 1, "other" else): plural forms are picked by the language's own rule.
 */
type PluralResolver = { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
const pluralResolver = i18next.services.pluralResolver as PluralResolver;
const getRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => getRule(isLocaleCode(code) ? localeEntry(code).iso : code, options);

async function loadNamespace(locale: LocaleCode, namespace: string): Promise<void> {
  if (i18next.hasResourceBundle(locale, namespace)) return;
  const load = messageFiles[`../../../../packages/i18n/locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`Missing locale file ${locale}/${namespace}`);
  const messages = await load();
  i18next.addResourceBundle(locale, namespace, messages.default, true, true);
}

/** Loads the interface texts, Ant Design's component texts and date names of one language. */
export async function loadLocale(locale: LocaleCode): Promise<AntdLocale> {
  const [antd] = await Promise.all([
    antdCache.get(locale) ?? antdLocales[locale]().then((module) => module.default),
    ...[...UI_NAMESPACES, ...pageNamespaces].map((namespace) => loadNamespace(locale, namespace)),
    dayjsLocales[locale][1](),
  ]);
  antdCache.set(locale, antd);
  dayjs.locale(dayjsLocales[locale][0]);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  return antd;
}

/** Loads a page's own namespaces in its language (and in every language chosen later). */
export async function loadPageNamespaces(namespaces: readonly string[], locale: LocaleCode): Promise<void> {
  for (const namespace of namespaces) pageNamespaces.add(namespace);
  await Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
}

export function cachedAntdLocale(locale: LocaleCode): AntdLocale | undefined {
  return antdCache.get(locale);
}

export { i18next };
