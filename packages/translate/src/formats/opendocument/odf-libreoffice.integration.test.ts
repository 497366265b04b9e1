import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import { convertWithLibreOffice } from '../legacy/libreoffice.ts';
import { deckPptx, readsSpanish, salesXlsx, storyDocx } from '../legacy/office-fixtures.ts';
import { entryText } from './fixtures.ts';
import { openDocumentPresentation, openDocumentSpreadsheet, openDocumentText } from './opendocument.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };
const OPTIONS = { includeNotes: true };

/** OpenDocument files as LibreOffice writes them: converted from generated docx, xlsx and pptx. */
describe('OpenDocument files written by LibreOffice', () => {
  let odt: Uint8Array;
  let ods: Uint8Array;
  let odp: Uint8Array;
  let apertium: ApertiumEngine;

  beforeAll(async () => {
    [odt, ods, odp, apertium] = await Promise.all([
      storyDocx().then((docx) => convertWithLibreOffice(docx, 'docx', 'odt')),
      salesXlsx().then((xlsx) => convertWithLibreOffice(xlsx, 'xlsx', 'ods')),
      deckPptx().then((pptx) => convertWithLibreOffice(pptx, 'pptx', 'odp')),
      englishToSpanishApertium(),
    ]);
  });
  afterAll(() => apertium?.close());

  it('finds every kind of text and gives the same bytes back with an identity translation', async () => {
    const cases = [
      [
        openDocumentText,
        odt,
        [
          'The red house',
          'The house is <g1>red</g1> and the dog is <g2>big</g2>.<x3/>',
          'The garden is green.',
          'The cat is black.',
          'The page header',
          'The page footer',
        ],
      ],
      [openDocumentSpreadsheet, ods, ['The house is red.', 'The price is good.', '<g1>The dog </g1>is big.']],
      [openDocumentPresentation, odp, ['The house', 'The cat is black.', 'The speaker is happy.']],
    ] as const;
    for (const [adapter, input, expected] of cases) {
      const { segments, skeleton } = await adapter.extract(input, OPTIONS);
      expect(segments.map((s) => s.text)).toEqual(expect.arrayContaining([...expected]));
      expect(segments.map((s) => s.text).join()).not.toMatch(/hidden|2024|42/);
      const identity = new Map(segments.map((s) => [s.id, s.text]));
      expect(await adapter.rebuild(skeleton, identity, 'translated', LANGUAGES)).toBe(input);
    }
  });

  it('translates English to Spanish with Apertium into files LibreOffice renders to PDF', async () => {
    const outputs: [string, Uint8Array][] = [];
    for (const [adapter, input, extension] of [
      [openDocumentText, odt, 'odt'],
      [openDocumentSpreadsheet, ods, 'ods'],
      [openDocumentPresentation, odp, 'odp'],
    ] as const) {
      const { segments, skeleton } = await adapter.extract(input, OPTIONS);
      const report = await translateSegments(segments, { engine: apertium, source: 'en', target: 'es' });
      const translations = new Map(report.translations.map((t) => [t.id, t.text]));
      const output = await adapter.rebuild(skeleton, translations, 'translated', LANGUAGES);
      const back = await adapter.extract(output, OPTIONS);
      expect(readsSpanish(back.segments.map((s) => stripTags(s.text)))).toBe(true);
      outputs.push([extension, output]);
      if (extension === 'odt') {
        outputs.push([extension, await adapter.rebuild(skeleton, translations, 'source-then-target', LANGUAGES)]);
        expect(entryText(output, 'content.xml')).toMatch(/<text:span text:style-name="T\d">roja<\/text:span>/);
      }
    }
    const pdfs = await Promise.all(
      outputs.map(([extension, bytes]) => convertWithLibreOffice(bytes, extension, 'pdf')),
    );
    for (const pdf of pdfs) {
      expect(pdf.length).toBeGreaterThan(1000);
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    }
  });
});
