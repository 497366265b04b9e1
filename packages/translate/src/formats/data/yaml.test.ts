import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractError, shout, translateFile } from '../test-kit.ts';
import { yaml } from './yaml.ts';

const CONFIG = [
  '# Site settings',
  'title: Welcome to the shop   # shown in the header',
  'port: 8080',
  'enabled: true',
  'menu:',
  '  - &home Home page',
  '  - "About \\"us\\""',
  "  - 'It''s here'",
  '  - *home',
  'intro: |',
  '  First line of the intro.',
  '  Second line.',
  '',
  'summary: >-',
  '  A folded',
  '  paragraph.',
  'url: https://shop.test',
  '---',
  'second: Another document',
  '',
].join('\r\n');

describe('yaml', () => {
  it('makes string values segments and leaves keys, numbers, booleans, aliases and URLs alone', async () => {
    const { segments } = await translateFile(yaml, CONFIG);
    expect(segments.map((s) => [s.context?.part, s.text])).toEqual([
      ['title', 'Welcome to the shop'],
      ['menu', 'Home page'],
      ['menu', 'About "us"'],
      ['menu', "It's here"],
      ['intro', 'First line of the intro.\nSecond line.'],
      ['summary', 'A folded paragraph.'],
      ['second', 'Another document'],
    ]);
  });

  it('comes back byte-identical with an identity translation', async () => {
    expect((await translateFile(yaml, CONFIG)).text).toBe(CONFIG);
  });

  it('writes each value in its own style, keeping comments, anchors, CRLF and block indentation', async () => {
    const { text } = await translateFile(yaml, CONFIG, (s) => shout(s.text));
    expect(text).toContain('title: WELCOME TO THE SHOP   # shown in the header\r\n');
    expect(text).toContain('  - &home HOME PAGE\r\n  - "ABOUT \\"US\\""\r\n');
    expect(text).toContain("  - 'IT''S HERE'\r\n");
    expect(text).toContain('intro: |\r\n  FIRST LINE OF THE INTRO.\r\n  SECOND LINE.\r\n\r\nsummary');
    expect(text).toContain('summary: >-\r\n  A FOLDED PARAGRAPH.\r\nurl');
    const [first] = text.split('---');
    expect(parse(first as string)).toMatchObject({
      port: 8080,
      enabled: true,
      menu: ['HOME PAGE', 'ABOUT "US"', "IT'S HERE", 'HOME PAGE'],
    });
  });

  it('quotes a translation that would not read back as the same plain string', async () => {
    const { text } = await translateFile(yaml, 'a: Plain text\nb: Other\n', (s) =>
      s.text === 'Plain text' ? 'Nota: sí # no' : 'true',
    );
    expect(text).toBe('a: "Nota: sí # no"\nb: "true"\n');
    expect(parse(text)).toEqual({ a: 'Nota: sí # no', b: 'true' });
  });

  it('reports broken YAML and files without text', async () => {
    expect((await extractError(yaml, 'a: [unclosed\nb: "x\n')).code).toBe('corrupt');
    expect((await extractError(yaml, 'a: 1\nb: true\n')).code).toBe('empty');
  });
});
