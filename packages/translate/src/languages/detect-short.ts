import { detectAll, supportedLanguages } from 'tinyld/heavy';
import { findLanguage } from './catalog.ts';
import { eldCatalogueCode as catalogueCode, ELD_LANGUAGES, eldScores } from './detect-eld.ts';
import type { ScriptName } from './detect-scripts.ts';
import { LISTED_LANGUAGES, listedWords } from './detect-words.ts';

/**
 * Detection of one to five words (docs/decisions/0041-short-text-detection.md). A phrase has too
 * few n-grams for one model to be sure: eld puts 'Hello, world!' in Norwegian by a hair, tinyld
 * 'Cancel' in Romanian. Three weak witnesses are combined as log-odds: eld's n-gram scores,
 * tinyld's (another model, trained on other text), and the greeting and interface words of
 * detect-words.ts. The weights were chosen on bench/detect-set.json and checked on the phrases of
 * bench/detection-samples.json, which they were not chosen on.
 */

/** Up to this many words a text is short; longer text has n-grams enough for eld alone. */
export const SHORT_WORDS = 5;
/** Five words longer than this are no phrase (a run of letters, a pasted identifier): eld alone reads them. */
export const SHORT_CHARS = 160;

/** eld's score differences are divided by this: 0.02 apart is one unit of log-odds. */
const ELD_SCALE = 0.02;
/** No language falls further behind eld's best than this: a phrase's n-grams cannot rule one out. */
const ELD_FLOOR = -4;
/**
 * tinyld's weight; its probabilities are floored at TINY_FLOOR, so its silence is no veto. A
 * language tinyld has no model for (Catalan, Croatian...) gets the average of the others' terms.
 */
const TINY_WEIGHT = 0.5;
const TINY_FLOOR = 0.01;
/** Log-odds a listed word adds to each language that lists it. */
const WORD_WEIGHT = 5;

export interface ShortGuess {
  /** Catalogue codes, best first, with probabilities that sum to 1. */
  candidates: { language: string; score: number }[];
  /** The best one's probability, halved when the listed words belong to different languages ('Hello Welt'). */
  confidence: number;
}

/**
 * The likeliest languages of a short text in `script` (Latin, Cyrillic, Arabic or Devanagari):
 * only languages written in that script compete, so 'Hello' cannot be read as Bengali.
 */
export function guessShort(text: string, words: readonly string[], script: ScriptName): ShortGuess {
  const eld = new Map<string, number>();
  for (const { language, score } of eldScores(text)) {
    const code = catalogueCode(language, script);
    if (code && !eld.has(code)) eld.set(code, score);
  }
  const eldBest = Math.max(0, ...eld.values());
  const tiny = new Map<string, number>();
  const found = detectAll(text);
  const tinyTotal = found.reduce((sum, { accuracy }) => sum + accuracy, 0) || 1;
  for (const { lang, accuracy } of found) {
    const code = catalogueCode(lang, script);
    if (code && !tiny.has(code)) tiny.set(code, accuracy / tinyTotal);
  }
  const { byLanguage: listed, listed: listedCount } = listedWords(words);
  const languages = CANDIDATES[script] ?? [];
  const tinyTerm = (language: string) => TINY_WEIGHT * Math.log((tiny.get(language) ?? 0) + TINY_FLOOR);
  const modelled = languages.filter((language) => TINY_LANGUAGES.has(language));
  const tinyAverage = modelled.reduce((sum, language) => sum + tinyTerm(language), 0) / (modelled.length || 1);
  const scored = languages.map((language) => {
    const fromEld = eld.has(language) ? ((eld.get(language) as number) - eldBest) / ELD_SCALE : ELD_FLOOR;
    const logit =
      Math.max(ELD_FLOOR, fromEld) +
      (TINY_LANGUAGES.has(language) ? tinyTerm(language) : tinyAverage) +
      WORD_WEIGHT * (listed.get(language) ?? 0);
    return { language, logit };
  });
  scored.sort((a, b) => b.logit - a.logit);
  const top = scored[0]?.logit ?? 0;
  const total = scored.reduce((sum, { logit }) => sum + Math.exp(logit - top), 0);
  const candidates = scored.map(({ language, logit }) => ({ language, score: Math.exp(logit - top) / total }));
  const agreeing = Math.max(0, ...listed.values());
  const mixed = listedCount > agreeing;
  return { candidates, confidence: (candidates[0]?.score ?? 0) * (mixed ? 0.5 : 1) };
}

/** tinyld's languages, as catalogue codes. */
const TINY_LANGUAGES: ReadonlySet<string> = new Set(
  supportedLanguages.flatMap((code) => catalogueCode(code, 'Latn') ?? []).concat('sr-Cyrl'),
);

/**
 * The languages a short text may be answered in, per script: eld's 60 and those of the word
 * list. Languages only tinyld knows (Latin, Esperanto, Irish...) are left out: nobody sends them
 * in five words often enough to be worth the wrong answers.
 */
const CANDIDATES: Partial<Record<ScriptName, string[]>> = (() => {
  const byScript: Partial<Record<ScriptName, string[]>> = {};
  const codes = new Set<string>(LISTED_LANGUAGES);
  for (const code of ELD_LANGUAGES) {
    for (const script of ['Latn', 'Cyrl'] as const) {
      const mapped = catalogueCode(code, script);
      if (mapped) codes.add(mapped);
    }
  }
  for (const code of codes) {
    const script = findLanguage(code)?.script as ScriptName | undefined;
    if (script) byScript[script] = [...(byScript[script] ?? []), code];
  }
  return byScript;
})();
