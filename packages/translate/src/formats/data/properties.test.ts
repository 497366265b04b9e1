import { describe, expect, it } from 'vitest';
import { extractError, shout, translateFile, utf8 } from '../test-kit.ts';
import { appleStrings } from './apple-strings.ts';
import { ini } from './ini.ts';
import { properties } from './properties.ts';

const PROPERTIES = [
  '# Greeting shown on the home page',
  'greeting = Hello, {0}!',
  'farewell:Good bye \\',
  '    and see you soon',
  'caf\\u00e9.name=Caf\\u00e9 of the day',
  '! another comment',
  'server.port=8080',
  'path = images/logo.png',
  '',
].join('\n');

describe('properties', () => {
  it('decodes escapes and continuation lines; keys, comments and settings are untouched', async () => {
    const { segments } = await translateFile(properties, PROPERTIES);
    expect(segments.map((s) => [s.context?.part, s.text, s.context?.note])).toEqual([
      ['greeting', 'Hello, {0}!', 'Greeting shown on the home page'],
      ['farewell', 'Good bye and see you soon', undefined],
      ['café.name', 'Café of the day', undefined],
    ]);
    expect((await translateFile(properties, PROPERTIES)).text).toBe(PROPERTIES);
  });

  it('writes translations on one line, escaping what an ASCII file needs', async () => {
    const { text } = await translateFile(properties, PROPERTIES, (s) => `${shout(s.text)} ¿ñ?`);
    expect(text).toContain('greeting = HELLO, {0}! \\u00bf\\u00f1?\n');
    expect(text).toContain('farewell:GOOD BYE AND SEE YOU SOON \\u00bf\\u00f1?\ncaf\\u00e9.name=');
    expect(text).toContain('server.port=8080\n');
  });

  it('reads ISO-8859-1 files and writes them back in ISO-8859-1 with escapes', async () => {
    const latin1 = new Uint8Array([...utf8('title=Caf'), 0xe9, ...utf8(' ouvert\n')]);
    const { segments, output } = await translateFile(properties, latin1, () => 'Café abierto');
    expect(segments[0]?.text).toBe('Café ouvert');
    expect(new TextDecoder().decode(output)).toBe('title=Caf\\u00e9 abierto\n');
  });
});

describe('ini', () => {
  it('translates values, keeps sections, keys, quotes and inline comments', async () => {
    const source = '; settings\n[window]\ntitle = Main window ; shown in the bar\nwidth=800\nlabel = "Save changes"\n';
    const { segments, text } = await translateFile(ini, source, (s) => shout(s.text));
    expect(segments.map((s) => [s.context?.part, s.text])).toEqual([
      ['window.title', 'Main window'],
      ['window.label', 'Save changes'],
    ]);
    expect(text).toBe(
      '; settings\n[window]\ntitle = MAIN WINDOW ; shown in the bar\nwidth=800\nlabel = "SAVE CHANGES"\n',
    );
    expect((await translateFile(ini, source)).text).toBe(source);
  });
});

describe('apple strings', () => {
  const source =
    '/* Title of the save button */\n"save.title" = "Save \\"all\\"";\n\n// Menu\nmenu_open = "Open\\nfile";\n"count" = "%d";\n';

  it('translates values with escapes, keeps keys and comments (as notes)', async () => {
    const { segments, text } = await translateFile(appleStrings, source, (s) => shout(s.text));
    expect(segments.map((s) => [s.context?.part, s.text, s.context?.note])).toEqual([
      ['save.title', 'Save "all"', 'Title of the save button'],
      ['menu_open', 'Open\nfile', 'Menu'],
    ]);
    expect(text).toBe(source.replace('Save \\"all\\"', 'SAVE \\"ALL\\"').replace('Open\\nfile', 'OPEN\\nFILE'));
    expect((await translateFile(appleStrings, source)).text).toBe(source);
  });

  it('keeps UTF-16 files in UTF-16 with their byte order mark', async () => {
    const text = '"hello" = "Hello";\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    const { output } = await translateFile(appleStrings, bytes, () => 'Hola');
    expect([...output.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(output.subarray(2))).toBe('"hello" = "Hola";\n');
  });

  it('reports a broken entry with its line', async () => {
    expect((await extractError(appleStrings, '"a" = "b";\n"c" = "d"\n"e" = "f";')).message).toMatch(
      /";" is missing on line 3/,
    );
  });
});
