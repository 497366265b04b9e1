import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { convertToPdf } from '../ooxml/test-office.ts';
import { presentation } from './presentation.ts';
import { reviewDeck } from './test-presentations.ts';

const SPANISH_WORDS = /\b(?:de|del|la|el|los|las|en|y|este|año|por)\b/i;

describe('presentation with Apertium and LibreOffice', () => {
  let engine: ApertiumEngine;
  beforeAll(async () => {
    engine = await englishToSpanishApertium();
  });
  afterAll(() => engine?.close());

  it('translates a deck eng→spa into files LibreOffice opens, in both output forms', async () => {
    const options = { includeNotes: true, includeMasters: true };
    const { segments, skeleton } = await presentation.extract(await reviewDeck(), options);
    const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
    const translations = new Map(report.translations.map((t) => [t.id, t.text]));
    const languages = { sourceLanguage: 'en', targetLanguage: 'es' };
    const translated = await presentation.rebuild(skeleton, translations, 'translated', languages);
    const bilingual = await presentation.rebuild(skeleton, translations, 'source-then-target', languages);

    const texts = (await presentation.extract(translated, options)).segments.map((s) => s.text);
    expect(texts).toEqual(expect.arrayContaining(['Revisión anual', 'Ventas por región']));
    expect(texts.filter((text) => SPANISH_WORDS.test(text)).length).toBeGreaterThan(8);
    expect(texts).not.toContain('Annual review');

    const sizes = await convertToPdf({ 'translated.pptx': translated, 'bilingual.pptx': bilingual });
    expect(sizes['translated.pptx']).toBeGreaterThan(1000);
    expect(sizes['bilingual.pptx']).toBeGreaterThan(1000);
  });
});
