/** Checks of written PDFs shared by the tests and the benchmark: text, its lines, images, structure. */
import { execFileSync } from 'node:child_process';
import * as mupdf from 'mupdf';
import { readPage } from './page-reading.ts';
import type { PageText } from './page-text.ts';
import { type Box, boxesOverlap } from './pdf-layout.ts';

export function openForCheck(bytes: Uint8Array): mupdf.PDFDocument {
  return mupdf.Document.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
}

/** The text mupdf extracts from every page. */
export function pdfText(bytes: Uint8Array): string {
  const document = openForCheck(bytes);
  const pages: string[] = [];
  for (let i = 0; i < document.countPages(); i++) {
    const page = document.loadPage(i);
    pages.push(page.toStructuredText('preserve-whitespace').asText());
    page.destroy();
  }
  document.destroy();
  return pages.join('\n');
}

/**
 * The ink box of each output text line: from cap height to descender around each baseline,
 * whatever line height the font declares. Two of them overlapping means two texts print on each other.
 */
export function lineInkBoxes(bytes: Uint8Array, pageIndex: number): Box[] {
  const document = openForCheck(bytes);
  const page = document.loadPage(pageIndex);
  const boxes: Box[] = [];
  let current: Box | undefined;
  page.toStructuredText('preserve-whitespace').walk({
    beginLine() {
      current = undefined;
    },
    onChar(c, origin, _font, size, quad) {
      if (/\s/u.test(c)) return;
      const box: Box = [
        Math.min(quad[0], quad[4]),
        origin[1] - size * 0.7,
        Math.max(quad[2], quad[6]),
        origin[1] + size * 0.2,
      ];
      current = current
        ? [
            Math.min(current[0], box[0]),
            Math.min(current[1], box[1]),
            Math.max(current[2], box[2]),
            Math.max(current[3], box[3]),
          ]
        : box;
    },
    endLine() {
      if (current) boxes.push(current);
    },
  });
  page.destroy();
  document.destroy();
  return boxes;
}

export function overlappingLines(boxes: readonly Box[]): [Box, Box][] {
  const pairs: [Box, Box][] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) if (boxesOverlap(a, b, 0.5)) pairs.push([a, b]);
  });
  return pairs;
}

/** The raw bytes of every image XObject of every page, in page order. */
export function imageStreams(bytes: Uint8Array): Uint8Array[] {
  const document = openForCheck(bytes);
  const images: Uint8Array[] = [];
  for (let i = 0; i < document.countPages(); i++) {
    const xobjects = document.findPage(i).getInheritable('Resources').get('XObject');
    if (xobjects.isNull()) continue;
    xobjects.forEach((value) => {
      const object = value.resolve();
      if (object.get('Subtype').asName() === 'Image') images.push(value.readRawStream().asUint8Array().slice());
    });
  }
  document.destroy();
  return images;
}

/** One glyph a page draws: the font's name, the glyph id (0 is .notdef, the empty box) and its character. */
export interface DrawnGlyph {
  font: string;
  glyph: number;
  char: string;
  /** How far the glyph leans (0 upright, about 0.2 for a slanted oblique), from its text matrix. */
  slant: number;
}

/** Every glyph a page draws as filled text, in drawing order, as a renderer sees it. */
export function drawnGlyphs(bytes: Uint8Array, pageIndex: number): DrawnGlyph[] {
  const document = openForCheck(bytes);
  const page = document.loadPage(pageIndex);
  const glyphs: DrawnGlyph[] = [];
  const device = new mupdf.Device({
    fillText(text) {
      text.walk({
        showGlyph(font, trm, glyph, unicode) {
          const slant = Math.abs(trm[2] / (Math.hypot(trm[0], trm[1]) || 1));
          glyphs.push({ font: font.getName(), glyph, char: String.fromCodePoint(Math.max(unicode, 0)), slant });
        },
      });
    },
  });
  page.run(device, mupdf.Matrix.identity);
  device.close();
  device.destroy();
  page.destroy();
  document.destroy();
  return glyphs;
}

/** qpdf's structural check; undefined when qpdf is not installed. */
export function qpdfCheck(path: string): { ok: boolean; output: string } | undefined {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  try {
    return { ok: true, output: execFileSync('qpdf', ['--check', path], { encoding: 'utf8' }) };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

/** A written page read back as the reader reads a source page: lines, characters, sizes, styles. */
export function readWrittenPage(bytes: Uint8Array, pageIndex = 0): PageText {
  const document = openForCheck(bytes);
  const page = document.loadPage(pageIndex);
  const text = readPage(page);
  page.destroy();
  document.destroy();
  return text;
}
