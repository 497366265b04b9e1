import { LOCALE_CODES } from '@glossa/contracts/locales';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalog.ts';
import { NAME_OVERRIDES, NATIVE_NAME_OVERRIDES } from './name-overrides.ts';
import { hasLocaleData, languageName, languageNameInText, nativeName } from './names.ts';

const NON_LATIN_LOCALES = ['zhcn', 'zhhk', 'zhtw', 'kokr', 'jajp', 'thth', 'ruru', 'arsa'] as const;
const english = new Intl.DisplayNames('en', { type: 'language' });

describe('languageName', () => {
  it('names all 176 languages in all 12 interface languages with real words, not codes', () => {
    for (const ui of LOCALE_CODES) {
      for (const { code } of LANGUAGES) {
        const name = languageName(code, ui);
        expect(name.trim(), `${code} in ${ui}`).not.toBe('');
        expect(name.toLowerCase(), `${code} in ${ui}`).not.toBe(code.toLowerCase());
        expect(name, `${code} in ${ui}`).not.toMatch(/^[a-z]{2,3}(-[A-Za-z]+)?$/);
      }
    }
  });

  it('does not fall back to Latin letters in interface languages written in other scripts', () => {
    for (const ui of NON_LATIN_LOCALES) {
      for (const { code } of LANGUAGES) expect(languageName(code, ui), `${code} in ${ui}`).not.toMatch(/[A-Za-z]/);
    }
  });

  it('gives each language a different name within one interface language', () => {
    for (const ui of LOCALE_CODES) {
      const names = LANGUAGES.map(({ code }) => languageName(code, ui).toLowerCase());
      expect(new Set(names).size, ui).toBe(LANGUAGES.length);
    }
  });

  it('names Chinese as people who read it expect', () => {
    expect(languageName('zh-Hans', 'zhcn')).toBe('简体中文');
    expect(languageName('zh-Hant', 'zhcn')).toBe('繁体中文');
    expect(languageName('zh-Hans', 'zhtw')).toBe('簡體中文');
    expect(languageName('zh-Hant', 'zhtw')).toBe('繁體中文');
    expect(languageName('zh-Hant', 'zhhk')).toBe('繁體中文');
    expect(languageName('zh-Hans', 'enus')).toBe('Chinese (Simplified)');
    expect(languageName('zh-Hant', 'enus')).toBe('Chinese (Traditional)');
    expect(languageName('zh', 'enus')).toBe('Chinese (Simplified)');
  });

  it('uses the interface language and capitalises names for a picker', () => {
    expect(languageName('de', 'zhcn')).toBe('德语');
    expect(languageName('de', 'jajp')).toBe('ドイツ語');
    expect(languageName('de', 'arsa')).toBe('الألمانية');
    expect(languageName('en', 'frfr')).toBe('Anglais');
    expect(languageName('ja', 'eses')).toBe('Japonés');
    expect(languageName('pt-BR', 'enus')).toBe('Portuguese (Brazil)');
    expect(languageName('ckb', 'enus')).toBe('Kurdish (Sorani)');
    expect(languageName('ku', 'enus')).toBe('Kurdish (Kurmanji)');
  });

  it.each([
    ['en', 'frfr', 'anglais'],
    ['ja', 'eses', 'japonés'],
    ['ku', 'ruru', 'курдский (курманджи)'],
    ['en', 'enus', 'English'],
    ['ja', 'dede', 'Japanisch'],
    ['de', 'zhcn', '德语'],
    ['de', 'arsa', 'الألمانية'],
  ] as const)('writes %s in %s as %s inside a sentence (lower case where the language does)', (code, ui, name) => {
    expect(languageNameInText(code, ui)).toBe(name);
  });

  it('has overrides only for catalogue languages', () => {
    const codes = new Set(LANGUAGES.map((entry) => entry.code));
    for (const code of [...Object.keys(NAME_OVERRIDES), ...Object.keys(NATIVE_NAME_OVERRIDES)]) {
      expect(codes.has(code), code).toBe(true);
    }
  });
});

describe('nativeName', () => {
  it('names every language in itself', () => {
    for (const { code } of LANGUAGES) {
      const name = nativeName(code);
      expect(name.trim(), code).not.toBe('');
      expect(name.toLowerCase(), code).not.toBe(code.toLowerCase());
    }
  });

  it('has a hand-written name wherever ICU has no data for the language', () => {
    for (const { code } of LANGUAGES) {
      if (!hasLocaleData(code)) expect(NATIVE_NAME_OVERRIDES[code], code).toBeDefined();
    }
  });

  it('answers in the language itself, not in English', () => {
    // These languages call themselves what English calls them.
    const sameInEnglish = new Set('en oc frp eo fil ceb hil mi tpi ha ig af wo ak kri mg kl'.split(' '));
    for (const { code } of LANGUAGES) {
      if (sameInEnglish.has(code)) continue;
      expect(nativeName(code), code).not.toBe(english.of(code));
    }
  });

  it.each([
    ['de', 'Deutsch'],
    ['es', 'Español'],
    ['fr', 'Français'],
    ['zh-Hans', '简体中文'],
    ['zh-Hant', '繁體中文'],
    ['ja', '日本語'],
    ['ar', 'العربية'],
    ['zu', 'isiZulu'],
    ['gn', 'Avañeʼẽ'],
    ['id', 'Bahasa Indonesia'],
  ])('names %s as %s', (code, name) => {
    expect(nativeName(code)).toBe(name);
  });
});
