import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import { doc, type LegacyFormat, ppt, rtf, xls } from './legacy.ts';
import { convertWithLibreOffice, libreOfficeAvailable } from './libreoffice.ts';
import { deckPptx, readsSpanish, salesXlsx, storyDocx } from './office-fixtures.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

/** Legacy files made by LibreOffice from generated docx, xlsx and pptx, translated end to end. */
describe('legacy Office files through LibreOffice', () => {
  const inputs = new Map<LegacyFormat, Uint8Array>();
  let apertium: ApertiumEngine;

  beforeAll(async () => {
    const [docx, xlsx, pptx] = await Promise.all([storyDocx(), salesXlsx(), deckPptx()]);
    const made = await Promise.all([
      convertWithLibreOffice(docx, 'docx', 'doc'),
      convertWithLibreOffice(docx, 'docx', 'rtf'),
      convertWithLibreOffice(xlsx, 'xlsx', 'xls'),
      convertWithLibreOffice(pptx, 'pptx', 'ppt'),
    ]);
    for (const [index, format] of [doc, rtf, xls, ppt].entries()) inputs.set(format, made[index] as Uint8Array);
    apertium = await englishToSpanishApertium();
  });
  afterAll(() => apertium?.close());

  it('finds LibreOffice on this machine', () => {
    expect(libreOfficeAvailable()).toBe(true);
    expect([doc, xls, ppt, rtf].every((format) => format.available())).toBe(true);
  });

  it('translates doc, rtf, xls and ppt into Spanish docx, xlsx and pptx that LibreOffice renders to PDF', async () => {
    const results = await Promise.all(
      [...inputs].map(async ([format, input]) => {
        const { segments, skeleton } = await format.extract(input, { includeNotes: true });
        expect(segments.map((s) => stripTags(s.text))).toEqual(
          expect.arrayContaining([expect.stringMatching(/^The /)]),
        );
        const report = await translateSegments(segments, { engine: apertium, source: 'en', target: 'es' });
        const translations = new Map(report.translations.map((t) => [t.id, t.text]));
        const output = await format.rebuild(skeleton, translations, 'translated', LANGUAGES);
        return { format, skeleton, output };
      }),
    );
    const pdfs = await Promise.all(
      results.map(({ format, output }) => convertWithLibreOffice(output, format.outputExtension, 'pdf')),
    );
    for (const [index, { format, skeleton, output }] of results.entries()) {
      expect(output[0]).toBe(0x50);
      const back = await skeleton.modern.extract(output, { includeNotes: true });
      expect(readsSpanish(back.segments.map((s) => stripTags(s.text))), format.id).toBe(true);
      const pdf = pdfs[index] as Uint8Array;
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);
    }
  });
});
