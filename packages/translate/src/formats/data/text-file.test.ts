import { describe, expect, it } from 'vitest';
import type { FormatError } from '../document-format.ts';
import { decodeText, encodeText, MAX_TEXT_BYTES } from './text-file.ts';

const utf16 = (text: string, bigEndian: boolean, bom: boolean) => {
  const body = new Uint8Array(text.length * 2);
  const view = new DataView(body.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), !bigEndian);
  return bom ? new Uint8Array([...(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]), ...body]) : body;
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
    const codes = (bytes: Uint8Array, options = {}) => {
      try {
        decodeText(bytes, options);
        return 'read';
      } catch (error) {
        return (error as FormatError).code;
      }
    };
    expect(codes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x9c]))).toBe('corrupt');
    expect(codes(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe('corrupt');
    expect(codes(new TextEncoder().encode(' \n\t '))).toBe('empty');
    expect(codes(new Uint8Array(MAX_TEXT_BYTES + 1))).toBe('too-large');
    const latin1 = decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), { latin1Fallback: true });
    expect(latin1).toMatchObject({ text: 'café', encoding: 'windows-1252' });
    expect(encodeText('café €', latin1)).toEqual(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]));
  });
});
