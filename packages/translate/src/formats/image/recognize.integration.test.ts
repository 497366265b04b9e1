import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { image } from './image-format.ts';
import { decodeImage } from './raster.ts';
import { recognizeText } from './recognize.ts';
import { characterAccuracy, pagePng, textPdf } from './test-pages.ts';

const GERMAN = ['Über den Bergen scheint die Sonne.', 'Die Straße führt zum großen Fluss.'];

async function germanPage() {
  const pdf = await textPdf(GERMAN.map((text, i) => ({ text, x: 30, y: 50 + i * 24, size: 15 })));
  return (await decodeImage(pagePng(pdf))).raster;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('choosing the OCR engine by language', () => {
  it('reads a language other than Chinese and English with tesseract', async () => {
    const lines = await recognizeText(await germanPage(), 'de');
    expect(characterAccuracy(GERMAN.join(' '), lines.map((l) => l.text).join(' '))).toBeGreaterThanOrEqual(0.95);
  });

  it('names the package to install when tesseract or its language pack is missing', async () => {
    const raster = await germanPage();
    await expect(recognizeText(raster, 'xh-ZA')).resolves.toBeDefined();
    await expect(recognizeText(raster, 'mr')).rejects.toMatchObject({
      code: 'unsupported',
      message: expect.stringContaining('tesseract-ocr-mar'),
    });
  });
});

describe('layout', () => {
  it('reads two columns side by side as two paragraphs, left column first', async () => {
    const column = (x: number, lines: string[]) => lines.map((text, i) => ({ text, x, y: 50 + i * 17, size: 12 }));
    const left = ['Rivers carry water to the sea.', 'Birds fly south in the winter.'];
    const right = ['Mountains are old and tall.', 'Snow covers them all year.'];
    const png = pagePng(await textPdf([...column(30, left), ...column(260, right)]));
    const { segments } = await image.extract(png);
    expect(segments.map((s) => s.text)).toEqual([left.join(' '), right.join(' ')]);
  });
});

describe('without tesseract', () => {
  it('refuses languages only tesseract reads with a clear FormatError', async () => {
    vi.resetModules();
    vi.stubEnv('PATH', mkdtempSync(join(tmpdir(), 'glossa-no-tesseract-')));
    const { recognizeText: recognize } = await import('./recognize.ts');
    const raster = await germanPage();
    await expect(recognize(raster, 'de')).rejects.toMatchObject({
      name: 'FormatError',
      code: 'unsupported',
      message: expect.stringContaining('tesseract-ocr'),
    });
  });
});
