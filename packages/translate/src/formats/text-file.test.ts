import { describe, expect, it } from 'vitest';
import type { FormatError } from './document-format.ts';
import { canEncode, decodeText, dominantEol, encodeText, MAX_TEXT_BYTES, splitLines } from './text-file.ts';

const utf16 = (text: string, bigEndian: boolean, bom: boolean) => {
  const body = new Uint8Array(text.length * 2);
  const view = new DataView(body.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), !bigEndian);
  return bom ? new Uint8Array([...(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]), ...body]) : body;
};

/** Read as subtitle and exchange files are: declared charsets, Windows-1252 for what is not UTF-8. */
const read = (bytes: Uint8Array, declared?: string) =>
  decodeText(bytes, { what: 'the file', maxBytes: 1024, declared, latin1Fallback: true, binary: 'unsupported' });

const code = (bytes: Uint8Array, options = {}) => {
  try {
    decodeText(bytes, options);
    return 'read';
  } catch (error) {
    return (error as FormatError).code;
  }
};

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte order mark, and writes it back the same way', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('héllo\r\nworld\r\n')]);
    const file = decodeText(withBom);
    expect(file).toMatchObject({ text: 'héllo\r\nworld\r\n', encoding: 'utf-8', bom: true, newline: '\r\n' });
    expect(encodeText(file.text, file)).toEqual(withBom);
  });

  it('tells UTF-16 from its byte order mark or from its zero bytes, in both byte orders', () => {
    for (const bigEndian of [false, true]) {
      for (const bom of [true, false]) {
        const bytes = utf16('"key" = "Grüße";\n', bigEndian, bom);
        const file = decodeText(bytes);
        expect(file.text).toBe('"key" = "Grüße";\n');
        expect(file.encoding).toBe(bigEndian ? 'utf-16be' : 'utf-16le');
        expect(encodeText(file.text, file)).toEqual(bytes);
      }
    }
  });

  it('refuses binary data and invalid UTF-8, reports empty files and oversized ones', () => {
    expect(code(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x9c]))).toBe('corrupt');
    expect(code(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe('corrupt');
    expect(code(new TextEncoder().encode(' \n\t '))).toBe('empty');
    expect(code(new Uint8Array(MAX_TEXT_BYTES + 1))).toBe('too-large');
    const latin1 = decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), { latin1Fallback: true });
    expect(latin1).toMatchObject({ text: 'café', encoding: 'windows-1252' });
    expect(encodeText('café €', latin1)).toEqual(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]));
  });

  it('finds the encoding from a BOM, UTF-16 without BOM, a declaration, UTF-8 or Windows-1252', () => {
    expect(read(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(read(Uint8Array.from([0xfe, 0xff, 0, 0x41])).text).toBe('A');
    const be = read(Uint8Array.from([0, 0x48, 0, 0x69, 0, 0x21, 0, 0x0a]));
    expect(be).toEqual({ text: 'Hi!\n', encoding: 'utf-16be', bom: false, newline: '\n' });
    expect(read(Uint8Array.from([0xe9]), 'ISO-8859-15').encoding).toBe('iso-8859-15');
    expect(read(Uint8Array.from([0xc3, 0xa9])).text).toBe('é');
    expect(read(Uint8Array.from([0x43, 0xe9])).encoding).toBe('windows-1252');
    expect(read(Uint8Array.from([0x93, 0x43, 0xe9, 0x94, 0x80])).text).toBe('“Cé”€');
  });

  it('reports binary content as damaged, or as not a text file when asked', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(code(png)).toBe('corrupt');
    expect(code(png, { latin1Fallback: true })).toBe('corrupt');
    expect(code(png, { latin1Fallback: true, binary: 'unsupported' })).toBe('unsupported');
    expect(code(new Uint8Array(2000).fill(0x41), { maxBytes: 1024 })).toBe('too-large');
  });
});

describe('encodeText', () => {
  it('writes the same bytes back, and UTF-8 with a BOM when the old encoding cannot hold the text', () => {
    for (const bytes of [
      Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]),
      Uint8Array.from([0xff, 0xfe, 0x41, 0]),
      Uint8Array.from([0, 0x41, 0, 0x0a]),
      Uint8Array.from([0x43, 0xe9, 0x80, 0x81]),
    ]) {
      const file = read(bytes);
      expect(encodeText(file.text, file)).toEqual(bytes);
    }
    const form = { encoding: 'windows-1252', bom: false };
    expect(canEncode('Café €', form)).toBe(true);
    expect(canEncode('Кафе', form)).toBe(false);
    expect([...encodeText('Кафе', form).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('lines', () => {
  it('keeps each line its own line break', () => {
    expect(splitLines('a\r\nb\nc').map((line) => [line.text, line.eol])).toEqual([
      ['a', '\r\n'],
      ['b', '\n'],
      ['c', ''],
    ]);
    expect(dominantEol('a\r\nb\r\nc\n')).toBe('\r\n');
    expect(dominantEol('a\rb\rc\n')).toBe('\r');
    expect(decodeText(new TextEncoder().encode('a\rb\rc\n')).newline).toBe('\n');
  });
});
