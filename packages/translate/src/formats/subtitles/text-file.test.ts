import { describe, expect, it } from 'vitest';
import { canEncode, decodeText, dominantEol, encodeText, splitLines } from './text-file.ts';

const read = (bytes: Uint8Array, declared?: string) =>
  decodeText(bytes, { what: 'the file', maxBytes: 1024, declared });

describe('text files', () => {
  it('finds the encoding from a BOM, UTF-16 without BOM, a declaration, UTF-8 or Windows-1252', () => {
    expect(read(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41])).form).toEqual({ encoding: 'utf-8', bom: true });
    expect(read(Uint8Array.from([0xfe, 0xff, 0, 0x41])).text).toBe('A');
    const be = read(Uint8Array.from([0, 0x48, 0, 0x69, 0, 0x21, 0, 0x0a]));
    expect(be).toEqual({ text: 'Hi!\n', form: { encoding: 'utf-16be', bom: false } });
    expect(read(Uint8Array.from([0xe9]), 'ISO-8859-15').form.encoding).toBe('iso-8859-15');
    expect(read(Uint8Array.from([0xc3, 0xa9])).text).toBe('é');
    expect(read(Uint8Array.from([0x43, 0xe9])).form.encoding).toBe('windows-1252');
    expect(read(Uint8Array.from([0x93, 0x43, 0xe9, 0x94, 0x80])).text).toBe('“Cé”€');
  });

  it('writes the same bytes back, and UTF-8 with a BOM when the old encoding cannot hold the text', () => {
    for (const bytes of [
      Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]),
      Uint8Array.from([0xff, 0xfe, 0x41, 0]),
      Uint8Array.from([0, 0x41, 0, 0x0a]),
      Uint8Array.from([0x43, 0xe9, 0x80, 0x81]),
    ]) {
      const { text, form } = read(bytes);
      expect(encodeText(text, form)).toEqual(bytes);
    }
    const form = { encoding: 'windows-1252', bom: false };
    expect(canEncode('Café €', form)).toBe(true);
    expect(canEncode('Кафе', form)).toBe(false);
    expect([...encodeText('Кафе', form).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps each line its own line break', () => {
    expect(splitLines('a\r\nb\nc').map((line) => [line.text, line.eol])).toEqual([
      ['a', '\r\n'],
      ['b', '\n'],
      ['c', ''],
    ]);
    expect(dominantEol('a\r\nb\r\nc\n')).toBe('\r\n');
  });
});
