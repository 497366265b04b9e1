import { LOCALE_CODES, type LocaleCode } from '@glossa/contracts/locales';
import { describe, expect, it } from 'vitest';
import { readMessages } from './catalog.ts';
import { keyPaths, lookup, NAMESPACES } from './namespaces.ts';

/** Values that are rightly the same as English (brand names, words both languages share). */
const SAME_AS_ENGLISH: Partial<Record<LocaleCode | '*', string[]>> = {
  '*': ['common:brand.name'],
  dede: ['common:launcher.typeText'],
};

/** Each of these interface languages must show its own script in every value. */
const SCRIPTS: Partial<Record<LocaleCode, RegExp>> = {
  zhcn: /\p{Script=Han}/u,
  zhhk: /\p{Script=Han}/u,
  zhtw: /\p{Script=Han}/u,
  jajp: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  kokr: /\p{Script=Hangul}/u,
  thth: /\p{Script=Thai}/u,
  ruru: /\p{Script=Cyrillic}/u,
  arsa: /\p{Script=Arabic}/u,
};

const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  const english = readMessages('enus', namespace);
  const keys = keyPaths(english);

  it('has English texts', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  describe.each(LOCALE_CODES.filter((code) => code !== 'enus'))('%s', (locale) => {
    const messages = readMessages(locale, namespace);
    const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])]);

    it('has exactly the English keys, none empty', () => {
      expect(keyPaths(messages).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(lookup(messages, key)?.trim(), key).toBeTruthy();
    });

    it('keeps every placeholder', () => {
      for (const key of keys) {
        expect(placeholders(lookup(messages, key) ?? ''), key).toEqual(placeholders(lookup(english, key) ?? ''));
      }
    });

    it('leaves nothing in English', () => {
      const script = SCRIPTS[locale];
      for (const key of keys) {
        if (allowed.has(`${namespace}:${key}`)) continue;
        const value = lookup(messages, key) ?? '';
        expect(value, `${locale} ${namespace}:${key} is the English text`).not.toBe(lookup(english, key));
        if (script) expect(value, `${locale} ${namespace}:${key} has no ${locale} script`).toMatch(script);
      }
    });
  });
});
