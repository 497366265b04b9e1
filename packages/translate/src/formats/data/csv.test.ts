import { describe, expect, it } from 'vitest';
import { extractError, shout, translateFile } from '../test-kit.ts';
import { csv, tsv } from './csv.ts';
import { txt } from './txt.ts';

const SHEET =
  'Name,Price,Note,Date,Link,Formula\r\n' +
  'Red apple,1.50,"Fresh, crisp ""Gala"" apples",2024-05-01,https://shop.test/a,=B2*2\r\n' +
  'Pear,2,"Two\nlines",05/06/2024,www.shop.test,=SUM(B2:B3)\r\n';

describe('csv', () => {
  it('makes cells with words segments and leaves numbers, dates, URLs and formulas alone', async () => {
    const { segments } = await translateFile(csv, SHEET);
    expect(segments.map((s) => [s.context?.part, s.text])).toEqual([
      ['A1', 'Name'],
      ['B1', 'Price'],
      ['C1', 'Note'],
      ['D1', 'Date'],
      ['E1', 'Link'],
      ['F1', 'Formula'],
      ['A2', 'Red apple'],
      ['C2', 'Fresh, crisp "Gala" apples'],
      ['A3', 'Pear'],
      ['C3', 'Two\nlines'],
    ]);
  });

  it('comes back byte-identical with an identity translation and rewrites only changed cells', async () => {
    expect((await translateFile(csv, SHEET)).text).toBe(SHEET);
    const { text } = await translateFile(csv, SHEET, (s) => (s.text === 'Pear' ? 'Pera, verde' : s.text));
    expect(text).toBe(SHEET.replace('Pear,', '"Pera, verde",'));
  });

  it('keeps quoting per cell and the semicolons of European files', async () => {
    const source = 'Nom;Remarque\n"Pomme";Très bonne; "fraîche"\n';
    const { text } = await translateFile(csv, source, (s) => shout(s.text));
    expect(text).toBe('NOM;REMARQUE\n"POMME";TRÈS BONNE;" ""FRAÎCHE"""\n');
  });

  it('writes both versions in one cell for the bilingual modes', async () => {
    const { text } = await translateFile(tsv, 'Hello\t42\nGood bye\tok\n', (s) => shout(s.text), 'source-then-target');
    expect(text).toBe('"Hello\nHELLO"\t42\n"Good bye\nGOOD BYE"\t"ok\nOK"\n');
    const reversed = await translateFile(tsv, 'Hello\t42\n', (s) => shout(s.text), 'target-then-source');
    expect(reversed.text).toBe('"HELLO\nHello"\t42\n');
  });

  it('reports an unclosed quote, binary content and a sheet of numbers clearly', async () => {
    expect((await extractError(csv, 'a,"b\nc,d\n')).message).toMatch(/line 1 is never closed/);
    expect((await extractError(csv, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]))).code).toBe('corrupt');
    expect((await extractError(csv, '1,2,3\n4,5,=A1\n')).code).toBe('empty');
  });
});

describe('txt', () => {
  it('translates paragraphs, keeps CRLF and pairs paragraphs in the bilingual modes', async () => {
    const source = 'First paragraph\r\nstill first.\r\n\r\nSecond one.\r\n';
    expect((await translateFile(txt, source)).text).toBe(source);
    const { text, segments } = await translateFile(txt, source, (s) => shout(s.text));
    expect(segments).toHaveLength(2);
    expect(text).toBe('FIRST PARAGRAPH\r\nSTILL FIRST.\r\n\r\nSECOND ONE.\r\n');
    const pairs = await translateFile(txt, 'One.\n\nTwo.\n', (s) => shout(s.text), 'target-then-source');
    expect(pairs.text).toBe('ONE.\n\nOne.\n\nTWO.\n\nTwo.\n');
  });

  it('keeps mixed line endings of an untouched file and reports empty files', async () => {
    const source = 'a line\r\nanother\nlast\r\n';
    expect((await translateFile(txt, source)).text).toBe(source);
    expect((await extractError(txt, '\n\n  \n')).code).toBe('empty');
  });
});
