import { describe, expect, it } from 'vitest';
import { interpolate, lookupPlural, type Messages, pluralCategories, pluralCount } from './namespaces.ts';

const minutes: Messages = {
  wait: {
    minutes_one: 'Подождите {{minutes}} минуту',
    minutes_few: 'Подождите {{minutes}} минуты',
    minutes_many: 'Подождите {{minutes}} минут',
    minutes_other: 'Подождите {{minutes}} минуты',
  },
};

describe('plural forms', () => {
  it('knows the forms each language needs', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
  });

  it('picks the Russian form by the number', () => {
    const form = (count: number) =>
      interpolate(lookupPlural(minutes, 'wait.minutes', 'ru', count) ?? '', { minutes: count });
    expect(form(1)).toBe('Подождите 1 минуту');
    expect(form(21)).toBe('Подождите 21 минуту');
    expect(form(3)).toBe('Подождите 3 минуты');
    expect(form(5)).toBe('Подождите 5 минут');
    expect(form(11)).toBe('Подождите 11 минут');
    expect(form(1.5)).toBe('Подождите 1.5 минуты');
  });

  it('picks the Arabic forms, with zero and two', () => {
    const messages: Messages = { n: { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' } };
    const flat: Messages = Object.fromEntries(
      Object.entries(messages.n as Messages).map(([form, text]) => [`files_${form}`, text]),
    );
    expect([0, 1, 2, 3, 11, 100].map((n) => lookupPlural(flat, 'files', 'ar', n))).toEqual([
      'z',
      'o',
      't',
      'f',
      'm',
      'x',
    ]);
  });

  it('uses _zero in any language that has it, then falls back to the form, the bare key and _other', () => {
    const messages: Messages = {
      left_zero: 'No chats left',
      left_one: '1 chat left',
      left_other: '{{count}} chats left',
    };
    expect(lookupPlural(messages, 'left', 'en', 0)).toBe('No chats left');
    expect(lookupPlural({ left_other: 'x' }, 'left', 'en', 1)).toBe('x');
    expect(lookupPlural({ left: 'plain' }, 'left', 'en', 1)).toBe('plain');
    expect(lookupPlural(messages, 'left', 'en', undefined)).toBe('{{count}} chats left');
    expect(lookupPlural(messages, 'missing', 'en', 2)).toBeUndefined();
  });

  it('counts by `count`, else by the amount a server message carries', () => {
    expect(pluralCount({ count: 2, max: 9 })).toBe(2);
    expect(pluralCount({ seconds: 1 })).toBe(1);
    expect(pluralCount({ field: 'text', max: 5000 })).toBe(5000);
    expect(pluralCount({ name: 'x' })).toBeUndefined();
    expect(pluralCount()).toBeUndefined();
  });
});
