/** Intl.Segmenter helpers shared by projection, sentence splitting and pseudo-localisation. */
export type Granularity = 'word' | 'sentence';

export interface Range {
  start: number;
  end: number;
}

const cache = new Map<string, Intl.Segmenter>();

/** A cached segmenter; a code Intl rejects ('auto', a typo) falls back to the default locale. */
export function segmenter(language: string | undefined, granularity: Granularity): Intl.Segmenter {
  const key = `${granularity}:${language ?? ''}`;
  let found = cache.get(key);
  if (!found) {
    try {
      found = new Intl.Segmenter(language || undefined, { granularity });
    } catch {
      found = new Intl.Segmenter(undefined, { granularity });
    }
    cache.set(key, found);
  }
  return found;
}

export interface Piece {
  segment: string;
  /** Offset in the whole text. */
  index: number;
  isWordLike: boolean;
}

const CHUNK = 800;
const WINDOW = 400;
/** Word segmentation always breaks after whitespace and after CJK punctuation (、。「」！，：；？ …). */
const WORD_CUT = /[\s\u3001-\u3003\u3008-\u3011\u3014-\u301F\uFF01\uFF08\uFF09\uFF0C\uFF1A\uFF1B\uFF1F](?=[^\s\p{M}])/u;
const SENTENCE_CHUNK = 2000;
/** A sentence break this close to a cut may depend on text beyond it: such breaks are redone. */
const SENTENCE_MARGIN = 300;

/** Where the next chunk of words may end without changing what the segmenter finds. */
function wordChunkEnd(text: string, start: number): number {
  if (text.length - start <= CHUNK + WINDOW) return text.length;
  const found = text.slice(start + CHUNK, start + CHUNK + WINDOW).search(WORD_CUT);
  if (found >= 0) return start + CHUNK + found + 1;
  // No space or CJK punctuation for a while: cut anyway, but not inside a character.
  let end = start + CHUNK + WINDOW;
  while (end < text.length && /[\p{M}\uDC00-\uDFFF\u200D]/u.test(text[end] as string)) end++;
  return end;
}

function* wordSegments(text: string, language: string | undefined): Generator<Piece> {
  const intl = segmenter(language, 'word');
  for (let start = 0; start < text.length; ) {
    const end = wordChunkEnd(text, start);
    for (const part of intl.segment(text.slice(start, end))) {
      yield { segment: part.segment, index: start + part.index, isWordLike: part.isWordLike ?? false };
    }
    start = end;
  }
}

/** Sentences of a chunk, up to the last break far enough from the cut (none if there is none). */
function settledSentences(intl: Intl.Segmenter, text: string, start: number, size: number): Piece[] {
  const whole = text.length - start <= size;
  const parts = [...intl.segment(text.slice(start, start + size))].map((part) => ({
    segment: part.segment,
    index: start + part.index,
    isWordLike: false,
  }));
  if (whole) return parts;
  const next = parts.findLastIndex((part, i) => i > 0 && part.index - start <= size - SENTENCE_MARGIN);
  return next > 0 ? parts.slice(0, next) : [];
}

function* sentenceSegments(text: string, language: string | undefined): Generator<Piece> {
  const intl = segmenter(language, 'sentence');
  let size = SENTENCE_CHUNK;
  for (let start = 0; start < text.length; ) {
    const parts = settledSentences(intl, text, start, size);
    if (parts.length === 0) {
      size *= 2; // one sentence longer than the chunk: look further
      continue;
    }
    yield* parts;
    const last = parts.at(-1) as Piece;
    start = last.index + last.segment.length;
    size = SENTENCE_CHUNK;
  }
}

/**
 * Intl.Segmenter's segments with offsets into the whole text. V8 walks one long string in
 * quadratic time (100 KB: seconds), so long texts go through in chunks.
 */
export function segments(text: string, language: string | undefined, granularity: Granularity): Iterable<Piece> {
  return granularity === 'word' ? wordSegments(text, language) : sentenceSegments(text, language);
}

/** Word-like ranges (letters, numbers, CJK and Thai words by dictionary), in order. */
export function wordRanges(text: string, language?: string): Range[] {
  const words: Range[] = [];
  for (const part of segments(text, language, 'word')) {
    if (part.isWordLike) words.push({ start: part.index, end: part.index + part.segment.length });
  }
  return words;
}

/** The lowest index i such that `before(items[i])` is false; `before` must be monotone. */
export function lowerBound<T>(items: readonly T[], before: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(items[middle] as T)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The base language of a BCP-47 code, lower case: 'zh-Hant-TW' → 'zh'. */
export function baseLanguage(language: string | undefined): string {
  return (language ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
}
