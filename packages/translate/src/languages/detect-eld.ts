import { eld } from 'eld/medium';
import { findLanguage } from './catalog.ts';
import type { ScriptName } from './detect-scripts.ts';

/**
 * The statistical part of detection: eld (Nito-ELD, n-gram scores for 60 languages) run on each
 * window of the sample, its scores averaged by the windows' length. The 'medium' database is
 * the measured trade-off: within a point of 'large' on our samples at less than half its memory
 * (docs/language-detection.md).
 */

/**
 * eld's average top score in a correct detection, per language (from eld's src/avgScore.js,
 * Apache-2.0, which the package does not export). A top score well below it means the text is
 * in no language eld knows.
 */
const TYPICAL_SCORE: Record<string, number> = {
  am: 0.832,
  ar: 0.845,
  az: 0.804,
  be: 0.841,
  bg: 0.838,
  bn: 0.876,
  ca: 0.762,
  cs: 0.759,
  da: 0.77,
  de: 0.777,
  el: 0.801,
  en: 0.777,
  es: 0.771,
  et: 0.779,
  eu: 0.746,
  fa: 0.831,
  fi: 0.784,
  fr: 0.783,
  gu: 0.872,
  he: 0.803,
  hi: 0.883,
  hr: 0.77,
  hu: 0.752,
  hy: 0.802,
  is: 0.788,
  it: 0.784,
  ja: 0.796,
  ka: 0.893,
  kn: 0.875,
  ko: 0.764,
  ku: 0.853,
  lo: 0.873,
  lt: 0.777,
  lv: 0.789,
  ml: 0.874,
  mr: 0.884,
  ms: 0.774,
  nl: 0.77,
  no: 0.75,
  or: 0.872,
  pa: 0.873,
  pl: 0.768,
  pt: 0.78,
  ro: 0.771,
  ru: 0.833,
  sk: 0.763,
  sl: 0.771,
  sq: 0.789,
  sr: 0.838,
  sv: 0.767,
  ta: 0.882,
  te: 0.878,
  th: 0.864,
  tl: 0.777,
  tr: 0.783,
  uk: 0.836,
  ur: 0.827,
  vi: 0.848,
  yo: 0.752,
  zh: 0.752,
};

/** eld's 60 languages, in eld's codes. */
export const ELD_LANGUAGES: ReadonlySet<string> = new Set(Object.keys(TYPICAL_SCORE));

export interface EldScore {
  /** eld's code ('no', 'tl', 'ku'...), not yet the catalogue's. */
  language: string;
  /** eld's score, 0..1. */
  score: number;
}

export interface EldResult {
  /** Best first. */
  scores: EldScore[];
  /** The best score over the language's typical score: about 1 in that language, 0.5–0.7 in one eld does not know. */
  fit: number;
  /** How far the best score is ahead of the second, relative to the best, 0..1. */
  margin: number;
  /** Whether eld itself called the answer reliable in most of the windows. */
  reliable: boolean;
}

export function detectWithEld(windows: readonly string[], letterCounts: readonly number[]): EldResult | undefined {
  const totals = new Map<string, number>();
  let weightSum = 0;
  let reliableWeight = 0;
  windows.forEach((window, index) => {
    const result = eld.detect(window);
    if (!result.language) return;
    const weight = letterCounts[index] ?? 1;
    weightSum += weight;
    if (result.isReliable()) reliableWeight += weight;
    for (const [language, score] of Object.entries(result.getScores())) {
      totals.set(language, (totals.get(language) ?? 0) + score * weight);
    }
  });
  if (!weightSum) return undefined;
  const scores = [...totals]
    .map(([language, total]) => ({ language, score: total / weightSum }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best) return undefined;
  return {
    scores,
    fit: best.score / (TYPICAL_SCORE[best.language] ?? 0.8),
    margin: (best.score - (second?.score ?? 0)) / best.score,
    reliable: reliableWeight * 2 > weightSum,
  };
}

/** eld's scores for one short text, best first (empty when eld finds nothing to read). */
export function eldScores(text: string): EldScore[] {
  return Object.entries(eld.detect(text).getScores())
    .map(([language, score]) => ({ language, score }))
    .sort((a, b) => b.score - a.score);
}

/**
 * eld's codes (ISO 639-1 for its 60 languages) as the catalogue's; a few differ. tinyld's codes
 * go through here too. Undefined for what the catalogue lacks ('tlh', 'vo').
 */
export function eldCatalogueCode(code: string, script: ScriptName): string | undefined {
  switch (code) {
    case 'ku':
      return 'ckb'; // eld's Kurdish is the Arabic-script Sorani
    case 'sr':
      return script === 'Latn' ? 'sr-Latn' : 'sr-Cyrl';
    case 'ms':
      return 'id'; // eld's Malay model answers for both; Malay words turn it back (detect-markers.ts)
    default:
      return findLanguage(code)?.code;
  }
}
