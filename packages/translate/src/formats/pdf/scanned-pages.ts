import { ocrParagraphs } from '../image/ocr-paragraphs.ts';
import { rasterFromPng } from '../image/raster.ts';
import { recognizeText } from '../image/recognize.ts';
import { renderPdfPages } from './page-preview.ts';
import type { PdfParagraph, PdfSkeleton } from './pdf-layout.ts';

/** Scanned pages are read at 144 dpi: body text is then ~25 pixels high, plenty for OCR. */
const SCAN_SCALE = 2;
/** ...but no side longer than this, so that a poster-sized page does not take minutes. */
const MAX_SIDE = 2400;

/**
 * Reads the pages that are only a picture with OCR. The paragraphs found are placed in page
 * space like the text layer's, with the paper colour to paint over their lines: the PDF writer
 * covers the picture's text there and typesets the translation on top (ADR 0010, OCR).
 */
export async function readScannedPages(skeleton: PdfSkeleton, language?: string): Promise<PdfParagraph[]> {
  const paragraphs: PdfParagraph[] = [];
  for (const page of skeleton.scannedPages) {
    const size = skeleton.pages[page];
    if (!size) continue;
    const scale = Math.min(SCAN_SCALE, MAX_SIDE / Math.max(size.width, size.height));
    const [png] = renderPdfPages(skeleton.source, { from: page, count: 1, scale });
    if (!png) continue;
    const raster = await rasterFromPng(png);
    const lines = await recognizeText(raster, language);
    paragraphs.push(...ocrParagraphs(lines, raster, { page, scale, idPrefix: `scan${page + 1}-` }));
  }
  return paragraphs;
}
