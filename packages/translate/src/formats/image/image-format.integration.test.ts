import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Extracted } from '../document-format.ts';
import { formatForFile } from '../registry.ts';
import { extractError, shout } from '../test-kit.ts';
import { type ImageSkeleton, image, imageToDocx } from './image-format.ts';
import { decodeImage, encodeRaster, type Raster } from './raster.ts';
import { recognizeText } from './recognize.ts';
import { tesseractLines } from './tesseract.ts';
import { CHINESE_LINES, characterAccuracy, ENGLISH_LINES, pagePng, SAMPLE_PAGE, textPdf } from './test-pages.ts';

const CHINESE_TRANSLATION = '今天天气很好，我们去公园散步。';
const ARABIC_TRANSLATION = 'البيت أحمر والحديقة كبيرة';
const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

let png: Uint8Array;
let source: Raster;
let extracted: Extracted<ImageSkeleton>;

const isChinese = (text: string) => /\p{Script=Han}/u.test(text);

function translations(english: (text: string) => string): Map<string, string> {
  return new Map(extracted.segments.map((s) => [s.id, isChinese(s.text) ? CHINESE_TRANSLATION : english(s.text)]));
}

/** Mean absolute difference of two same-sized regions' channels (0-255). */
function difference(a: Raster, b: Raster, offsetX: number): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y += 3) {
    for (let x = 0; x < a.width; x += 3) {
      for (let c = 0; c < 3; c++) {
        sum += Math.abs((a.data[(y * a.width + x) * 3 + c] ?? 0) - (b.data[(y * b.width + x + offsetX) * 3 + c] ?? 0));
        count++;
      }
    }
  }
  return sum / count;
}

beforeAll(async () => {
  png = pagePng(await textPdf(SAMPLE_PAGE));
  source = (await decodeImage(png)).raster;
  extracted = await image.extract(png);
});

describe('image OCR', () => {
  it('reads the English and Chinese lines of a scan into paragraphs', async () => {
    expect(await formatForFile('scan.PNG')).toBe(image);
    const texts = extracted.segments.map((s) => s.text);
    expect(texts).toHaveLength(2);
    expect(characterAccuracy(ENGLISH_LINES.join(' '), texts[0] ?? '')).toBeGreaterThanOrEqual(0.95);
    expect(characterAccuracy(CHINESE_LINES.join(''), texts[1] ?? '')).toBeGreaterThanOrEqual(0.95);
    expect(texts[1]).not.toMatch(/\s/u);
    expect(extracted.segments[0]?.context).toEqual({ part: 'image', kind: 'paragraph' });
  });

  it('writes the translation into the picture where the original words were', async () => {
    const output = await image.rebuild(extracted.skeleton, translations(shout), 'translated', LANGUAGES);
    const { kind, raster } = await decodeImage(output);
    expect([kind, raster.width, raster.height]).toEqual(['png', source.width, source.height]);
    const read = (await recognizeText(raster, 'en')).map((line) => line.text).join(' ');
    const english = ENGLISH_LINES.join(' ').toUpperCase();
    const found = read.replace(/[^A-Z.\s]/gu, '');
    expect(characterAccuracy(english, found)).toBeGreaterThanOrEqual(0.9);
    expect(read).toContain('公园');
    expect(read).not.toMatch(/garden|library|friend|图书馆|句子/u);
  });

  it('typesets Arabic right to left', async () => {
    const arabic = new Map(extracted.segments.map((s) => [s.id, ARABIC_TRANSLATION]));
    const output = await image.rebuild(extracted.skeleton, arabic, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
    });
    const { raster } = await decodeImage(output);
    const lines = await tesseractLines(raster, 'ara');
    const read = lines.map((line) => line.text).join(' ');
    // Letters drawn in the wrong order or unjoined would not read back as the words.
    expect(characterAccuracy(`${ARABIC_TRANSLATION} ${ARABIC_TRANSLATION}`, read)).toBeGreaterThanOrEqual(0.85);
  });

  it('puts the original and the translation side by side, in both orders', async () => {
    for (const mode of ['source-then-target', 'target-then-source'] as const) {
      const output = await image.rebuild(extracted.skeleton, translations(shout), mode, LANGUAGES);
      const { raster } = await decodeImage(output);
      expect(raster.width).toBeGreaterThan(source.width * 2);
      expect(raster.height).toBe(source.height);
      const originalAt = mode === 'source-then-target' ? 0 : raster.width - source.width;
      const translationAt = mode === 'source-then-target' ? raster.width - source.width : 0;
      expect(difference(source, raster, originalAt), mode).toBeLessThan(1);
      expect(difference(source, raster, translationAt), mode).toBeGreaterThan(2);
    }
  });

  it('writes the same format back, bmp as png, and exports an editable DOCX', async () => {
    const jpeg = await image.rebuild({ ...extracted.skeleton, format: 'jpeg' }, new Map(), 'translated', LANGUAGES);
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    const bmp = await image.rebuild({ ...extracted.skeleton, format: 'bmp' }, new Map(), 'translated', LANGUAGES);
    expect((await sharp(bmp).metadata()).format).toBe('png');
    const docx = await imageToDocx(extracted.skeleton, translations(shout), 'es');
    const body = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
    expect(body).toContain('THE LIBRARY OPENS AT NINE');
    expect(body).toContain(CHINESE_TRANSLATION);
  });
});

describe('image OCR on a picture without text', () => {
  it('says so when an image has no text', async () => {
    const blank = await encodeRaster({ width: 200, height: 120, data: new Uint8Array(200 * 120 * 3).fill(250) }, 'png');
    const error = await extractError(image, blank);
    expect([error.name, error.code]).toEqual(['FormatError', 'empty']);
  });
});
