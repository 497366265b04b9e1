import { describe, expect, it } from 'vitest';
import { extractError, shout, translateFile } from '../test-kit.ts';
import { arb } from './arb.ts';
import { json } from './json.ts';

const CATALOGUE = `{
  "app": {
    "title": "Glossa",
    "greeting": "Hello, {name}!",
    "items": ["First item", "Second item", 3, true, null],
    "version": "1.2.0",
    "homepage": "https://glossa.test",
    "icon": "assets/icon.png",
    "snake_key": "user_name"
  },
  "cart":    "{count, plural, =0{Your cart is empty} one{One item in your cart} other{{count} items in your cart}}",
  "escaped": "Tab\\there \\"quoted\\" \\u00e9"
}
`;

describe('json', () => {
  it('makes string values with words segments, keys and data untouched', async () => {
    const { segments } = await translateFile(json, CATALOGUE);
    expect(segments.map((s) => [s.id, s.context?.part, s.text])).toEqual([
      ['s1', 'app.title', 'Glossa'],
      ['s2', 'app.greeting', 'Hello, {name}!'],
      ['s3', 'app.items[0]', 'First item'],
      ['s4', 'app.items[1]', 'Second item'],
      ['s5/=0', 'cart', 'Your cart is empty'],
      ['s5/one', 'cart', 'One item in your cart'],
      ['s5/other', 'cart', '{count} items in your cart'],
      ['s6', 'escaped', 'Tab\there "quoted" é'],
    ]);
  });

  it('comes back byte-identical with an identity translation and keeps the layout when translated', async () => {
    expect((await translateFile(json, CATALOGUE)).text).toBe(CATALOGUE);
    const { text } = await translateFile(json, CATALOGUE, (s) => shout(s.text));
    expect(text).toContain(
      '"cart":    "{count, plural, =0{YOUR CART IS EMPTY} one{ONE ITEM IN YOUR CART} other{{COUNT} ITEMS',
    );
    // The file is ASCII with \u escapes, so the translation is written that way too.
    expect(text).toContain('"escaped": "TAB\\tHERE \\"QUOTED\\" \\u00c9"');
    expect(text).toContain('"items": ["FIRST ITEM", "SECOND ITEM", 3, true, null]');
    expect(JSON.parse(text).app.version).toBe('1.2.0');
  });

  it('keeps ASCII escapes in files written with them', async () => {
    const { text } = await translateFile(json, '{"a": "caf\\u00e9 ouvert"}', () => 'café cerrado ü');
    expect(text).toBe('{"a": "caf\\u00e9 cerrado \\u00fc"}');
  });

  it('rejects invalid JSON, deep nesting and files without text', async () => {
    expect((await extractError(json, '{"a": "b",}')).code).toBe('corrupt');
    expect((await extractError(json, `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`)).code).toBe('unsafe');
    expect((await extractError(json, '{"a": 1, "b": [true, "https://x.test"]}')).code).toBe('empty');
  });
});

const ARB = `{
  "@@locale": "en",
  "title": "My shop",
  "@title": { "description": "The app bar title", "type": "text" },
  "itemCount": "{count, plural, =0{No items} one{{count} item} other{{count} items}}",
  "@itemCount": { "placeholders": { "count": { "type": "int" } } },
  "greeting": "{sex, select, male{He says {count, plural, one{one thing} other{many things}}} other{They say hi}}"
}
`;

describe('arb', () => {
  it('translates messages branch by branch, leaves metadata and names the target locale', async () => {
    const { segments, text } = await translateFile(arb, ARB, (s) => shout(s.text));
    expect(segments.map((s) => [s.id, s.text, s.context?.note])).toEqual([
      ['title', 'My shop', 'The app bar title'],
      ['itemCount/=0', 'No items', undefined],
      ['itemCount/one', '{count} item', undefined],
      ['itemCount/other', '{count} items', undefined],
      ['greeting/male', 'He says <x1/>', undefined],
      ['greeting/male/one', 'one thing', undefined],
      ['greeting/male/other', 'many things', undefined],
      ['greeting/other', 'They say hi', undefined],
    ]);
    expect(JSON.parse(text)).toMatchObject({
      '@@locale': 'es',
      title: 'MY SHOP',
      itemCount: '{count, plural, =0{NO ITEMS} one{{COUNT} ITEM} other{{COUNT} ITEMS}}',
      greeting: '{sex, select, male{HE SAYS {count, plural, one{ONE THING} other{MANY THINGS}}} other{THEY SAY HI}}',
      '@title': { description: 'The app bar title' },
    });
  });

  it('keeps a nested choice when the translation loses its tag, and comes back unchanged with identity', async () => {
    const { text } = await translateFile(arb, ARB, (s) => (s.id === 'greeting/male' ? 'Él dice' : s.text));
    expect(JSON.parse(text).greeting).toBe(
      '{sex, select, male{Él dice{count, plural, one{one thing} other{many things}}} other{They say hi}}',
    );
    expect((await translateFile(arb, ARB)).text).toBe(ARB.replace('"en"', '"es"'));
  });

  it('reports an ARB file that is not an object', async () => {
    expect((await extractError(arb, '["a"]')).code).toBe('corrupt');
  });
});
