import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { samplePdf } from '../../../test/pdf-fixtures.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import type { TranslationEngine } from '../../engines/engine.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { looksSpanish } from '../test-kit.ts';
import { lineInkBoxes, overlappingLines, pdfText } from './pdf-check.ts';
import { pdf } from './pdf-format.ts';

async function translatePdf(engine: TranslationEngine) {
  const { bytes } = await samplePdf({ textOnly: true });
  const { segments, skeleton } = await pdf.extract(bytes);
  const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
  const translations = new Map(report.translations.map((t) => [t.id, t.text]));
  const output = await pdf.rebuild(skeleton, translations, 'translated', {
    sourceLanguage: 'en',
    targetLanguage: 'es',
  });
  return { output, translations, pages: skeleton.pages.length };
}

describe('PDF through real engines', () => {
  let apertium: ApertiumEngine;
  let server: FakeLlmServer;

  beforeAll(async () => {
    [apertium, server] = await Promise.all([englishToSpanishApertium(), startFakeLlmServer()]);
  });

  afterAll(async () => {
    await Promise.all([apertium?.close(), server?.close()]);
  });

  it('translates a PDF into Spanish with Apertium: the extracted text is the translation', async () => {
    const { output, translations, pages } = await translatePdf(apertium);
    const text = pdfText(output).replace(/\s+/gu, ' ');
    expect(looksSpanish(text)).toBe(true);
    expect(text).not.toMatch(/The house is red/);
    const library = [...translations.values()].find((t) => /biblioteca/i.test(t));
    expect(library && text.includes(library)).toBe(true);
    for (let page = 0; page < pages; page++) expect(overlappingLines(lineInkBoxes(output, page))).toEqual([]);
  });

  it('translates a PDF with the LLM engine', async () => {
    const { output, translations } = await translatePdf(new LlmEngine(fakeEndpoint(server)));
    const text = pdfText(output).replace(/\s+/gu, ' ');
    const some = [...translations.values()].filter((t) => !/<[gx]\d/.test(t)).slice(0, 5);
    for (const translation of some) expect(text).toContain(translation);
  });
});
