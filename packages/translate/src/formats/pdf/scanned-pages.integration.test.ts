import { describe, expect, it } from 'vitest';
import { decodeImage } from '../image/raster.ts';
import { recognizeText } from '../image/recognize.ts';
import {
  CHINESE_LINES,
  characterAccuracy,
  ENGLISH_LINES,
  pagePng,
  SAMPLE_PAGE,
  scannedPdf,
  textPdf,
} from '../image/test-pages.ts';
import { shout } from '../test-kit.ts';
import { pdfText } from './pdf-check.ts';
import { pdf, pdfToDocx, renderPdfPages } from './pdf-format.ts';

const CHINESE_TRANSLATION = '今天天气很好，我们去公园散步。';

describe('scanned PDF pages', () => {
  it('reads a page that is only a picture of text with OCR and writes the translation over it', async () => {
    const scan = await scannedPdf(pagePng(await textPdf(SAMPLE_PAGE), 2.5));
    const { segments, skeleton } = await pdf.extract(scan, { sourceLanguage: 'en' });
    expect(skeleton.scannedPages).toEqual([0]);
    const texts = segments.map((s) => s.text);
    expect(texts).toHaveLength(2);
    expect(characterAccuracy(ENGLISH_LINES.join(' '), texts[0] ?? '')).toBeGreaterThanOrEqual(0.95);
    expect(characterAccuracy(CHINESE_LINES.join(''), texts[1] ?? '')).toBeGreaterThanOrEqual(0.95);
    expect(segments[0]?.context?.part).toBe('page 1');

    const translations = new Map(
      segments.map((s) => [s.id, /\p{Script=Han}/u.test(s.text) ? CHINESE_TRANSLATION : shout(s.text)]),
    );
    const output = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    const text = pdfText(output).replace(/\s+/gu, ' ');
    expect(text).toContain('THE LIBRARY OPENS AT NINE EVERY MORNING.');
    expect(text.replace(/ /g, '')).toContain(CHINESE_TRANSLATION);

    // The picture's own words are painted over: OCR of the rendered page finds only the translation.
    const [png] = renderPdfPages(output, { from: 0, count: 1, scale: 2 });
    const read = (await recognizeText((await decodeImage(png as Uint8Array)).raster, 'en'))
      .map((l) => l.text)
      .join(' ');
    expect(read).toContain('公园');
    expect(read).toMatch(/LIBRARY/);
    expect(read).not.toMatch(/garden|library|friend|图书馆|句子/u);

    const docx = await pdfToDocx(skeleton, translations, 'es');
    expect(docx.length).toBeGreaterThan(1000);
  });

  it('refuses a scan with no text as empty', async () => {
    const blank = await scannedPdf(pagePng(await textPdf([]), 1));
    await expect(pdf.extract(blank)).rejects.toMatchObject({ name: 'FormatError', code: 'empty' });
  });
});
