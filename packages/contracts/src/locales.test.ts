import { describe, expect, it } from 'vitest';
import { LOCALES, localeFromAcceptLanguage, localeFromLanguageTag } from './locales.ts';

describe('locales', () => {
  it('has the 12 interface languages, Arabic right to left only', () => {
    expect(LOCALES.map((l) => l.code)).toEqual([
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
    ]);
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['arsa']);
  });

  it('maps language tags, including Chinese scripts and regions', () => {
    expect(localeFromLanguageTag('en-GB')).toBe('enus');
    expect(localeFromLanguageTag('zh')).toBe('zhcn');
    expect(localeFromLanguageTag('zh-Hans-CN')).toBe('zhcn');
    expect(localeFromLanguageTag('zh_TW')).toBe('zhtw');
    expect(localeFromLanguageTag('zh-MO')).toBe('zhhk');
    expect(localeFromLanguageTag('pt-BR')).toBeUndefined();
  });

  it('reads Accept-Language by quality, then order', () => {
    expect(localeFromAcceptLanguage('de-DE')).toBe('dede');
    expect(localeFromAcceptLanguage('sw, th;q=0.4, ru;q=0.5')).toBe('ruru');
    expect(localeFromAcceptLanguage('*, ar;q=0.1')).toBe('arsa');
    expect(localeFromAcceptLanguage('en;q=0, ja')).toBe('jajp');
    expect(localeFromAcceptLanguage('')).toBeUndefined();
    expect(localeFromAcceptLanguage(';;;,,')).toBeUndefined();
  });
});
