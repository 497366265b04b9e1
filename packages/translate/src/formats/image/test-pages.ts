/** Pages of text drawn for the OCR tests: with pdf-lib in the Noto fonts, rendered to pixels by mupdf. */
import fontkit from '@cantoo/fontkit';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { faceFor } from '../pdf/fonts.ts';
import { renderPdfPages } from '../pdf/page-preview.ts';

export const ENGLISH_LINES = [
  'The house is red and the garden is big.',
  'My friend lives in a small village.',
  'The library opens at nine every morning.',
];
export const CHINESE_LINES = ['这是一个简单的中文句子。', '我们明天去图书馆看书。'];

export interface DrawnLine {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  size: number;
  cjk?: boolean;
}

/** The sample page: an English paragraph and a Chinese one, dark text on a light tinted paper. */
export const SAMPLE_PAGE: DrawnLine[] = [
  ...ENGLISH_LINES.map((text, i) => ({ text, x: 40, y: 60 + i * 22, size: 15 })),
  ...CHINESE_LINES.map((text, i) => ({ text, x: 40, y: 190 + i * 26, size: 17, cjk: true })),
];

/** A PDF page of `width` x `height` points with the lines drawn as text on a tinted background. */
export async function textPdf(lines: readonly DrawnLine[], width = 480, height = 260): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const latin = await document.embedFont(faceFor('latin', false, false).bytes, { subset: true });
  const cjk = await document.embedFont(faceFor('cjk', false, false).bytes, { subset: true });
  const page = document.addPage([width, height]);
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.97, 0.95, 0.88) });
  for (const line of lines) {
    const font = line.cjk ? cjk : latin;
    page.drawText(line.text, { x: line.x, y: height - line.y, size: line.size, font, color: rgb(0.1, 0.1, 0.2) });
  }
  return document.save();
}

/** The first page of a PDF as a PNG, `scale` pixels per point. */
export function pagePng(pdf: Uint8Array, scale = 2): Uint8Array {
  const [png] = renderPdfPages(pdf, { from: 0, count: 1, scale });
  if (!png) throw new Error('no page rendered');
  return png;
}

/** A PDF whose only page is the picture: a scan, without a text layer. */
export async function scannedPdf(png: Uint8Array, width = 480, height = 260): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([width, height]);
  page.drawImage(await document.embedPng(png), { x: 0, y: 0, width, height });
  return document.save();
}

function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 minus the edit distance over the expected length, whitespace ignored. */
export function characterAccuracy(expected: string, actual: string): number {
  const chars = (text: string) => [...text.replace(/\s+/gu, '')];
  const want = chars(expected);
  return want.length === 0 ? 1 : Math.max(0, 1 - editDistance(want, chars(actual)) / want.length);
}
