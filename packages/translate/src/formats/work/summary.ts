import { detectLanguage } from '../../languages/detect.ts';
import type { DocumentCounts } from './describe.ts';

/** What a file holds, as the upload answer shows it: the counts, the language, the start of the text. */
export interface DocumentSummary {
  pages: number | null;
  words: number;
  segments: number;
  detectedLanguage: string | null;
  previewText: string;
}

/**
 * The summary of counted file, its language detected here: the detector's tables take about
 * 160 MB, held once by the server rather than once per worker thread.
 */
export function summaryOf({ languageSample, ...counts }: DocumentCounts): DocumentSummary {
  return { ...counts, detectedLanguage: detectLanguage(languageSample).language ?? null };
}
