import { LOCALE_CODES, type LocaleCode } from '@glossa/contracts/locales';
import { loadCatalog } from '@glossa/i18n/catalog';
import { describe, expect, it } from 'vitest';
import { AppError } from '#http/app-error.ts';
import { errorMessage } from './error-message.ts';

/** English and Japanese in each interface language's own words, as they stand in a sentence. */
const ENGLISH_JAPANESE: Record<LocaleCode, [string, string]> = {
  zhcn: ['英语', '日语'],
  zhhk: ['英文', '日文'],
  zhtw: ['英文', '日文'],
  enus: ['English', 'Japanese'],
  dede: ['Englisch', 'Japanisch'],
  frfr: ['anglais', 'japonais'],
  kokr: ['영어', '일본어'],
  jajp: ['英語', '日本語'],
  thth: ['อังกฤษ', 'ญี่ปุ่น'],
  eses: ['inglés', 'japonés'],
  ruru: ['английский', 'японский'],
  arsa: ['الإنجليزية', 'اليابانية'],
};

describe('errorMessage', () => {
  const catalog = loadCatalog();
  const unserved = new AppError('noEngineForPair', undefined, { languages: { source: 'en', target: 'ja' } });

  it.each(LOCALE_CODES)('names the languages of an unserved pair in the words of %s', (locale) => {
    const message = errorMessage(catalog, locale, unserved);
    const [english, japanese] = ENGLISH_JAPANESE[locale];
    expect(message).toContain(english);
    expect(message).toContain(japanese);
    expect(message.indexOf(english)).toBeLessThan(message.indexOf(japanese));
    if (locale !== 'enus') expect(message).not.toMatch(/English|Japanese/);
    expect(message).not.toMatch(/\{\{|\ben\b|\bja\b/);
  });
});
