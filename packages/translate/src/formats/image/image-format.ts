import type { Segment } from '../../segments/segment.ts';
import { type DocumentFormat, type ExtractOptions, FormatError } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { translatedDocx } from '../pdf/pdf-docx.ts';
import type { PdfSkeleton } from '../pdf/pdf-layout.ts';
import { writeTranslatedPdf } from '../pdf/pdf-write.ts';
import { imagePage, pagePixels } from './image-page.ts';
import { ocrParagraphs } from './ocr-paragraphs.ts';
import { decodeImage, encodeRaster, type ImageKind, type Raster, sideBySide } from './raster.ts';
import { recognizeText } from './recognize.ts';

/** Everything rebuild needs: the image as a one-page PDF with the paragraphs OCR found on it. */
export interface ImageSkeleton {
  kind: 'image';
  format: ImageKind;
  page: PdfSkeleton;
}

async function extractImage(input: Uint8Array, options?: ExtractOptions) {
  const { kind, raster } = await decodeImage(input, options?.maxImagePixels);
  const lines = await recognizeText(raster, options?.sourceLanguage);
  const paragraphs = ocrParagraphs(lines, raster, { page: 0, scale: 1, idPrefix: 'p' });
  if (paragraphs.length === 0) throw new FormatError('No text was found in the image.', 'empty');
  const segments = paragraphs.map(
    (p): Segment => ({ id: p.id, text: p.text, context: { part: 'image', kind: p.kind } }),
  );
  const skeleton: ImageSkeleton = { kind: 'image', format: kind, page: await imagePage(raster, paragraphs) };
  return { segments, skeleton };
}

/** The translated image: the original with each paragraph painted over and its translation typeset in place. */
export async function translatedImage(
  skeleton: ImageSkeleton,
  translations: ReadonlyMap<string, string>,
  targetLanguage: string,
): Promise<Raster> {
  const { bytes } = writeTranslatedPdf(skeleton.page, translations, targetLanguage);
  return pagePixels(bytes);
}

async function rebuildImage(
  skeleton: ImageSkeleton,
  translations: ReadonlyMap<string, string>,
  mode: OutputMode,
  targetLanguage: string,
): Promise<Uint8Array> {
  const translated = await translatedImage(skeleton, translations, targetLanguage);
  if (mode === 'translated') return encodeRaster(translated, skeleton.format);
  const original = await pagePixels(skeleton.page.source);
  const [first, second] = mode === 'source-then-target' ? [original, translated] : [translated, original];
  return encodeRaster(await sideBySide(first, second, skeleton.format), skeleton.format);
}

/**
 * Images of text (scans, screenshots, photos of pages): OCR reads the lines into paragraphs, and
 * the translation is written into the picture where the text was (ADR 0010, OCR). The bilingual
 * modes put the original and the translated image side by side.
 */
export const image: DocumentFormat<ImageSkeleton> = {
  id: 'image',
  extensions: ['png', 'jpg', 'jpeg', 'webp', 'tif', 'tiff'],
  bilingual: true,
  extract: extractImage,
  rebuild: (skeleton, translations, mode, options) =>
    rebuildImage(skeleton, translations, mode, options.targetLanguage),
};

/** BMP comes back as PNG: libvips, which writes the other formats, cannot write BMP. */
export const bitmap: DocumentFormat<ImageSkeleton> = {
  ...image,
  id: 'bmp',
  extensions: ['bmp'],
  outputExtension: 'png',
};

/** The translation of an image's text as an editable DOCX. */
export function imageToDocx(
  skeleton: ImageSkeleton,
  translations: ReadonlyMap<string, string>,
  targetLanguage: string,
): Promise<Uint8Array> {
  return translatedDocx(skeleton.page, translations, targetLanguage);
}
