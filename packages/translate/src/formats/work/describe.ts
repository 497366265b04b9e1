import { detectionSample } from '../../languages/detect-text.ts';
import { countWords } from '../../segments/count-words.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import type { Segment } from '../../segments/segment.ts';
import { FormatError } from '../document-format.ts';

/** What a file holds, as counted where it was read: the counts, the start of the text, a sample to detect the language from. */
export interface DocumentCounts {
  pages: number | null;
  words: number;
  segments: number;
  previewText: string;
  languageSample: string;
}

const PREVIEW_CHARS = 4000;

/** Pages, for the formats that have them (PDF: the skeleton's page list). */
function pageCount(skeleton: unknown): number | null {
  const shape = skeleton as { pageCount?: unknown; pages?: unknown } | null;
  if (typeof shape?.pageCount === 'number') return shape.pageCount;
  return Array.isArray(shape?.pages) ? shape.pages.length : null;
}

/** The counts of an extracted file; a file with no letter or digit to translate is refused as empty. */
export function countDocument(segments: readonly Segment[], skeleton: unknown): DocumentCounts {
  const text = segments.map((segment) => stripTags(segment.text)).join('\n\n');
  if (!/[\p{L}\p{N}]/u.test(text)) throw new FormatError('The file has no text to translate.', 'empty');
  return {
    pages: pageCount(skeleton),
    words: countWords(text),
    segments: segments.length,
    previewText: text.slice(0, PREVIEW_CHARS),
    languageSample: detectionSample(text),
  };
}
