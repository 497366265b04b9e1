/**
 * The short-text evaluation set (detect-set.json) and how answers are scored, shared by the
 * benchmark (detect-short.ts) and the detector's accuracy tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DetectOptions, detectLanguage } from '../src/languages/detect.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** An item of detect-set.json: a string, or a text also right in other languages. */
type SetEntry = string | { text: string; accept: string[] };

export interface DetectItem {
  text: string;
  language: string;
  /** Other languages in which the very same text is right. */
  accept: readonly string[];
  kind: string;
  words: number;
}

export type Bucket = '1 word' | '2-3 words' | '4-5 words' | 'sentences';
export const BUCKETS: readonly Bucket[] = ['1 word', '2-3 words', '4-5 words', 'sentences'];

/** The eight languages of the goal (Chinese in both scripts): 95% of their 2-5 word items. */
export const GOAL_LANGUAGES: ReadonlySet<string> = new Set([
  'en',
  'es',
  'fr',
  'de',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ru',
  'ar',
]);
export const GOAL_MAJOR = 0.95;
export const GOAL_ALL = 0.85;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Words as a reader counts them, also in scripts without spaces (Chinese, Japanese, Thai). */
export function wordCount(text: string): number {
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}

export function bucketOf(words: number): Bucket {
  return words <= 1 ? '1 word' : words <= 3 ? '2-3 words' : words <= 5 ? '4-5 words' : 'sentences';
}

export function loadDetectSet(): DetectItem[] {
  const file = JSON.parse(readFileSync(path.join(here, 'detect-set.json'), 'utf8')) as {
    languages: Record<string, Record<string, SetEntry[]>>;
  };
  const items: DetectItem[] = [];
  for (const [language, kinds] of Object.entries(file.languages)) {
    for (const [kind, entries] of Object.entries(kinds)) {
      for (const entry of entries) {
        const text = typeof entry === 'string' ? entry : entry.text;
        const accept = typeof entry === 'string' ? [] : entry.accept;
        items.push({ text, language, accept, kind, words: wordCount(text) });
      }
    }
  }
  return items;
}

/** The held-out phrases: one to three words per language, written for the older benchmark. */
export function loadHeldOut(): DetectItem[] {
  const samples = JSON.parse(readFileSync(path.join(here, 'detection-samples.json'), 'utf8')) as Record<
    string,
    { phrases?: string[] }
  >;
  return Object.entries(samples).flatMap(([language, { phrases = [] }]) =>
    phrases.map((text) => ({ text, language, accept: [], kind: 'phrase', words: wordCount(text) })),
  );
}

export function isRight(item: DetectItem, answer: string | undefined): boolean {
  return answer !== undefined && (answer === item.language || item.accept.includes(answer));
}

/** Share of the items a detector answers right, 0..1. */
export function accuracy(items: readonly DetectItem[], detect: (text: string) => string | undefined): number {
  if (items.length === 0) return 0;
  return items.filter((item) => isRight(item, detect(item.text))).length / items.length;
}

/** Glossa's best guess, as a caller without hints gets it. */
export function glossaGuess(text: string, options?: DetectOptions): string | undefined {
  return detectLanguage(text, options).guess;
}
