import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import type { TranslationEngine } from '../../engines/engine.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import type { DocumentFormat } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { convertWithLibreOffice } from '../legacy/libreoffice.ts';
import { readsSpanish } from '../legacy/office-fixtures.ts';
import { entryText } from '../opendocument/fixtures.ts';
import { epub } from './epub.ts';
import { fictionBook } from './fb2.ts';
import { epub2, epub3, FICTION_BOOK } from './fixtures.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

async function translateBook<S>(
  format: DocumentFormat<S>,
  input: Uint8Array,
  engine: TranslationEngine,
  mode: OutputMode = 'translated',
): Promise<Uint8Array> {
  const { segments, skeleton } = await format.extract(input);
  const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
  const translations = new Map(report.translations.map((t) => [t.id, t.text]));
  return format.rebuild(skeleton, translations, mode, LANGUAGES);
}

async function texts<S>(format: DocumentFormat<S>, input: Uint8Array): Promise<string[]> {
  return (await format.extract(input)).segments.map((s) => stripTags(s.text));
}

describe('e-books translated by real engines', () => {
  let apertium: ApertiumEngine;
  let server: FakeLlmServer;

  beforeAll(async () => {
    [apertium, server] = await Promise.all([englishToSpanishApertium(), startFakeLlmServer()]);
  });
  afterAll(async () => {
    await apertium?.close();
    await server?.close();
  });

  it('Apertium turns EPUB 3, EPUB 2 and FictionBook into Spanish that LibreOffice renders to PDF', async () => {
    const book3 = await translateBook(epub, epub3(), apertium);
    const book2 = await translateBook(epub, epub2(), apertium, 'source-then-target');
    const fb2 = await translateBook(fictionBook, new TextEncoder().encode(FICTION_BOOK), apertium);
    expect(readsSpanish(await texts(epub, book3))).toBe(true);
    expect(readsSpanish(await texts(fictionBook, fb2))).toBe(true);
    expect((await texts(epub, book2)).join('\n')).toMatch(/The cat is black[\s\S]*El gato es negro/);
    const chapter = entryText(book3, 'OEBPS/Text/chapter1.xhtml');
    expect(chapter).toMatch(/La casa es <b>roja<\/b>/);
    const pdfs = await Promise.all([
      convertWithLibreOffice(fb2, 'fb2', 'pdf'),
      convertWithLibreOffice(new TextEncoder().encode(chapter), 'xhtml', 'pdf', {
        inputFilter: 'HTML (StarWriter)',
        exportFilter: 'pdf:writer_pdf_Export',
      }),
    ]);
    for (const pdf of pdfs) {
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5000);
    }
  });

  it('keeps bold, italic and links on the translated words when a language model drops the tags', async () => {
    server.options.breakTags = 'always';
    const engine = new LlmEngine(fakeEndpoint(server));
    const output = await translateBook(epub, epub3(), engine);
    const chapter = entryText(output, 'OEBPS/Text/chapter1.xhtml');
    expect(chapter).toMatch(
      /<p id="p1">es:The es:house es:is <b>es:red<\/b> es:and <a href="https:\/\/example.com\/">es:the es:garden<\/a> es:is <i>es:green<\/i>\.<a epub:type="noteref" href="#n1">1<\/a><\/p>/,
    );
  });
});
