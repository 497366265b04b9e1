import { AUTO_DETECT } from './languages.ts';

/** What a typed text or a document reads as (docs/decisions/0041-short-text-detection.md). */
export interface SourceReading {
  language: string;
  /** At or above the detector's threshold; else a guess, named as one. */
  confident: boolean;
  /** The other languages it could be, most likely first. */
  candidates: readonly string[];
}

/** The source the launcher sends, and what it says about it before sending. */
export interface SourceChoice {
  /** The language sent, or auto-detect (the server detects again and keeps a guess named as one). */
  source: string;
  /** What auto-detect reads: "English (detected)", or "Probably English" with the other candidates. */
  reading?: SourceReading;
  /** A language picked for this text or document that it surely is not written in. */
  mismatch?: { chosen: string; detected: string };
}

/**
 * The source language to send: the text or document decides its own language over a remembered
 * choice (the last visit's); a language the user picked on this visit is kept, and said to
 * differ from a sure detection.
 */
export function chooseSource(chosen: string, picked: boolean, reading: SourceReading | undefined): SourceChoice {
  if (chosen === AUTO_DETECT) return { source: AUTO_DETECT, reading };
  if (!reading || reading.language === chosen) return { source: chosen };
  if (picked) {
    return reading.confident
      ? { source: chosen, mismatch: { chosen, detected: reading.language } }
      : { source: chosen };
  }
  return { source: AUTO_DETECT, reading };
}

/**
 * A new source; one that is the target's language swaps them, as the swap button does (nobody
 * translates English into English), unless there is no language to swap to.
 */
export function withSource(
  pair: { source: string; target: string },
  source: string,
): { source: string; target: string } {
  if (source !== pair.target) return { source, target: pair.target };
  const target = pair.source !== AUTO_DETECT && pair.source !== source ? pair.source : pair.target;
  return { source, target };
}
