import { findLanguage } from './catalog.ts';
import { countChineseVariants } from './chinese-variants.ts';
import { detectWithEld, type EldResult, eldCatalogueCode } from './detect-eld.ts';
import { languageByLetters, type MarkerMatch, refineByWords } from './detect-markers.ts';
import { type ScriptCensus, type ScriptName, SINGLE_LANGUAGE_SCRIPTS, scriptCensus } from './detect-scripts.ts';
import { guessShort, SHORT_CHARS, SHORT_WORDS } from './detect-short.ts';
import { cleanForDetection, detectionSample, sampleWindows } from './detect-text.ts';
import { listedWords } from './detect-words.ts';

export interface DetectionCandidate {
  /** Catalogue code. */
  language: string;
  /** 0..1, higher is more likely. */
  score: number;
}

export interface LanguageDetection {
  /** The catalogue code, or undefined when the detector is unsure: then ask the user. */
  language: string | undefined;
  /**
   * The best guess even when unsure, after the caller's hints (DetectHints): what to name to the
   * user as "probably", and to translate from only when saying so. Undefined with nothing to go on.
   */
  guess: string | undefined;
  /** 0..1. */
  confidence: number;
  /** True exactly when `language` is set. */
  reliable: boolean;
  /** Best first; present even when unsure, as suggestions. */
  candidates: DetectionCandidate[];
}

/**
 * What the caller knows about the text's likely language, used only when the detector is unsure
 * (docs/decisions/0041-short-text-detection.md): they choose among the detector's own plausible
 * candidates and never override a sure answer.
 */
export interface DetectHints {
  /** Likely languages, most trusted first: the account's recent sources, Accept-Language, the interface language. */
  languages?: readonly string[];
  /** The language asked for: text is rarely translated into its own language, so it is the least likely source. */
  target?: string;
}

export interface DetectOptions {
  /** Answers below this confidence are 'unsure'. Defaults to UNSURE_BELOW. */
  minConfidence?: number;
  hints?: DetectHints;
}

/**
 * Below this confidence the answer is 'unsure'. Chosen from the benchmarks
 * (packages/translate/bench/detection-accuracy.ts for sentences and paragraphs,
 * packages/translate/bench/detect-short.ts for one to five words): see
 * docs/language-detection.md. Detection that is unsure says so instead of guessing.
 */
export const UNSURE_BELOW = 0.8;

/** Fewer letters than this say nothing reliable about the language ('OK', 'Hi'); a Han character counts as three. */
const MIN_LETTERS = 4;
/** Below this share of the dominant script the text is mixed ('Hello 世界', 'ok привет'). */
const MIN_SCRIPT_SHARE = 0.7;
/** Han-only text shorter than this, without a Mandarin-only character, may be Japanese. */
const SHORT_HAN = 6;
/** A hint may pick a candidate whose score is at least this share of the best one's. */
const HINT_PLAUSIBLE = 0.05;
/** Scripts whose languages statistics tell apart (the rest answer by script rules). */
const STATISTICAL_SCRIPTS: ReadonlySet<ScriptName | 'CJK'> = new Set(['Latn', 'Cyrl', 'Arab', 'Deva']);

interface Guess {
  candidates: DetectionCandidate[];
  confidence: number;
}

const NO_GUESS: Guess = { candidates: [], confidence: 0 };

/**
 * Detects the language of a text: certain script rules first (kana is Japanese, Hangul Korean,
 * Thai script Thai, Han characters Simplified or Traditional Chinese by their forms), then
 * statistics for Latin, Cyrillic, Arabic and Devanagari text: for one to five words eld, tinyld
 * and a list of greeting and interface words together (detect-short.ts), for longer text eld,
 * refined by letters and words that only one language uses. Code, tags, URLs and numbers are
 * ignored; Latin words in text of another script (brand names, 'PDF') are left out; long text is
 * sampled, first raw (at most DETECT_CHARS, so the cost has a ceiling), then once cleaned.
 */
