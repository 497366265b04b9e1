import { chooseSourceLanguage } from '../../languages/source-choice.ts';
import type { DocumentCounts } from './describe.ts';

/** What a file holds, as the upload answer shows it: the counts, the language, the start of the text. */
export interface DocumentSummary {
  pages: number | null;
  words: number;
  segments: number;
  /** The language the detector is sure of; null when unsure. */
  detectedLanguage: string | null;
  /**
   * When the detector is unsure of the whole: what most longer paragraphs are in, else its best
   * candidate (docs/translation-core.md §7), translated from where no AI engine reads the
   * language itself, and said so. Null when sure, or when the text gives no clue.
   */
  guessedLanguage?: string | null;
  previewText: string;
}

/**
 * The summary of counted file, its language detected here: the detector's tables take about
 * 160 MB, held once by the server rather than once per worker thread.
 */
export function summaryOf({ languageSample, ...counts }: DocumentCounts): DocumentSummary {
  // One reading: the whole sample first (as the detector alone would), the segments only when unsure.
  const { language, how } = chooseSourceLanguage(languageSample.split(/\n+/));
  const detected = how === 'detected' ? (language ?? null) : null;
  return { ...counts, detectedLanguage: detected, guessedLanguage: detected ? null : (language ?? null) };
}
