import * as mupdf from 'mupdf';
import { backgroundAround } from '../image/page-colours.ts';
import type { LineGroup } from './line-grouping.ts';
import type { PageText } from './page-text.ts';
import type { PdfParagraph } from './pdf-layout.ts';

/**
 * An invisible text layer (render mode 3, as OCR tools lay it over a scan): the words are seen in the
 * picture under it. It is translated like OCR text: the picture's words are painted over in the paper's
 * colour and the translation drawn on top (ADR 0010, "Text found wherever a text layer exists").
 */
export function isHiddenLayer(group: LineGroup): boolean {
  return group.lines.every((line) => line.chars.every((c) => c.hidden));
}

// The classes after the first letter share no character, so a long token is read in one pass.
const WORDLIKE = /^[("'“‘]*\p{L}[\p{L}\p{M}'’-]*[)"”.,;:!?]*$/u;
const VOWEL = /[aeiouyàâäéèêëîïôöùûüáíóúœæøåāēīōū]/iu;
const LATIN = /\p{Script=Latin}/u;
/** A figure, an amount, a date or a percentage: what a table of figures is made of. */
const NUMBER = /^[(]?[\p{Sc}]?\p{N}[\p{N}.,:/%‰-]*[)]?[.,;:]?$/u;

/**
 * Whether an invisible text layer reads as text: most of its tokens are words (letters with at
 * most outer punctuation, and in Latin script a vowel). A garbled layer, as poor OCR tools lay
 * over a legible scan ("T#e qu!ck brwn f0x"), is not trusted: the scan is read again by OCR.
 */
export function layerReadsWell(text: string): boolean {
  const tokens = text.split(/\s+/u).filter(Boolean);
  if (tokens.length === 0) return false;
  const words = tokens.filter(
    (token) => NUMBER.test(token) || (WORDLIKE.test(token) && (!LATIN.test(token) || VOWEL.test(token))),
  );
  return words.length / tokens.length >= 0.6;
}

/**
 * A page whose text is all an invisible layer that reads badly (see layerReadsWell) loses that
 * layer: the page is then a scan like any other, read by OCR. Other pages are as they were.
 */
export function withTrustedLayer(text: PageText): PageText {
  const chars = text.lines.flatMap((line) => line.chars);
  if (chars.length === 0 || !chars.every((c) => c.hidden || !/\p{L}/u.test(c.text))) return text;
  const layer = text.lines.map((line) => line.chars.map((c) => c.text).join('')).join(' ');
  return layerReadsWell(layer) ? text : { ...text, lines: [] };
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
