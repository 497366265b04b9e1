import { describe, expect, it } from 'vitest';
import { catalogueCode, libreCode } from './codes.ts';

describe('LibreTranslate language codes', () => {
  it("reads LibreTranslate's own codes before the catalogue's", () => {
    expect(catalogueCode('pb')).toBe('pt-BR');
    expect(catalogueCode('pt')).toBe('pt-PT');
    expect(catalogueCode('zt')).toBe('zh-Hant');
    expect(catalogueCode('zh')).toBe('zh-Hans');
    expect(catalogueCode('zh-Hans')).toBe('zh-Hans');
    expect(catalogueCode('ZH-hant')).toBe('zh-Hant');
    expect(catalogueCode('tl')).toBe('fil');
  });

  it('reads any tag the catalogue knows, and nothing else', () => {
    expect(catalogueCode('en')).toBe('en');
    expect(catalogueCode('pt-BR')).toBe('pt-BR');
    expect(catalogueCode('zh-TW')).toBe('zh-Hant');
    expect(catalogueCode('xx')).toBeUndefined();
    expect(catalogueCode('')).toBeUndefined();
  });

  it('writes the codes LibreTranslate clients know', () => {
    expect(libreCode('pt-BR')).toBe('pb');
    expect(libreCode('pt-PT')).toBe('pt');
    expect(libreCode('fil')).toBe('tl');
    expect(libreCode('zh-Hans')).toBe('zh-Hans');
    expect(libreCode('de')).toBe('de');
  });

  it('reads back every code it writes', () => {
    for (const code of ['pt-BR', 'pt-PT', 'fil', 'zh-Hans', 'zh-Hant', 'sr-Latn', 'sr-Cyrl', 'nb', 'he', 'en']) {
      expect(catalogueCode(libreCode(code))).toBe(code);
    }
  });
});
