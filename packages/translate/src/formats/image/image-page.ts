import * as mupdf from 'mupdf';
import { renderPdfPages } from '../pdf/page-preview.ts';
import type { PdfParagraph, PdfSkeleton } from '../pdf/pdf-layout.ts';
import { fromRaster, type Raster, rasterFromPng } from './raster.ts';

async function pngOf(raster: Raster): Promise<Uint8Array> {
  const png = await fromRaster(raster).png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(png);
}

/**
 * A one-page PDF that is the image, one page unit per pixel, with the paragraphs OCR found: the
 * PDF writer then paints over the original lines and typesets the translation, and mupdf renders
 * the page back into pixels. One typesetting path for scans in PDFs and in image files.
 */
export async function imagePage(raster: Raster, paragraphs: PdfParagraph[]): Promise<PdfSkeleton> {
  const document = new mupdf.PDFDocument();
  try {
    const image = new mupdf.Image(await pngOf(raster));
    const resources = document.newDictionary();
    const xobjects = document.newDictionary();
    xobjects.put('Im0', document.addImage(image));
    resources.put('XObject', xobjects);
    const content = `q ${raster.width} 0 0 ${raster.height} 0 0 cm /Im0 Do Q`;
    document.insertPage(-1, document.addPage([0, 0, raster.width, raster.height], 0, resources, content));
    image.destroy();
    const source = document.saveToBuffer('compress').asUint8Array().slice();
    return {
      kind: 'pdf',
      source,
      pages: [{ width: raster.width, height: raster.height }],
      paragraphs,
      bookmarks: [],
      formTexts: [],
      scannedPages: [0],
    };
  } finally {
    document.destroy();
  }
}

/** The first page of a PDF as pixels, one pixel per page unit. */
export async function pagePixels(pdf: Uint8Array): Promise<Raster> {
  const [png] = renderPdfPages(pdf, { from: 0, count: 1, scale: 1 });
  if (!png) throw new Error('the page did not render');
  return rasterFromPng(png);
}
