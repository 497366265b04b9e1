import { describe, expect, it } from 'vitest';
import type { OutputMode } from '../format.ts';
import { entryText, zipLayout } from '../opendocument/fixtures.ts';
import { epub } from './epub.ts';
import { EPUB2_CHAPTER, EPUB3_CHAPTER, epub2, epub3, NCX_DOCTYPE, XHTML11_DOCTYPE } from './fixtures.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };
const CHAPTER = 'OEBPS/Text/chapter1.xhtml';

const upper = (text: string) =>
  text
    .split(/(<[^>]+>)/)
    .map((piece, index) => (index % 2 ? piece : piece.toUpperCase()))
    .join('');

async function translate(input: Uint8Array, change: (text: string) => string, mode: OutputMode = 'translated') {
  const { segments, skeleton } = await epub.extract(input);
  const translations = new Map(segments.map((s) => [s.id, change(s.text)]));
  return { segments, output: await epub.rebuild(skeleton, translations, mode, LANGUAGES) };
}

describe('EPUB 3', () => {
  it('extracts the title, the navigation document and every block of the spine', async () => {
    const { segments } = await translate(epub3(), (text) => text);
    expect(segments.map((s) => [s.text, s.context?.part, s.context?.kind])).toEqual([
      ['The red house', 'metadata', 'title'],
      ['Contents', 'table of contents', 'title'],
      ['Contents', 'table of contents', 'heading'],
      ['The red house', 'table of contents', 'list-item'],
      ['Chapter one', CHAPTER, 'title'],
      ['The red house', CHAPTER, 'heading'],
      ['The house is <g1>red</g1> and <g2>the garden</g2> is <g3>green</g3>.<x4/>', CHAPTER, 'paragraph'],
      ['A picture <x1/> and a line<x2/>break.', CHAPTER, 'paragraph'],
      ['First point', CHAPTER, 'list-item'],
      ['Second point', CHAPTER, 'list-item'],
      ['Inner point', CHAPTER, 'list-item'],
      ['Loose text in a div', CHAPTER, 'paragraph'],
      ['with a nested paragraph', CHAPTER, 'paragraph'],
      ['and a tail.', CHAPTER, 'paragraph'],
      ['The dog', CHAPTER, 'cell'],
      ['The note is short.', CHAPTER, 'paragraph'],
    ]);
    expect(epub.bilingual).toBe(true);
  });

  it('gives the very same file back when nothing changes', async () => {
    const input = epub3();
    expect((await translate(input, (text) => text)).output).toBe(input);
  });

  it('rewrites only changed documents, mimetype first and stored', async () => {
    const input = epub3();
    const { output } = await translate(input, (text) => (text === 'The dog' ? 'El perro' : text));
    expect(entryText(output, CHAPTER)).toBe(
      EPUB3_CHAPTER.replace('<td>The dog</td>', '<td>El perro</td>').replace(/"en"/g, '"es"'),
    );
    for (const part of [
      'OEBPS/content.opf',
      'OEBPS/Text/nav.xhtml',
      'META-INF/container.xml',
      'OEBPS/Images/house.png',
    ]) {
      expect(entryText(output, part)).toBe(entryText(input, part));
    }
    expect(zipLayout(output)).toEqual({ names: zipLayout(input).names, mimetypeStored: true });
  });

  it('keeps formatting, links, note references, images and code, and names the new language', async () => {
    const { output } = await translate(epub3(), upper);
    const chapter = entryText(output, CHAPTER);
    expect(chapter).toContain(
      '<p id="p1">THE HOUSE IS <b>RED</b> AND <a href="https://example.com/">THE GARDEN</a> IS <i>GREEN</i>.<a epub:type="noteref" href="#n1">1</a></p>',
    );
    expect(chapter).toContain('<p>A PICTURE <img src="../Images/house.png" alt="House"/> AND A LINE<br/>BREAK.</p>');
    expect(chapter).toContain('<li>SECOND POINT<ul><li>INNER POINT</li></ul></li>');
    expect(chapter).toContain('<pre>code stays as it is</pre>\n');
    expect(chapter).toContain('xml:lang="es" lang="es"');
    expect(entryText(output, 'OEBPS/content.opf')).toContain(
      '<dc:title>THE RED HOUSE</dc:title>\n    <dc:language>es</dc:language>',
    );
    expect(entryText(output, 'OEBPS/Text/nav.xhtml')).toContain('<li><a href="chapter1.xhtml">THE RED HOUSE</a></li>');
  });

  it('turns text and pages right to left for right-to-left languages', async () => {
    const { segments, skeleton } = await epub.extract(epub3());
    const translations = new Map(segments.map((s) => [s.id, upper(s.text)]));
    const output = await epub.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
    });
    expect(entryText(output, CHAPTER)).toContain('xml:lang="ar" lang="ar" dir="rtl"');
    expect(entryText(output, 'OEBPS/content.opf')).toContain('<spine page-progression-direction="rtl">');
  });

  it('applies the dominant formatting when the translation loses its tags', async () => {
    const { output } = await translate(epub3(), (text) =>
      text.startsWith('The house is') ? 'La casa es roja y el jardín es verde.' : text,
    );
    expect(entryText(output, CHAPTER)).toContain(
      '<p id="p1"><a href="https://example.com/">La casa es roja y el jardín es verde.</a><a epub:type="noteref" href="#n1">1</a></p>',
    );
  });

  it('writes paragraph pairs; notes, pictures and ids stay with the source', async () => {
    const { output } = await translate(epub3(), upper, 'source-then-target');
    const chapter = entryText(output, CHAPTER);
    expect(chapter).toContain('<h1 id="h1">The red house</h1><h1>THE RED HOUSE</h1>');
    expect(chapter).toContain(
      '<a epub:type="noteref" href="#n1">1</a></p><p>THE HOUSE IS <b>RED</b> AND <a href="https://example.com/">THE GARDEN</a> IS <i>GREEN</i>.</p>',
    );
    expect(chapter).toContain('<p>A PICTURE AND A LINE<br/>BREAK.</p>');
    expect(chapter).toContain('<li>First point<br/>FIRST POINT</li>');
    expect(chapter).toContain('<td>The dog<br/>THE DOG</td>');
    expect(chapter).toContain('<title>Chapter one / CHAPTER ONE</title>');
    expect(chapter.match(/<img /g)).toHaveLength(1);
    expect(entryText(output, 'OEBPS/Text/nav.xhtml')).toContain('<li><a href="chapter1.xhtml">THE RED HOUSE</a></li>');
    const reversed = entryText((await translate(epub3(), upper, 'target-then-source')).output, CHAPTER);
    expect(reversed).toContain('<h1>THE RED HOUSE</h1><h1 id="h1">The red house</h1>');
  });
});

