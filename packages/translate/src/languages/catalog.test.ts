import { describe, expect, it } from 'vitest';
import { findLanguage, LANGUAGES, languageEntry, POPULAR_LANGUAGES } from './catalog.ts';

const RTL = ['ar', 'he', 'yi', 'fa', 'ur', 'ps', 'sd', 'ug', 'ckb', 'dv'];

describe('the language catalogue', () => {
  it('offers exactly 176 languages with unique codes', () => {
    expect(LANGUAGES).toHaveLength(176);
    const codes = LANGUAGES.map((entry) => entry.code.toLowerCase());
    expect(new Set(codes).size).toBe(176);
  });

  it('uses well-formed BCP-47 codes in their canonical spelling', () => {
    for (const { code } of LANGUAGES) {
      expect(Intl.getCanonicalLocales(code)[0], code).toBe(code);
    }
  });

  it('includes the regional, African and indigenous languages a translation product needs', () => {
    const required =
      'ca eu gl cy ga gd br oc lb fo is mt sw am yo ig ha zu xh so om ti rw ln wo qu gn ay haw mi sm to fj la eo sa';
    for (const code of required.split(' ')) expect(findLanguage(code)?.code, code).toBe(code);
  });

  it('writes right to left exactly the languages whose scripts run that way', () => {
    const rtl = LANGUAGES.filter((entry) => entry.direction === 'rtl').map((entry) => entry.code);
    expect(rtl.sort()).toEqual([...RTL].sort());
  });

  it('gives every language a script, and Chinese its two', () => {
    for (const entry of LANGUAGES) expect(entry.script, entry.code).toMatch(/^[A-Z][a-z]{3}$/);
    expect(languageEntry('zh-Hans').script).toBe('Hans');
    expect(languageEntry('zh-Hant').script).toBe('Hant');
    expect(languageEntry('sr-Cyrl').script).toBe('Cyrl');
    expect(languageEntry('ja').script).toBe('Jpan');
  });

  it('names Apertium codes in ISO 639-3', () => {
    const withApertium = LANGUAGES.filter((entry) => entry.apertium);
    expect(withApertium.length).toBeGreaterThan(30);
    for (const entry of withApertium) expect(entry.apertium, entry.code).toMatch(/^[a-z]{3}$/);
    expect(languageEntry('es').apertium).toBe('spa');
    expect(languageEntry('ca').apertium).toBe('cat');
  });

  it('lists about fifteen popular languages, all in the catalogue', () => {
    expect(POPULAR_LANGUAGES.length).toBeGreaterThanOrEqual(12);
    expect(POPULAR_LANGUAGES.length).toBeLessThanOrEqual(20);
    expect(new Set(POPULAR_LANGUAGES).size).toBe(POPULAR_LANGUAGES.length);
    for (const code of POPULAR_LANGUAGES) expect(findLanguage(code)?.code).toBe(code);
    expect(POPULAR_LANGUAGES.slice(0, 3)).toEqual(['en', 'zh-Hans', 'zh-Hant']);
  });
});

describe('findLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh_cn', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['ZH-HANS', 'zh-Hans'],
    ['cmn', 'zh-Hans'],
    ['pt', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt-AO', 'pt-PT'],
    ['iw', 'he'],
    ['in', 'id'],
    ['ji', 'yi'],
    ['jw', 'jv'],
    ['tl', 'fil'],
    ['no', 'nb'],
    ['nb', 'nb'],
    ['nb-NO', 'nb'],
    ['sr', 'sr-Cyrl'],
    ['sr-ME', 'sr-Latn'],
    ['sr-Latn-RS', 'sr-Latn'],
    ['es-MX', 'es'],
    ['en_GB', 'en'],
    ['ku-Arab', 'ckb'],
    ['kmr', 'ku'],
    ['mo', 'ro'],
  ])('finds %s as %s', (tag, code) => {
    expect(findLanguage(tag)?.code).toBe(code);
  });

  it.each([
    ['eng', 'en'],
    ['spa', 'es'],
    ['deu', 'de'],
    ['ger', 'de'],
    ['fra', 'fr'],
    ['zho', 'zh-Hans'],
    ['nob', 'nb'],
    ['nno', 'nn'],
    ['cat', 'ca'],
    ['oci', 'oc'],
    ['epo', 'eo'],
    ['swh', 'sw'],
    ['arb', 'ar'],
    ['zlm', 'ms'],
    ['hbs', 'sr-Latn'],
  ])('finds the ISO 639-3 code %s as %s', (tag, code) => {
    expect(findLanguage(tag)?.code).toBe(code);
  });

  it('finds nothing for codes outside the catalogue or malformed tags', () => {
    for (const tag of ['', ' ', 'xx', 'klingon', 'en-', '123', 'zz-ZZ']) expect(findLanguage(tag), tag).toBeUndefined();
  });

  it('throws on an unknown code where one must exist', () => {
    expect(() => languageEntry('xx')).toThrow(RangeError);
  });
});
