import { describe, expect, it } from 'vitest';
import { roundTrip, shout } from '../test-kit.ts';
import { pluralRule } from './plural-forms.ts';
import { po } from './po.ts';
import { POT } from './test-samples.ts';

describe('PO and POT', () => {
  it('makes msgids segments, with contexts and comments for translators', async () => {
    const { segments } = await roundTrip(po, POT);
    expect(segments.map((s) => s.text)).toEqual([
      'Open the file %s',
      '%d file was saved',
      '%d files were saved',
      'The house is very big and the garden is green, and the dog sleeps near the door.<x1/>My brother works in the city.',
    ]);
    expect(segments[0]?.context).toEqual({ part: 'menu', kind: 'other', note: 'Shown on the start page' });
  });

  it('fills msgstr, wraps like gettext and sets the header, leaving the rest alone', async () => {
    const { output } = await roundTrip(po, POT, shout);
    expect(output).toContain('"Language: es\\n"\n');
    expect(output).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n');
    expect(output).toContain('"Content-Type: text/plain; charset=UTF-8\\n"\n');
    expect(output).not.toContain('#, fuzzy');
    expect(output).toContain(
      '#. Shown on the start page\n#: src/app.c:12\n#, c-format\nmsgctxt "menu"\nmsgid "Open the file %s"\nmsgstr "OPEN THE FILE %S"\n',
    );
    expect(output).toContain('msgstr[0] "%D FILE WAS SAVED"\nmsgstr[1] "%D FILES WERE SAVED"\n');
    expect(output).toContain(
      'msgstr ""\n"THE HOUSE IS VERY BIG AND THE GARDEN IS GREEN, AND THE DOG SLEEPS NEAR THE "\n"DOOR.\\n"\n"MY BROTHER WORKS IN THE CITY.\\n"\n',
    );
    expect(output.endsWith('#~ msgid "Old string"\n#~ msgstr "Vieja cadena"\n')).toBe(true);
  });

  it('writes as many plural forms as the target language has', async () => {
    const russian = await roundTrip(po, POT, shout, 'translated', 'ru');
    expect(russian.output).toContain(
      'msgstr[0] "%D FILE WAS SAVED"\nmsgstr[1] "%D FILES WERE SAVED"\nmsgstr[2] "%D FILES WERE SAVED"\n',
    );
    expect(russian.output).toContain(
      '"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "\n"n%10<=4',
    );
    const japanese = await roundTrip(po, POT, shout, 'translated', 'ja');
    expect(japanese.output).toContain('msgid_plural "%d files were saved"\nmsgstr[0] "%D FILES WERE SAVED"\n\n');
    expect(japanese.output).toContain('"Plural-Forms: nplurals=1; plural=0;\\n"');
    const arabic = await roundTrip(po, POT, shout, 'translated', 'ar');
    expect(arabic.output.match(/msgstr\[\d\]/g)).toHaveLength(6);
  });

  it('knows the plural rules of the common languages', () => {
    const forms = (code: string) => pluralRule(code).nplurals;
    expect(['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'tr', 'sv', 'el', 'hi'].map(forms)).toEqual(Array(11).fill(2));
    expect(['ru', 'pl', 'cs', 'uk', 'sk', 'hr', 'sr', 'ro', 'lt'].map(forms)).toEqual(Array(9).fill(3));
    expect(['ja', 'zh', 'ko', 'th', 'vi', 'id', 'ms'].map(forms)).toEqual(Array(7).fill(1));
    expect([forms('ar'), forms('sl'), forms('ga'), forms('xx')]).toEqual([6, 4, 5, 2]);
    expect(pluralRule('fr').plural).toBe('(n > 1)');
    expect(pluralRule('pt-BR').plural).toBe('(n > 1)');
    expect(pluralRule('zh-Hans').nplurals).toBe(1);
  });

  it('keeps translated entries of a PO for its language and fills only the rest, removing fuzzy', async () => {
    const source = [
      'msgid ""',
      'msgstr ""',
      '"Language: es\\n"',
      '"Content-Type: text/plain; charset=UTF-8\\n"',
      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
      '',
      'msgid "Yes"',
      'msgstr "Sí"',
      '',
      '#, fuzzy, python-format',
      '#| msgid "No %(n)s"',
      'msgid "None %(n)s"',
      'msgstr "No %(n)s"',
      '',
      '#, fuzzy',
      'msgid "Cancel"',
      'msgstr "Canc"',
      '',
    ].join('\r\n');
    const { segments, output } = await roundTrip(po, source, shout);
    expect(segments.map((s) => s.text)).toEqual(['None %(n)s', 'Cancel']);
    expect(output).toBe(
      source
        .replace('#, fuzzy, python-format', '#, python-format')
        .replace('msgstr "No %(n)s"', 'msgstr "NONE %(N)S"')
        .replace('#, fuzzy\r\nmsgid "Cancel"\r\nmsgstr "Canc"', 'msgid "Cancel"\r\nmsgstr "CANCEL"'),
    );
  });

  it('keeps the line breaks at the edges of a msgid, whatever the engine does with the inner ones', async () => {
    const source = 'msgid ""\n"\\nFirst line\\n"\n"second line\\n"\nmsgstr ""\n';
    const { segments, output } = await roundTrip(po, source, () => 'Primera línea segunda línea');
    expect(segments[0]?.text).toBe('First line<x1/>second line');
    expect(output).toContain('msgstr ""\n"\\n"\n"Primera línea segunda línea\\n"\n');
  });

  it('keeps long strings on one line in a file written without wrapping', async () => {
    const long = `msgid "${'word '.repeat(30).trim()}"\nmsgstr ""\n`;
    const { output } = await roundTrip(po, long, shout);
    expect(output).toContain(`\nmsgstr "${'WORD '.repeat(30).trim()}"\n`);
    expect(output.startsWith('msgid ""\nmsgstr ""\n"Language: es\\n"\n')).toBe(true);
  });

  it('reads a Latin-1 PO and switches it to UTF-8 only when the translation needs it', async () => {
    const header =
      'msgid ""\nmsgstr ""\n"Language: \\n"\n"Content-Type: text/plain; charset=ISO-8859-1\\n"\n\nmsgid "Caf';
    const latin = Uint8Array.from([
      ...new TextEncoder().encode(header),
      0xe9,
      ...new TextEncoder().encode('"\nmsgstr ""\n'),
    ]);
    const spanish = await roundTrip(po, latin, () => 'Cafetería');
    expect(spanish.bytes.includes(0xed)).toBe(true);
    expect(new TextDecoder('latin1').decode(spanish.bytes)).toContain('msgstr "Cafetería"');
    const greek = await roundTrip(po, latin, () => 'Καφέ', 'translated', 'el');
    expect(greek.output).toContain('charset=UTF-8');
    expect(greek.output).toContain('msgid "Café"\nmsgstr "Καφέ"');
  });
});
