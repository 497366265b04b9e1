import { isLocaleCode, type LocaleCode } from '@glossa/contracts/locales';

/** The same path in another interface language: /enus/chat/1 -> /dede/chat/1. */
export function pathInLocale(pathname: string, locale: LocaleCode): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && isLocaleCode(segments[0])) segments[0] = locale;
  else segments.unshift(locale);
  return `/${segments.join('/')}`;
}

/** A path inside the current language: localePath('enus', 'login') -> /enus/login. */
export function localePath(locale: LocaleCode, path = ''): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}
