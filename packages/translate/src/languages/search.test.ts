import { describe, expect, it } from 'vitest';
import { LANGUAGES, POPULAR_LANGUAGES } from './catalog.ts';
import { languageName } from './names.ts';
import { foldForSearch, searchLanguages } from './search.ts';

const codes = (query: string, ui: Parameters<typeof searchLanguages>[1] = 'enus') =>
  searchLanguages(query, ui).map((entry) => entry.code);

describe('searchLanguages', () => {
  it('finds a language by its name in itself, without accents or case', () => {
    expect(codes('espanol')[0]).toBe('es');
    expect(codes('ESPAÑOL', 'zhcn')[0]).toBe('es');
    expect(codes('deutsch')[0]).toBe('de');
    expect(codes('francais')[0]).toBe('fr');
    expect(codes('русский')[0]).toBe('ru');
  });

  it('finds a language by its name in any interface language', () => {
    expect(codes('德语')[0]).toBe('de');
    expect(codes('德語', 'frfr')[0]).toBe('de');
    expect(codes('allemand', 'jajp')[0]).toBe('de');
    expect(codes('ドイツ語')[0]).toBe('de');
    expect(codes('الألمانية')[0]).toBe('de');
    expect(codes('독일어', 'thth')[0]).toBe('de');
  });

  it('ignores character width', () => {
    expect(codes('ｄｅｕｔｓｃｈ')[0]).toBe('de');
    expect(codes('ＥＳ')[0]).toBe('es');
  });

  it('finds both Chinese by code, in popular order', () => {
    expect(codes('zh').slice(0, 2)).toEqual(['zh-Hans', 'zh-Hant']);
    expect(codes('chinese').slice(0, 2)).toEqual(['zh-Hans', 'zh-Hant']);
    expect(codes('中文').slice(0, 2)).toEqual(['zh-Hans', 'zh-Hant']);
    expect(codes('繁體')[0]).toBe('zh-Hant');
  });

  it('ranks exact matches, then prefixes, then matches inside a word', () => {
    const results = codes('ind');
    expect(results[0]).toBe('id');
    expect(results.indexOf('id')).toBeLessThan(results.indexOf('hi'));
    expect(codes('ar')[0]).toBe('ar');
  });

  it('puts popular languages first among equal matches', () => {
    expect(codes('portu').slice(0, 2)).toEqual(['pt-BR', 'pt-PT']);
    expect(codes('kor')[0]).toBe('ko');
  });

  it('finds nothing for a query that matches nothing', () => {
    expect(codes('qqqq')).toEqual([]);
  });

  it('lists popular languages first, then the rest alphabetically in the interface language', () => {
    for (const ui of ['enus', 'zhcn', 'dede', 'arsa'] as const) {
      const all = codes('', ui);
      expect(all).toHaveLength(LANGUAGES.length);
      expect(all.slice(0, POPULAR_LANGUAGES.length)).toEqual([...POPULAR_LANGUAGES]);
      const rest = all.slice(POPULAR_LANGUAGES.length).map((code) => languageName(code, ui));
      const collator = new Intl.Collator(ui === 'enus' ? 'en' : ui === 'zhcn' ? 'zh-CN' : ui === 'dede' ? 'de' : 'ar');
      expect(rest).toEqual([...rest].sort(collator.compare));
    }
    expect(codes('   ')).toEqual(codes(''));
  });
});

describe('foldForSearch', () => {
  it('folds case, width, accents and letters without a decomposition', () => {
    expect(foldForSearch('Ｆｒａｎçais')).toBe('francais');
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('Føroyskt')).toBe('foroyskt');
    expect(foldForSearch('ʻŌlelo Hawaiʻi')).toBe('olelo hawaii');
    expect(foldForSearch('Chinese (Simplified)')).toBe('chinese simplified');
  });

  it('keeps the letters of scripts whose marks are part of the letter', () => {
    expect(foldForSearch('한국어')).toBe('한국어');
    expect(foldForSearch('ภาษาไทย')).toBe('ภาษาไทย');
  });
});
