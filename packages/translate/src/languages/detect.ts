import { findLanguage } from './catalog.ts';
import { countChineseVariants } from './chinese-variants.ts';
import { detectWithEld, type EldResult } from './detect-eld.ts';
import { languageByLetters, type MarkerMatch, refineByWords } from './detect-markers.ts';
import { type ScriptCensus, type ScriptName, SINGLE_LANGUAGE_SCRIPTS, scriptCensus } from './detect-scripts.ts';
import { cleanForDetection, detectionSample, sampleWindows } from './detect-text.ts';

export interface DetectionCandidate {
  /** Catalogue code. */
  language: string;
  /** 0..1, higher is more likely. */
  score: number;
}

export interface LanguageDetection {
  /** The catalogue code, or undefined when the detector is unsure: then ask the user. */
  language: string | undefined;
  /** 0..1. */
  confidence: number;
  /** True exactly when `language` is set. */
  reliable: boolean;
  /** Best first; present even when unsure, as suggestions. */
  candidates: DetectionCandidate[];
}

export interface DetectOptions {
  /** Answers below this confidence are 'unsure'. Defaults to UNSURE_BELOW. */
  minConfidence?: number;
}

/**
 * Below this confidence the answer is 'unsure'. Chosen from the benchmark
 * (packages/translate/bench/detection-accuracy.ts): sentences and paragraphs come out the same
 * anywhere from 0.3 to 0.85, and this is the lowest value at which wrong answers on phrases of
 * one to three words reach their floor. Detection that is unsure says so instead of guessing.
 */
export const UNSURE_BELOW = 0.8;

/** Fewer letters than this say nothing reliable about the language ('OK', 'Hi'); a Han character counts as three. */
const MIN_LETTERS = 4;
/** Below this share of the dominant script the text is mixed ('Hello 世界', 'ok привет'). */
const MIN_SCRIPT_SHARE = 0.7;
/** Han-only text shorter than this, without a Mandarin-only character, may be Japanese. */
const SHORT_HAN = 6;

interface Guess {
  candidates: DetectionCandidate[];
  confidence: number;
}

const NO_GUESS: Guess = { candidates: [], confidence: 0 };

/**
 * Detects the language of a text: certain script rules first (kana is Japanese, Hangul Korean,
 * Thai script Thai, Han characters Simplified or Traditional Chinese by their forms), then eld's
 * statistics for Latin, Cyrillic, Arabic and Devanagari text, refined by letters and words that
 * only one language uses. Code, tags, URLs and numbers are ignored; long text is sampled, first
 * raw (at most DETECT_CHARS, so the cost has a ceiling), then once cleaned.
 */
export function detectLanguage(text: string, options: DetectOptions = {}): LanguageDetection {
  const windows = sampleWindows(cleanForDetection(detectionSample(text)));
  const sample = windows.join(' ');
  const census = scriptCensus(sample);
  const guess =
    census.weight < MIN_LETTERS || census.share < MIN_SCRIPT_SHARE ? NO_GUESS : guessLanguage(windows, sample, census);
  const minConfidence = options.minConfidence ?? UNSURE_BELOW;
  const confidence = round(guess.confidence);
  const best = guess.candidates[0];
  const sure = best !== undefined && confidence >= minConfidence;
  return {
    language: sure ? best.language : undefined,
    confidence,
    reliable: sure,
    candidates: guess.candidates.slice(0, 5).map((candidate) => ({ ...candidate, score: round(candidate.score) })),
  };
}

function guessLanguage(windows: string[], sample: string, census: ScriptCensus): Guess {
  const dominant = census.dominant;
  if (dominant === undefined) return NO_GUESS;
  if (dominant === 'CJK') return guessCjk(sample, census);
  const scriptLetters = census.counts[dominant] ?? 0;
  const byLetters = telling(languageByLetters(dominant, sample), scriptLetters);
  const single = SINGLE_LANGUAGE_SCRIPTS[dominant];
  if (single) {
    const language = byLetters?.language ?? refineByWords(single, sample);
    return certain(language, scriptLetters >= 2 ? 1 : 0.5);
  }
  if (byLetters) return certain(byLetters.language, byLetters.confidence);
  const letterCounts = windows.map((window) => scriptCensus(window).letters);
  const eld = detectWithEld(windows, letterCounts);
  return eld ? guessFromEld(eld, sample, dominant) : NO_GUESS;
}

/**
 * Marker letters decide only when they are part of the text's fabric, not one foreign name in it
 * ('Қазақстан' in a Russian article, 'Ħamrun' in an English one).
 */
