import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { convertToPdf } from '../ooxml/test-office.ts';
import { spreadsheet } from './spreadsheet.ts';
import { salesWorkbook } from './test-workbooks.ts';

const SPANISH_WORDS = /\b(?:de|del|la|el|los|las|en|y|este|año)\b/i;

describe('spreadsheet with Apertium and LibreOffice', () => {
  let engine: ApertiumEngine;
  beforeAll(async () => {
    engine = await englishToSpanishApertium();
  });
  afterAll(() => engine?.close());

  it('translates a workbook eng→spa into files LibreOffice opens, in both output forms', async () => {
    const input = await salesWorkbook();
    const { segments, skeleton } = await spreadsheet.extract(input, { translateSheetNames: true });
    const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
    const translations = new Map(report.translations.map((t) => [t.id, t.text]));
    const languages = { sourceLanguage: 'en', targetLanguage: 'es' };
    const translated = await spreadsheet.rebuild(skeleton, translations, 'translated', languages);
    const bilingual = await spreadsheet.rebuild(skeleton, translations, 'target-then-source', languages);

    const texts = (await spreadsheet.extract(translated, { translateSheetNames: true })).segments.map((s) => s.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Ventas 2024', 'Informe de ventas trimestrales', 'Ventas por región']),
    );
    expect(texts.filter((text) => SPANISH_WORDS.test(text)).length).toBeGreaterThan(8);
    expect(texts).not.toContain('Quarterly sales report');

    const sizes = await convertToPdf({ 'translated.xlsx': translated, 'bilingual.xlsx': bilingual });
    expect(sizes['translated.xlsx']).toBeGreaterThan(1000);
    expect(sizes['bilingual.xlsx']).toBeGreaterThan(1000);
  });
});
