import { type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import { findLanguage } from './catalog.ts';
import { NAME_OVERRIDES, NATIVE_NAME_OVERRIDES } from './name-overrides.ts';

const displayNamesByLocale = new Map<string, Intl.DisplayNames>();

/** 'dialect' display gives the natural '简体中文', 'chino simplificado', 'Brazilian Portuguese'. */
function displayNames(locale: string): Intl.DisplayNames {
  let names = displayNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'language', languageDisplay: 'dialect', fallback: 'code' });
    displayNamesByLocale.set(locale, names);
  }
  return names;
}

function intlName(code: string, locale: string): string | undefined {
  try {
    return displayNames(locale).of(code);
  } catch {
    return undefined;
  }
}

/**
 * Names stand alone in pickers, so they start with a capital ('Français', 'Español') unless the
 * first word already has one inside it, as in 'isiZulu' or 'siSwati'.
 */
function capitalise(name: string, locale: string): string {
  const firstWord = name.split(/[\s(（]/u)[0] ?? '';
  if (firstWord !== firstWord.toLocaleLowerCase(locale)) return name;
  const [first = '', ...rest] = Array.from(name);
  return first.toLocaleUpperCase(locale) + rest.join('');
}

/** The name of a language in one of the 12 interface languages: languageName('de', 'zhcn') → '德语'. */
export function languageName(code: string, uiLocale: LocaleCode): string {
  const key = findLanguage(code)?.code ?? code;
  const override = NAME_OVERRIDES[key]?.[uiLocale];
  if (override) return override;
  const iso = localeEntry(uiLocale).iso;
  return capitalise(intlName(key, iso) ?? key, iso);
}

/**
 * The name as it stands inside a sentence: where the interface language writes language names in
 * lower case ('anglais', 'inglés', 'английский'), not with the capital a picker gives them.
 */
export function languageNameInText(code: string, uiLocale: LocaleCode): string {
  const name = languageName(code, uiLocale);
  const iso = localeEntry(uiLocale).iso;
  // The name of English shows the habit: 'anglais' has a capital it does not use, 'Englisch' and '英语' do not.
  const [sample = ''] = Array.from(intlName('en', iso) ?? '');
  if (sample === sample.toLocaleUpperCase(iso)) return name;
  const [first = '', ...rest] = Array.from(name);
  return first.toLocaleLowerCase(iso) + rest.join('');
}

/** The language's name for itself: nativeName('de') → 'Deutsch', nativeName('zh-Hant') → '繁體中文'. */
export function nativeName(code: string): string {
  const key = findLanguage(code)?.code ?? code;
  const override = NATIVE_NAME_OVERRIDES[key];
  if (override) return override;
  if (!hasLocaleData(key)) return languageName(key, 'enus');
  return capitalise(intlName(key, key) ?? key, key);
}

/** Whether ICU carries names in this language; without them it would answer in English. */
export function hasLocaleData(code: string): boolean {
  try {
    return Intl.DisplayNames.supportedLocalesOf(code).length > 0;
  } catch {
    return false;
  }
}
