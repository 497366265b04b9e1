import { createHash } from 'node:crypto';

/** One term-base entry: how a source term must be rendered in the target language. */
export interface TermEntry {
  source: string;
  /** Ignored for "do not translate" entries, which keep the source term. */
  target: string;
  caseSensitive?: boolean;
  /** Match only whole words (default true); scripts without spaces always match inside text. */
  wholeWord?: boolean;
  doNotTranslate?: boolean;
}

export interface TermBase {
  sourceLanguage: string;
  targetLanguage: string;
  entries: TermEntry[];
}

export interface TermMatch {
  entry: TermEntry;
  /** Where the term occurs in the text searched. */
  start: number;
  end: number;
}

/** The rendering the translation must contain. */
export function expectedTarget(entry: TermEntry): string {
  return entry.doNotTranslate ? entry.source : entry.target;
}

/** A stable fingerprint: translation memory keys include it, so editing terms invalidates reuse. */
export function termBaseVersion(termBase: TermBase | undefined): string {
  if (!termBase || termBase.entries.length === 0) return 'none';
  const canonical = termBase.entries
    .map((e) => [e.source, e.target, e.caseSensitive ? 1 : 0, e.wholeWord === false ? 0 : 1, e.doNotTranslate ? 1 : 0])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return createHash('sha256')
    .update(JSON.stringify([termBase.sourceLanguage, termBase.targetLanguage, canonical]))
    .digest('hex')
    .slice(0, 16);
}

const SPACELESS_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patternCache = new WeakMap<TermEntry, RegExp>();

/** A regular expression for one term, honouring case sensitivity and whole-word matching. */
export function termPattern(entry: TermEntry, term = entry.source): RegExp {
  const cached = term === entry.source ? patternCache.get(entry) : undefined;
  if (cached) return cached;
  const whole = entry.wholeWord !== false && !SPACELESS_SCRIPT.test(term);
  // Unicode-aware word edges: \b only knows ASCII letters.
  const body = escapeRegExp(term.trim()).replace(/\s+/g, '\\s+');
  const source = whole ? `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])` : body;
  const pattern = new RegExp(source, entry.caseSensitive ? 'gu' : 'giu');
  if (term === entry.source) patternCache.set(entry, pattern);
  return pattern;
}

/** Every entry that occurs in the text, longest terms first so "New York City" wins over "York". */
export function findTerms(text: string, entries: readonly TermEntry[]): TermMatch[] {
  const matches: TermMatch[] = [];
  // The characters a tag or a longer term already holds. A match looks only at its own characters
  // (one entry's matches never overlap), so a term met thousands of times costs time in step with
  // the text, where comparing each match with every earlier one grew with its square.
  const taken = new Uint8Array(text.length);
  const isFree = (start: number, end: number) => taken.subarray(start, end).indexOf(1) < 0;
  // Inline tags (<g1>, </g1>, <x2/>) are never part of a term.
  for (const m of text.matchAll(/<\/?[gx]\d+\/?>/g)) taken.fill(1, m.index, m.index + m[0].length);
  const sorted = [...entries].filter((e) => e.source.trim()).sort((a, b) => b.source.length - a.source.length);
  for (const entry of sorted) {
    for (const found of text.matchAll(termPattern(entry))) {
      const start = found.index;
      const end = start + found[0].length;
      if (!isFree(start, end)) continue;
      taken.fill(1, start, end);
      matches.push({ entry, start, end });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/** The distinct entries found in a set of texts: what the llm engine is told for one batch. */
export function termsInTexts(texts: readonly string[], entries: readonly TermEntry[]): TermEntry[] {
  const found = new Set<TermEntry>();
  for (const text of texts) for (const match of findTerms(text, entries)) found.add(match.entry);
  return [...found];
}

export interface TermViolation {
  segmentId: string;
  source: string;
  expected: string;
}

/** Every term found in the source whose expected rendering is missing from the translation. */
export function checkTerms(
  segmentId: string,
  source: string,
  translation: string,
  entries: readonly TermEntry[],
): TermViolation[] {
  const violations: TermViolation[] = [];
  const seen = new Set<TermEntry>();
  for (const { entry } of findTerms(source, entries)) {
    if (seen.has(entry)) continue;
    seen.add(entry);
    const expected = expectedTarget(entry);
    const pattern = termPattern({ ...entry, wholeWord: false }, expected);
    if (!pattern.test(translation)) violations.push({ segmentId, source: entry.source, expected });
  }
  return violations;
}

/** What a translation did with the terms its source has: each term once, in the order first met. */
export interface TermUse {
  /** Terms found in the source whose rendering every translated segment containing them uses. */
  applied: { source: string; target: string }[];
  /** Terms found in the source whose rendering some translated segment does not use. */
  violations: { source: string; expected: string }[];
}

/** The terms of the entries found in the sources of these segments, applied or not. */
export function termUse(
  segments: readonly { id: string; source: string; translation: string }[],
  entries: readonly TermEntry[],
): TermUse {
  const found = new Map<TermEntry, boolean>();
  for (const segment of segments) {
    const missed = new Set(
      checkTerms(segment.id, segment.source, segment.translation, entries).map((v) => `${v.source}\n${v.expected}`),
    );
    for (const { entry } of findTerms(segment.source, entries)) {
      const used = !missed.has(`${entry.source}\n${expectedTarget(entry)}`);
      found.set(entry, (found.get(entry) ?? true) && used);
    }
  }
  const use: TermUse = { applied: [], violations: [] };
  for (const [entry, used] of found) {
    if (used) use.applied.push({ source: entry.source, target: expectedTarget(entry) });
    else use.violations.push({ source: entry.source, expected: expectedTarget(entry) });
  }
  return use;
}
