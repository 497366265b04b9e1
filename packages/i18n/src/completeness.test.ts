import { LOCALE_CODES, type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import { describe, expect, it } from 'vitest';
import { readMessages } from './catalog.ts';
import { keyPaths, lookup, NAMESPACES, PLURAL_SUFFIX, pluralCategories } from './namespaces.ts';

/**
 * The segment editor's shortcut keys as printed on the keyboard, for the languages whose keyboards keep
 * the English labels (Ctrl, Shift, Enter, Esc, PgUp, PgDn).
 */
const LATIN_KEY_LABELS = [
  'chat:editor.keys.next.key',
  'chat:editor.keys.confirm.key',
  'chat:editor.keys.saveNext.key',
  'chat:editor.keys.copySource.key',
  'chat:editor.keys.cancel.key',
  'chat:editor.keys.undo.key',
];

/** Values that are rightly the same as English (brand names, words both languages share, key labels). */
const SAME_AS_ENGLISH: Partial<Record<LocaleCode | '*', string[]>> = {
  '*': [
    'common:brand.name',
    'chat:editor.keys.insertTag.key',
    'chat:editor.xliff.title',
    // A term and how many segments hold it: "{{source}} ({{count}})".
    'chat:editor.retranslate.termOption',
  ],
  zhcn: LATIN_KEY_LABELS,
  zhhk: LATIN_KEY_LABELS,
  zhtw: LATIN_KEY_LABELS,
  jajp: LATIN_KEY_LABELS,
  kokr: LATIN_KEY_LABELS,
  thth: LATIN_KEY_LABELS,
  ruru: LATIN_KEY_LABELS,
  arsa: LATIN_KEY_LABELS,
  dede: [
    'chat:editor.retranslate.term',
    'chat:editor.retranslate.engine',
    'common:launcher.typeText',
    'common:error.repeated',
    'reports:text',
    'reports:tables.format',
    'chat:versions.name',
    'chat:editor.statusColumn',
    'chat:editor.keys.cancel.key',
  ],
  frfr: [
    'chat:editor.retranslate.scope',
    'chat:upload.pages_one',
    'chat:upload.pages_other',
    'chat:versions.title',
    'chat:versions.name',
    'chat:editor.listLabel',
    'chat:editor.keys.saveNext.key',
    'chat:editor.keys.undo.key',
  ],
  eses: [
    'console:users.plan',
    'console:plans.id',
    'console:orders.plan',
    'console:orders.csv.plan',
    'console:orders.csv.no',
    'reports:revenue.plan',
    'chat:editor.keys.saveNext.key',
    'chat:editor.keys.cancel.key',
    'chat:editor.keys.undo.key',
  ],
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

/**
 * The keys a locale must have: the English ones, with each counted message (`words_one`,
 * `words_other`) in exactly the plural forms of the locale's own language (`_one`, `_few`,
 * `_many`, `_other` in Russian; `_other` alone in Chinese), `_zero` allowed in any language.
 */
function expectedKeys(englishKeys: string[], locale: LocaleCode): { required: string[]; optional: Set<string> } {
  const forms = pluralCategories(localeEntry(locale).iso);
  const bases = new Set(
    englishKeys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const required = englishKeys.filter((key) => !PLURAL_SUFFIX.test(key) || !bases.has(key.replace(PLURAL_SUFFIX, '')));
  const optional = new Set<string>();
  for (const base of bases) {
    for (const form of forms) required.push(`${base}_${form}`);
    if (!forms.includes('zero')) optional.add(`${base}_zero`);
  }
  return { required: [...new Set(required)].sort(), optional };
}

/** The English text a locale's key stands for: a plural form maps onto English's `_one` or `_other`. */
function englishOf(english: Record<string, unknown>, key: string): string | undefined {
  const direct = lookup(english as never, key);
  if (direct !== undefined || !PLURAL_SUFFIX.test(key)) return direct;
  const base = key.replace(PLURAL_SUFFIX, '');
  return lookup(english as never, key.endsWith('_one') ? `${base}_one` : `${base}_other`);
}

const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  const english = readMessages('enus', namespace);
  const keys = keyPaths(english);

  it('has English texts', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  it('has each counted English message in its two forms', () => {
    const { required, optional } = expectedKeys(keys, 'enus');
    expect(keys.filter((key) => !optional.has(key)).sort()).toEqual(required);
  });

  describe.each(LOCALE_CODES.filter((code) => code !== 'enus'))('%s', (locale) => {
    const messages = readMessages(locale, namespace);
    const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])]);

    const { required, optional } = expectedKeys(keys, locale);
    const own = keyPaths(messages);

    it('has exactly the English keys (counted ones in its own plural forms), none empty', () => {
      expect(own.filter((key) => !optional.has(key)).sort()).toEqual(required);
      for (const key of own) expect(lookup(messages, key)?.trim(), key).toBeTruthy();
    });

    it('keeps every placeholder', () => {
      for (const key of own) {
        // A form for one thing may say the number in words ("одну минуту"), never a new placeholder.
        const mine = placeholders(lookup(messages, key) ?? '');
        const theirs = placeholders(englishOf(english, key) ?? '');
        if (/_(zero|one|two)$/.test(key)) expect(theirs, key).toEqual(expect.arrayContaining(mine));
        else expect(mine, key).toEqual(theirs);
      }
    });

    it('leaves nothing in English', () => {
      const script = SCRIPTS[locale];
      for (const key of own) {
        if (allowed.has(`${namespace}:${key}`)) continue;
        const value = lookup(messages, key) ?? '';
        expect(value, `${locale} ${namespace}:${key} is the English text`).not.toBe(englishOf(english, key));
        if (script) expect(value, `${locale} ${namespace}:${key} has no ${locale} script`).toMatch(script);
      }
    });
  });
});
