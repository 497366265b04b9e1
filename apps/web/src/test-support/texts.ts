import { i18next } from '../lib/i18n.ts';

/**
 * The text the interface shows for `key` ('chat:ask.send') in the language loaded now, so a test
 * reads as the person sees it without copying the locale files. A key the language does not
 * have fails the test rather than matching the key shown in its place.
 */
export function text(key: string, options: Record<string, unknown> = {}): string {
  const language = i18next.language;
  if (!i18next.exists(key, { lng: language, fallbackLng: false, ...options })) {
    throw new Error(`The ${language} texts have no ${key}`);
  }
  return i18next.t(key, { lng: language, ...options }) as string;
}

/** A pattern for an accessible name that ends with the text (Ant Design's icons put their own name before it). */
export function named(key: string, options: Record<string, unknown> = {}): RegExp {
  return new RegExp(`${text(key, options).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
