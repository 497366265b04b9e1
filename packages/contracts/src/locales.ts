/** The 12 interface languages. The code is the first path segment of every page route. */
export const LOCALE_CODES = [
  'zhcn',
  'zhhk',
  'zhtw',
  'enus',
  'dede',
  'frfr',
  'kokr',
  'jajp',
  'thth',
  'eses',
  'ruru',
  'arsa',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];
export type TextDirection = 'ltr' | 'rtl';

export interface LocaleEntry {
  code: LocaleCode;
  /** The language's own name for itself, shown in the language switcher. */
  name: string;
  /** BCP-47 tag used for Intl APIs and the html lang attribute. */
  iso: string;
  file: string;
  dir: TextDirection;
}

export const DEFAULT_LOCALE: LocaleCode = 'zhcn';

export const LOCALES: readonly LocaleEntry[] = [
  { code: 'zhcn', name: '简体中文', iso: 'zh-CN', file: 'zhcn', dir: 'ltr' },
  { code: 'zhhk', name: '繁體中文（香港）', iso: 'zh-HK', file: 'zhhk', dir: 'ltr' },
  { code: 'zhtw', name: '繁體中文（台灣）', iso: 'zh-TW', file: 'zhtw', dir: 'ltr' },
  { code: 'enus', name: 'English', iso: 'en', file: 'enus', dir: 'ltr' },
  { code: 'dede', name: 'Deutsch', iso: 'de', file: 'dede', dir: 'ltr' },
  { code: 'frfr', name: 'Français', iso: 'fr', file: 'frfr', dir: 'ltr' },
  { code: 'kokr', name: '한국어', iso: 'ko', file: 'kokr', dir: 'ltr' },
  { code: 'jajp', name: '日本語', iso: 'ja', file: 'jajp', dir: 'ltr' },
  { code: 'thth', name: 'ไทย', iso: 'th', file: 'thth', dir: 'ltr' },
  { code: 'eses', name: 'Español', iso: 'es', file: 'eses', dir: 'ltr' },
  { code: 'ruru', name: 'Русский', iso: 'ru', file: 'ruru', dir: 'ltr' },
  { code: 'arsa', name: 'العربية', iso: 'ar', file: 'arsa', dir: 'rtl' },
];

const byCode = new Map(LOCALES.map((entry) => [entry.code, entry]));

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && byCode.has(value as LocaleCode);
}

export function localeEntry(code: LocaleCode): LocaleEntry {
  return byCode.get(code) ?? (byCode.get(DEFAULT_LOCALE) as LocaleEntry);
}

/** Maps one BCP-47 language tag (en-GB, zh-Hant-HK, pt) to an interface language, if any serves it. */
export function localeFromLanguageTag(tag: string): LocaleCode | undefined {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const language = parts[0];
  if (!language) return undefined;
  if (language === 'zh') {
    const rest = parts.slice(1);
    if (rest.includes('hk') || rest.includes('mo')) return 'zhhk';
    if (rest.includes('tw') || rest.includes('hant')) return 'zhtw';
    return 'zhcn';
  }
  const simple: Record<string, LocaleCode> = {
    en: 'enus',
    de: 'dede',
    fr: 'frfr',
    ko: 'kokr',
    ja: 'jajp',
    th: 'thth',
    es: 'eses',
    ru: 'ruru',
    ar: 'arsa',
  };
  return simple[language];
}

/** The language tags of an Accept-Language header, most wanted first (q-values honoured, '*' left out). */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Picks the interface language from an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | undefined): LocaleCode | undefined {
  for (const tag of acceptedLanguageTags(header)) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return undefined;
}