export function detectLanguage(text: string, options: DetectOptions = {}): LanguageDetection {
  let windows = sampleWindows(cleanForDetection(detectionSample(text)));
  let census = scriptCensus(windows.join(' '));
  if (census.share < MIN_SCRIPT_SHARE && foreignScriptCarries(census)) {
    windows = sampleWindows(withoutLatinWords(windows.join(' ')));
    census = scriptCensus(windows.join(' '));
  }
  const sample = windows.join(' ');
  const words = wordsOf(sample);
  const readable =
    census.share >= MIN_SCRIPT_SHARE &&
    (census.weight >= MIN_LETTERS || (STATISTICAL_SCRIPTS.has(census.dominant ?? 'Latn') && hasListedWord(words)));
  const guess = readable ? guessLanguage(windows, sample, words, census) : NO_GUESS;
  const minConfidence = options.minConfidence ?? UNSURE_BELOW;
  const confidence = round(guess.confidence);
  const best = guess.candidates[0];
  const sure = best !== undefined && confidence >= minConfidence;
  const candidates = guess.candidates.slice(0, 5).map((candidate) => ({ ...candidate, score: round(candidate.score) }));
  return {
    language: sure ? best.language : undefined,
    guess: sure ? best.language : hintedGuess(candidates, options.hints),
    confidence,
    reliable: sure,
    candidates,
  };
}

/**
 * The guess when unsure: the first hinted language among the plausible candidates, else the best
 * candidate, unless that is the target and another is plausible.
 */
function hintedGuess(candidates: readonly DetectionCandidate[], hints: DetectHints | undefined): string | undefined {
  const best = candidates[0];
  if (!best) return undefined;
  const plausible = candidates.filter((candidate) => candidate.score >= best.score * HINT_PLAUSIBLE);
  for (const hint of hints?.languages ?? []) {
    const code = findLanguage(hint)?.code;
    const match = plausible.find((candidate) => candidate.language === code);
    if (match) return match.language;
  }
  const target = hints?.target && findLanguage(hints.target)?.code;
  if (best.language === target) return plausible[1]?.language ?? best.language;
  return best.language;
}

/**
 * Whether text mixes Latin with one other script that weighs at least as much: 'Googleで検索',
 * 'افتح تطبيق WhatsApp'. The Latin words there are names and abbreviations, not the language.
 */
function foreignScriptCarries(census: ScriptCensus): boolean {
  const latin = census.counts.Latn ?? 0;
  if (latin === 0 || census.dominant === 'Latn' || census.dominant === undefined) return false;
  const others = new Set(
    (Object.keys(census.counts) as ScriptName[])
      .filter((script) => script !== 'Latn')
      .map((script) => (script === 'Hani' || script === 'Kana' || script === 'Hang' ? 'CJK' : script)),
  );
  return others.size === 1 && census.weight - latin >= latin;
}

function withoutLatinWords(text: string): string {
  return text
    .replace(/[\p{Script=Latin}'’]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of the sample in scripts with spaces, lower case, for the word rules of short text. */
function wordsOf(sample: string): string[] {
  return sample.toLowerCase().match(/[\p{L}\p{M}][\p{L}\p{M}·'’-]*/gu) ?? [];
}

function hasListedWord(words: readonly string[]): boolean {
  return listedWords(words).listed > 0;
}

function guessLanguage(windows: string[], sample: string, words: readonly string[], census: ScriptCensus): Guess {
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
  if (words.length <= SHORT_WORDS && sample.length <= SHORT_CHARS) {
    const short = guessShort(sample, words, dominant);
    return { ...refined(short.candidates, sample), confidence: short.confidence };
  }
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
    const code = eldCatalogueCode(language, script) ?? language;
    if (!candidates.some((candidate) => candidate.language === code)) candidates.push({ language: code, score });
  }
  const guess = refined(candidates, sample);
  return guess.candidates.length ? { ...guess, confidence: eldConfidence(eld, sample) } : NO_GUESS;
}

/**
 * The candidates with the best turned into its variant when the text has that variant's words
 * (pt-BR → pt-PT, id → ms, nb → nn), the other variant kept as runner-up. Confidence: the best's score.
 */
function refined(candidates: readonly DetectionCandidate[], sample: string): Guess {
  const best = candidates[0];
  if (!best) return NO_GUESS;
  const language = refineByWords(best.language, sample);
  const sibling = language === best.language ? VARIANT_SIBLINGS[language] : undefined;
  const first = { language, score: best.score };
  const second = sibling ? [{ language: sibling, score: best.score }] : [];
  const others = candidates.filter((candidate) => candidate.language !== language && candidate.language !== sibling);
  return { candidates: [first, ...second, ...others], confidence: best.score };
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

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
