/**
 * The languages offered by the launcher's picker until the full 176-language catalogue of the
 * translation core is served by the API: the most requested ones, named in the interface language.
 */
export const POPULAR_LANGUAGES = [
  'en',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'ru',
  'ar',
  'th',
  'vi',
  'id',
  'tr',
  'nl',
  'pl',
] as const;

export const AUTO_DETECT = 'auto';

export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
