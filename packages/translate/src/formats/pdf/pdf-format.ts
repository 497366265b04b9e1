import type { DocumentFormat } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { alternatingPagesPdf, type BilingualOrder, sideBySidePdf } from './bilingual-pages.ts';
import { translatedDocx } from './pdf-docx.ts';
import { extractPdf } from './pdf-extract.ts';
import type { PdfSkeleton } from './pdf-layout.ts';
import { writeTranslatedPdf } from './pdf-write.ts';

export { renderPdfPages } from './page-preview.ts';

function orderOf(mode: OutputMode): BilingualOrder | undefined {
  if (mode === 'source-then-target') return 'source-first';
  if (mode === 'target-then-source') return 'target-first';
  return undefined;
}

/**
 * PDF adapter (ADR 0010): reads the text layer into paragraphs in reading order, and writes the
 * translation into the original boxes after redacting the original text. The two bilingual modes
 * put the original and the translated page side by side on one wide page.
 */
export const pdf: DocumentFormat<PdfSkeleton> = {
  id: 'pdf',
  extensions: ['pdf'],
  bilingual: true,
  extract: (input, options) => extractPdf(input, options),
  async rebuild(skeleton, translations, mode, options) {
    const { bytes } = writeTranslatedPdf(skeleton, translations, options.targetLanguage);
    const order = orderOf(mode);
    return order ? sideBySidePdf(skeleton.source, bytes, order) : bytes;
  },
};

/** The bilingual PDF whose pages alternate: each original page followed or preceded by its translation. */
export function alternatingPdf(
  skeleton: PdfSkeleton,
  translations: ReadonlyMap<string, string>,
  order: BilingualOrder,
  targetLanguage: string,
): Uint8Array {
  const { bytes } = writeTranslatedPdf(skeleton, translations, targetLanguage);
  return alternatingPagesPdf(skeleton.source, bytes, order);
}

/** The translation of a PDF as an editable DOCX. */
export function pdfToDocx(skeleton: PdfSkeleton, translations: ReadonlyMap<string, string>, targetLanguage: string) {
  return translatedDocx(skeleton, translations, targetLanguage);
}
