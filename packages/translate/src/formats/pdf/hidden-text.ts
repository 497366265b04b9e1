import * as mupdf from 'mupdf';
import { backgroundAround } from '../image/page-colours.ts';
import type { LineGroup } from './line-grouping.ts';
import type { PdfParagraph } from './pdf-layout.ts';

/**
 * An invisible text layer (render mode 3, as OCR tools lay it over a scan): the words are seen in the
 * picture under it. It is translated like OCR text: the picture's words are painted over in the paper's
 * colour and the translation drawn on top (ADR 0010, "Text found wherever a text layer exists").
 */
export function isHiddenLayer(group: LineGroup): boolean {
  return group.lines.every((line) => line.chars.every((c) => c.hidden));
}

/** The paper colour around each hidden-layer paragraph of the page, read from the rendered page. */
export function samplePaperColours(
  page: mupdf.PDFPage,
  paragraphs: readonly { paragraph: Pick<PdfParagraph, 'pieces'> }[],
): void {
  const covered = paragraphs.flatMap((p) => p.paragraph.pieces.filter((piece) => piece.cover));
  if (covered.length === 0) return;
  const pixmap = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true);
  const pixels = pixmap.getPixels();
  const data = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const raster = { data, width: pixmap.getWidth(), height: pixmap.getHeight() };
  const [x0 = 0, y0 = 0] = pixmap.getBounds();
  for (const piece of covered) {
    const lines = piece.lines.map(([a, b, c, d]): [number, number, number, number] => [a - x0, b - y0, c - x0, d - y0]);
    piece.cover = backgroundAround(raster, lines, Math.max(2, piece.size * 0.3));
  }
  pixmap.destroy();
}
