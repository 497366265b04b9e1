import { STORAGE_KEYS } from '@glossa/contracts/limits';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogCode, defaultTarget } from './languages.ts';
import { choicesOwner, readChoices, saveChoices } from './launcher-choices.ts';

/** The browser's storage, as a map (the tests run in Node). */
const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
});

describe('remembered launcher choices', () => {
  beforeEach(() => store.clear());

  it('keeps the visitor’s and each account’s choices apart', () => {
    saveChoices('visitor', { type: 'text', source: 'auto', target: 'de', mode: 'professional' });
    saveChoices('user:u1', { source: 'en', target: 'fr', agentId: 'legal', termBaseId: 'tb1' });
    expect(readChoices('visitor')).toEqual({ type: 'text', source: 'auto', target: 'de', mode: 'professional' });
    expect(readChoices('user:u1')).toEqual({ source: 'en', target: 'fr', agentId: 'legal', termBaseId: 'tb1' });
  });

  it('starts a new account from the visitor’s choices, and remembers the account for the next visit', () => {
    saveChoices('visitor', { target: 'ja' });
    expect(readChoices('user:u2')).toEqual({ target: 'ja' });
    expect(choicesOwner(true, undefined)).toBe('user');
    saveChoices('user:u2', { target: 'ko' });
    expect(choicesOwner(true, undefined)).toBe('user:u2');
    expect(choicesOwner(true, 'u3')).toBe('user:u3');
    expect(choicesOwner(false, 'u3')).toBe('visitor');
  });

  it('remembers professional mode’s precision', () => {
    saveChoices('user:u4', { mode: 'professional', precision: 'best' });
    expect(readChoices('user:u4')).toEqual({ mode: 'professional', precision: 'best' });
    saveChoices('user:u4', { precision: 'perfect' as never });
    expect(readChoices('user:u4')).toEqual({});
  });

  it('ignores what is not a choice', () => {
    localStorage.setItem(
      STORAGE_KEYS.launcherChoices,
      JSON.stringify({ owners: { visitor: { type: 'media', mode: 'x', target: 42, source: 'en' } } }),
    );
    expect(readChoices('visitor')).toEqual({ source: 'en' });
    localStorage.setItem(STORAGE_KEYS.launcherChoices, 'not json');
    expect(readChoices('visitor')).toEqual({});
  });
});

describe('the first target', () => {
  const known = (code: string) => ['en', 'es', 'fr', 'de', 'pt-BR', 'pt', 'zh-Hans', 'zh-Hant'].includes(code);

  it('is English for Chinese readers and the interface language for most others', () => {
    expect(defaultTarget('zh-CN')).toBe('en');
    expect(defaultTarget('zh-TW')).toBe('en');
    expect(defaultTarget('de')).toBe('de');
    expect(defaultTarget('ar')).toBe('ar');
  });

  it('is, for English readers, the browser’s second language, else Spanish', () => {
    expect(defaultTarget('en', ['en-US', 'en', 'fr-CA'], known)).toBe('fr');
    expect(defaultTarget('en', ['en-GB', 'pt-BR'], known)).toBe('pt-BR');
    expect(defaultTarget('en', ['en-US', 'zh-TW'], known)).toBe('zh-Hant');
    expect(defaultTarget('en', ['en-US', 'xx'], known)).toBe('es');
    expect(defaultTarget('en', [], known)).toBe('es');
  });

  it('maps browser tags onto catalogue codes', () => {
    expect(catalogCode('zh', known)).toBe('zh-Hans');
    expect(catalogCode('zh-HK', known)).toBe('zh-Hant');
    expect(catalogCode('pt-PT', known)).toBe('pt');
    expect(catalogCode('DE-at', known)).toBe('de');
    expect(catalogCode('tlh', known)).toBeUndefined();
  });
});
