import { describe, expect, it } from 'vitest';
import { localePath, pathInLocale } from './locale-path.ts';

describe('locale paths', () => {
  it('swaps the language and keeps the rest of the path', () => {
    expect(pathInLocale('/enus/chat/abc', 'dede')).toBe('/dede/chat/abc');
    expect(pathInLocale('/enus', 'arsa')).toBe('/arsa');
    expect(pathInLocale('/', 'zhcn')).toBe('/zhcn');
    expect(pathInLocale('/xx/login', 'jajp')).toBe('/jajp/xx/login');
  });

  it('builds paths inside a language', () => {
    expect(localePath('enus')).toBe('/enus');
    expect(localePath('enus', '/login')).toBe('/enus/login');
    expect(localePath('thth', 'contract/privacyPolicy')).toBe('/thth/contract/privacyPolicy');
  });
});
