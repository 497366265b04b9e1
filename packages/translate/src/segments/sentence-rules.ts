import { findSpans } from './protect.ts';
import { baseLanguage, lowerBound, type Range, segments } from './segmenter.ts';

/**
 * Where sentences may break in a plain text (no tags): Intl.Segmenter's boundaries corrected by
 * rules it does not know. Offsets are starts of sentences, strictly inside the text.
 */
export interface PlainBreak {
  at: number;
  /** A guess from spacing alone (Thai): never used inside a formatting pair. */
  weak: boolean;
}

// Lower case, as written with their final period. Multi-letter forms such as "z.B." or "U.S."
// are also caught by the letter-period pattern below.
const ABBREVIATIONS = new Set(
  (
    'mr. mrs. ms. dr. prof. st. e.g. i.e. etc. vs. u.s. inc. ltd. fig. figs. p. pp. approx. jr. sr. co. corp. cf. al. ' +
    'vol. ch. sec. dept. ca. ed. eq. z.b. d.h. usw. bzw. vgl. ggf. nr. mme. mlle. ex. cie. av. sra.'
  ).split(' '),
);
/** Also ordinary words ("I said no."): abbreviations only before a number. */
const BEFORE_NUMBER = new Set(['no.', 'art.']);
const OPENING_PUNCTUATION = /[\p{Ps}\p{Pi}]/u;
const LETTER_PERIODS = /^(?:\p{L}\.){2,}$/u;
const INITIAL = /^\p{Lu}\.$/u;
const NO_SPACE_SCRIPTS: Record<string, RegExp> = { th: /\p{Script=Thai}/u, lo: /\p{Script=Lao}/u };

/** The run of letters, digits and periods before a break: "Dr." in "(Dr. ", "你好。Dr. " */
function lastWord(plain: string, at: number): string {
  const before = plain.slice(Math.max(0, at - 40), at).trimEnd();
  // Only where a run starts: the run is read once, not once from each of its letters.
  return /(?<![\p{L}\p{M}\p{N}.])[\p{L}\p{M}\p{N}.]*$/u.exec(before)?.[0] ?? '';
}

/** "Dr. Smith", "J. R. R. Tolkien", "e.g. this", "No. 5": the period is not a sentence end. */
function afterAbbreviation(plain: string, at: number): boolean {
  const word = lastWord(plain, at);
  if (!word.endsWith('.')) return false;
  const lower = word.toLowerCase();
  if (ABBREVIATIONS.has(lower) || INITIAL.test(word) || LETTER_PERIODS.test(word)) return true;
  return BEFORE_NUMBER.has(lower) && /^\s*\d/.test(plain.slice(at, at + 8));
}

// German writes ordinals with a period: "am 3. Oktober" is one sentence.
const GERMAN_DATE =
  /^\s*(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/u;

function germanOrdinal(plain: string, at: number, language: string): boolean {
  return (
    baseLanguage(language) === 'de' &&
    /\b\d{1,2}\.$/.test(lastWord(plain, at)) &&
    GERMAN_DATE.test(plain.slice(at, at + 12))
  );
}

/** Japanese quotes a sentence inside another: 「はい！」と言った。 */
function quotedClause(plain: string, at: number): boolean {
  return /[」』]\s*$/.test(plain.slice(Math.max(0, at - 4), at)) && /^[とっ]/.test(plain.slice(at, at + 1));
}

function intlBreaks(plain: string, language: string): number[] {
  const breaks: number[] = [];
  for (const part of segments(plain, language, 'sentence')) {
    let at = part.index;
    // ICU leaves an opening bracket or quote at the end of the previous sentence (。「).
    while (at > 0 && OPENING_PUNCTUATION.test(plain[at - 1] as string)) at--;
    if (at > 0) breaks.push(at);
  }
  return breaks;
}

/** "……" ends a Chinese or Japanese sentence, which Intl does not see. */
function ellipsisBreaks(plain: string): number[] {
  const breaks: number[] = [];
  for (const match of plain.matchAll(/…{2,}[」』”’）)\]"']*\s*/gu)) {
    const at = match.index + match[0].length;
    if (at < plain.length && !/[。！？!?.…]/.test(plain[at] as string)) breaks.push(at);
  }
  return breaks;
}

/** Thai and Lao mark sentences with a space: a space between two letters of the script. */
function spaceBreaks(plain: string, language: string): number[] {
  const script = NO_SPACE_SCRIPTS[baseLanguage(language)];
  if (!script) return [];
  const breaks: number[] = [];
  for (const part of segments(plain, language, 'word')) {
    const end = part.index + part.segment.length;
    if (part.isWordLike || !/^\s+$/.test(part.segment) || end >= plain.length) continue;
    if (script.test(plain[part.index - 1] ?? '') && script.test(plain[end] as string)) breaks.push(end);
  }
  return breaks;
}

function insideSpan(spans: readonly Range[], at: number): boolean {
  const span = spans[lowerBound(spans, (s) => s.end <= at)];
  return span !== undefined && span.start < at;
}

export function plainBreaks(plain: string, language: string): PlainBreak[] {
  const strong = [...intlBreaks(plain, language), ...ellipsisBreaks(plain)];
  const weak = spaceBreaks(plain, language);
  const spans = findSpans(plain);
  const keep = (at: number) =>
    !insideSpan(spans, at) &&
    !afterAbbreviation(plain, at) &&
    !quotedClause(plain, at) &&
    !germanOrdinal(plain, at, language);
  const breaks = new Map<number, PlainBreak>();
  for (const at of weak) if (keep(at)) breaks.set(at, { at, weak: true });
  for (const at of strong) if (keep(at)) breaks.set(at, { at, weak: false });
  return [...breaks.values()].sort((a, b) => a.at - b.at);
}
