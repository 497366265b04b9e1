import { describe, expect, it } from 'vitest';
import type { OutputMode } from '../format.ts';
import { fictionBook } from './fb2.ts';
import { FICTION_BOOK } from './fixtures.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

const upper = (text: string) =>
  text
    .split(/(<[^>]+>)/)
    .map((piece, index) => (index % 2 ? piece : piece.toUpperCase()))
    .join('');

async function translate(input: Uint8Array, change: (text: string) => string, mode: OutputMode = 'translated') {
  const { segments, skeleton } = await fictionBook.extract(input);
  const translations = new Map(segments.map((s) => [s.id, change(s.text)]));
  const output = await fictionBook.rebuild(skeleton, translations, mode, LANGUAGES);
  return { segments, output, text: new TextDecoder().decode(output) };
}

const BOOK = new TextEncoder().encode(FICTION_BOOK);

describe('FictionBook', () => {
  it('extracts the title, annotation, section titles, paragraphs, verses, subtitles, cells and notes', async () => {
    const { segments } = await translate(BOOK, (text) => text);
    expect(segments.map((s) => [s.text, s.context?.part, s.context?.kind])).toEqual([
      ['The red house', 'description', 'title'],
      ['A book about a house.', 'annotation', 'paragraph'],
      ['The red house', 'body', 'heading'],
      ['Chapter one', 'body', 'heading'],
      ['The dog is old.', 'body', 'paragraph'],
      ['A friend', 'body', 'paragraph'],
      ['The house is <g1>red</g1> and <g2>big</g2>.<x3/>', 'body', 'paragraph'],
      ['The cat is black.', 'body', 'paragraph'],
      ['The end', 'body', 'paragraph'],
      ['The book', 'body', 'cell'],
      ['The note is short.', 'notes', 'paragraph'],
    ]);
    expect(fictionBook.bilingual).toBe(true);
  });

  it('gives the very same file back when nothing changes', async () => {
    expect((await translate(BOOK, (text) => text)).output).toBe(BOOK);
  });

  it('keeps emphasis, note links, binaries and authors, and names the new language', async () => {
    const { text } = await translate(BOOK, upper);
    expect(text).toContain(
      '<p>THE HOUSE IS <strong>RED</strong> AND <emphasis>BIG</emphasis>.<a l:href="#n1" type="note">1</a></p>',
    );
    expect(text).toContain('<book-title>THE RED HOUSE</book-title>');
    expect(text).toContain('<first-name>Ann</first-name>');
    expect(text).toContain('<lang>es</lang>');
    expect(text).toContain('<binary id="cover.jpg" content-type="image/jpeg">AAAA</binary>');
    expect(text).toContain('<td>THE BOOK</td><td>12</td>');
  });

  it('writes paragraph and verse pairs, cells and the title side by side', async () => {
    const { text } = await translate(BOOK, upper, 'target-then-source');
    expect(text).toContain('<v>THE CAT IS BLACK.</v><v>The cat is black.</v>');
    expect(text).toContain('<title><p>CHAPTER ONE</p><p>Chapter one</p></title>');
    expect(text).toContain('<p>THE HOUSE IS <strong>RED</strong> AND <emphasis>BIG</emphasis>.</p><p>The house is');
    expect(text).toContain('<td>THE BOOK / The book</td>');
    expect(text).toContain('<book-title>THE RED HOUSE / The red house</book-title>');
    expect(text).toContain('<lang>en</lang>');
  });

  it('reads windows-1251 books and writes them back as UTF-8', async () => {
    const cyrillic = FICTION_BOOK.replace('encoding="UTF-8"', 'encoding="windows-1251"').replace(
      'The end',
      'Конец книги',
    );
    const { segments, text } = await translate(encodeWindows1251(cyrillic), (value) =>
      value === 'Конец книги' ? 'Fin del libro' : value,
    );
    expect(segments.map((s) => s.text)).toContain('Конец книги');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(text).toContain('<subtitle>Fin del libro</subtitle>');
  });
});

/** Windows-1251 for the Cyrillic letters of the test (А–я are 0xC0–0xFF). */
function encodeWindows1251(text: string): Uint8Array {
  return new Uint8Array(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (code > 0x7f) throw new Error(`Not in the test's windows-1251: ${char}`);
      return code;
    }),
  );
}