describe('EPUB 2', () => {
  it('reads XHTML 1.1 chapters with their document type and entities, and the NCX', async () => {
    const { segments, output } = await translate(epub2(), upper);
    expect(segments.map((s) => s.text)).toEqual([
      'The black cat',
      'The black cat',
      'Part one',
      'Part\u00a0one',
      'Part one',
      'The cat is black\u00a0— and small.',
    ]);
    const chapter = entryText(output, 'OEBPS/part1.xhtml');
    expect(chapter.startsWith(`<?xml version="1.0" encoding="utf-8"?>\n${XHTML11_DOCTYPE}\n<html`)).toBe(true);
    expect(chapter).toContain('<p>THE CAT IS BLACK\u00a0— AND SMALL.</p>');
    const ncx = entryText(output, 'OEBPS/toc.ncx');
    expect(ncx).toContain(NCX_DOCTYPE);
    expect(ncx).toContain('<navLabel><text>PART ONE</text></navLabel>');
  });

  it('shows both labels in the NCX of a bilingual book', async () => {
    const { output } = await translate(epub2(), upper, 'source-then-target');
    expect(entryText(output, 'OEBPS/toc.ncx')).toContain(
      '<docTitle><text>The black cat / THE BLACK CAT</text></docTitle>',
    );
    expect(entryText(output, 'OEBPS/part1.xhtml')).toContain('<h2>Part one</h2><h2>PART ONE</h2>');
  });

  it('keeps a chapter without text byte for byte', async () => {
    const empty = EPUB2_CHAPTER.replace(/<body>.*<\/body>/, '<body><p>2024</p></body>').replace('Part&nbsp;one', '1');
    const input = epub2(empty);
    const { output } = await translate(input, upper);
    expect(entryText(output, 'OEBPS/part1.xhtml')).toBe(empty);
  });
});

describe('content marked not to be translated', () => {
  it('keeps what translate="no" or class="notranslate" marks, inline and as blocks', async () => {
    const chapter = EPUB2_CHAPTER.replace(
      '<p>The cat is black&nbsp;&mdash; and small.</p>',
      '<p>The cat is called <span translate="no">Mister Black</span>.</p><div class="notranslate"><p>Kept words</p></div>',
    );
    const { segments, output } = await translate(epub2(chapter), upper);
    expect(segments.map((s) => s.text)).toContain('The cat is called <x1/>.');
    expect(segments.map((s) => s.text)).not.toContain('Kept words');
    const text = entryText(output, 'OEBPS/part1.xhtml');
    expect(text).toContain('THE CAT IS CALLED <span translate="no">Mister Black</span>.');
    expect(text).toContain('<div class="notranslate"><p>Kept words</p></div>');
  });
});