function telling(
  match: MarkerMatch | undefined,
  scriptLetters: number,
): { language: string; confidence: number } | undefined {
  if (!match) return undefined;
  const { language, hits, strength } = match;
  const share = hits / Math.max(1, scriptLetters);
  if (strength === 'distinctive') {
    if (hits >= 2 && share >= 0.005) return { language, confidence: 0.95 };
    return share >= 0.02 ? { language, confidence: 0.8 } : undefined;
  }
  return hits >= 3 && share >= 0.05 ? { language, confidence: 0.85 } : undefined;
}

function certain(language: string, confidence: number): Guess {
  return { candidates: [{ language, score: 1 }], confidence };
}

/** Kana means Japanese, mostly Hangul Korean; Han alone is Chinese, the variant told by its characters. */
function guessCjk(sample: string, census: ScriptCensus): Guess {
  const kana = census.counts.Kana ?? 0;
  const hangul = census.counts.Hang ?? 0;
  const han = census.counts.Hani ?? 0;
  if (kana >= 2 || (kana > 0 && kana * 10 >= kana + hangul + han)) return certain('ja', 1);
  if (hangul >= han) return certain('ko', hangul >= 2 ? 1 : 0.5);
  if (han < 2) return NO_GUESS;
  const counts = countChineseVariants(sample);
  if (counts.cantonese >= 2) return certain('yue', 0.9);
  const lead = Math.max(counts.simplified, counts.traditional);
  const total = counts.simplified + counts.traditional;
  const [winner, other] = counts.simplified >= counts.traditional ? ['zh-Hans', 'zh-Hant'] : ['zh-Hant', 'zh-Hans'];
  const share = total ? lead / total : 0.5;
  const candidates = [
    { language: winner, score: share },
    { language: other, score: 1 - share },
  ];
  // A few Han characters without kana may be a Japanese name or compound ('東京大学').
  if (han < SHORT_HAN && counts.mandarin === 0) {
    return { candidates: [...candidates, { language: 'ja', score: 0.5 }], confidence: 0.5 };
  }
  if (total === 0 || share < 0.75) return { candidates, confidence: share / 2 };
  return { candidates, confidence: Math.min(1, 0.7 + 0.1 * lead) * share };
}

function guessFromEld(eld: EldResult, sample: string, script: ScriptName): Guess {
  const candidates: DetectionCandidate[] = [];
  for (const { language, score } of eld.scores) {
    const code = catalogueCode(language, script);
    if (!candidates.some((candidate) => candidate.language === code)) candidates.push({ language: code, score });
  }
  const best = candidates[0];
  if (!best) return NO_GUESS;
  const refined = refineByWords(best.language, sample);
  const sibling = refined === best.language ? VARIANT_SIBLINGS[refined] : undefined;
  const first = { language: refined, score: best.score };
  const second = sibling ? [{ language: sibling, score: best.score }] : [];
  const others = candidates.filter((candidate) => candidate.language !== refined && candidate.language !== sibling);
  return { candidates: [first, ...second, ...others], confidence: eldConfidence(eld, sample) };
}

/**
 * How much to trust eld: its best score must fit the language (text in a language eld does not
 * know fits none), and one or two words need a clear lead over the runner-up, because two words
 * of different languages ('Hello Welt') still produce a winner.
 */
function eldConfidence(eld: EldResult, sample: string): number {
  const fit = clamp((eld.fit - 0.6) / 0.35);
  const words = sample.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  const lead = words >= 3 ? 1 : clamp(eld.margin / (words === 2 ? 0.2 : 0.3));
  return fit * lead * (eld.reliable ? 1 : 0.5);
}

/**
 * eld answers one code for both members of these pairs, and word rules turn the default into the
 * other only when its words appear; the other stays the runner-up, for the caller to offer.
 */
const VARIANT_SIBLINGS: Record<string, string> = { 'pt-BR': 'pt-PT', id: 'ms', nb: 'nn' };

/** eld's codes are ISO 639-1 for its 60 languages; a few differ from the catalogue's. */
function catalogueCode(eldCode: string, script: ScriptName): string {
  switch (eldCode) {
    case 'ku':
      return 'ckb'; // eld's Kurdish is the Arabic-script Sorani
    case 'sr':
      return script === 'Latn' ? 'sr-Latn' : 'sr-Cyrl';
    case 'ms':
      return 'id'; // eld's Malay model answers for both; Malay words turn it back (detect-markers.ts)
    default:
      return findLanguage(eldCode)?.code ?? eldCode;
  }
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
