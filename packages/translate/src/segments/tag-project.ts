import { lowerBound, type Range, wordRanges } from './segmenter.ts';
import { layoutTags, type PairRange, pairRanges, stripTags, type TagToken } from './tag-parse.ts';
import { repairTags } from './tag-repair.ts';

export interface ProjectOptions {
  /** Languages for word segmentation; Intl finds CJK and Thai words by script anyway. */
  sourceLanguage?: string;
  targetLanguage?: string;
}

/** One side of the projection: plain text, its words and where its content (non-space) lies. */
interface Side {
  text: string;
  words: Range[];
  start: number;
  end: number;
}

interface Insertion {
  at: number;
  markup: string;
}

function side(text: string, language: string | undefined): Side {
  const start = text.length - text.trimStart().length;
  return { text, words: wordRanges(text, language), start, end: Math.max(start, text.trimEnd().length) };
}

/** How many words end at or before `at`. */
function wordsEndingBy(words: readonly Range[], at: number): number {
  return lowerBound(words, (word) => word.end <= at);
}

/** How many words start before `at`. */
function wordsStartingBefore(words: readonly Range[], at: number): number {
  return lowerBound(words, (word) => word.start < at);
}

/** Position after the first `count` words of the translation. */
function afterWords(target: Side, count: number): number {
  return count <= 0 ? target.start : (target.words[count - 1] as Range).end;
}

/** Position before word `index` of the translation. */
function beforeWord(target: Side, index: number): number {
  return index >= target.words.length ? target.end : (target.words[index] as Range).start;
}

const WHITESPACE = /\s/;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

class Projector {
  private readonly ranges = new Map<number, Range>();

  constructor(
    private readonly source: Side,
    private readonly target: Side,
  ) {}

  /** Maps a word count of the source onto the translation, proportionally. */
  private scale(count: number, round: (x: number) => number): number {
    const n = this.source.words.length;
    return n === 0 ? 0 : round((count * this.target.words.length) / n);
  }

  range(pair: PairRange): Range {
    const known = this.ranges.get(pair.id);
    if (known) return known;
    const range = this.computeRange(pair);
    this.ranges.set(pair.id, range);
    return range;
  }

  private computeRange(pair: PairRange): Range {
    const { source, target } = this;
    const m = target.words.length;
    if (pair.start <= source.start && pair.end >= source.end && source.start < source.end) {
      return { start: target.start, end: target.end };
    }
    const first = wordsEndingBy(source.words, pair.start);
    const last = wordsStartingBefore(source.words, pair.end);
    const covers = last > first;
    if (m === 0) return covers ? { start: target.start, end: target.end } : { start: target.start, end: target.start };
    if (!covers) {
      // No word inside (an empty pair, punctuation only): an empty pair at the matching gap.
      const at = afterWords(target, this.scale(first, Math.round));
      return { start: at, end: at };
    }
    const j0 = Math.min(m - 1, this.scale(first, Math.round));
    const j1 = Math.max(j0 + 1, Math.min(m, this.scale(last, Math.round)));
    return { start: beforeWord(target, j0), end: afterWords(target, j1) };
  }

  /** A self-closing tag goes to the matching word gap, on the side of the word it touched. */
  point(at: number): Insertion {
    const { source, target } = this;
    if (at <= source.start) return { at: target.start, markup: '' };
    if (at >= source.end) return { at: target.end, markup: '' };
    const gap = Math.min(target.words.length, this.scale(wordsEndingBy(source.words, at), Math.round));
    const left = afterWords(target, gap);
    const right = Math.max(left, beforeWord(target, gap));
    const before = source.text[at - 1] as string;
    if (!WHITESPACE.test(before)) {
      // After punctuation ("Hello,<x1/>"), also after the translation's punctuation.
      if (WORD_CHAR.test(before)) return { at: left, markup: '' };
      let pos = left;
      while (pos < right && !WHITESPACE.test(target.text[pos] as string)) pos++;
      return { at: pos, markup: '' };
    }
    if (!WHITESPACE.test(source.text[at] as string)) return { at: right, markup: '' };
    const space = target.text.slice(left, right).search(WHITESPACE);
    return space < 0 ? { at: left, markup: '' } : { at: left + space + 1, markup: ' ' };
  }
}

function insertionFor(projector: Projector, tag: TagToken, plain: number, pairs: Map<number, PairRange>): Insertion {
  const pair = pairs.get(tag.id);
  if (tag.type === 'self' || !pair) {
    const point = projector.point(plain);
    return { at: point.at, markup: tag.text + point.markup };
  }
  const range = projector.range(pair);
  return { at: tag.type === 'open' ? range.start : range.end, markup: tag.text };
}

/**
 * Puts the source's tags into a translation that came back without them. A pair spanning the
 * whole source wraps the whole translation; other pairs cover the proportionally matching words;
 * self-closing tags go to the proportional word gap, never inside a word. Tags keep the source's
 * order, so the result is always well-formed.
 */
export function projectTags(source: string, plainTranslation: string, options: ProjectOptions = {}): string {
  const wellFormed = repairTags(source, source);
  const layout = layoutTags(wellFormed);
  const plainText = stripTags(plainTranslation);
  if (layout.tags.length === 0) return plainText;
  const target = side(plainText, options.targetLanguage);
  const projector = new Projector(side(layout.plain, options.sourceLanguage), target);
  const pairs = new Map(pairRanges(wellFormed).map((pair) => [pair.id, pair]));
  let out = '';
  let cursor = 0;
  for (const { tag, plain } of layout.tags) {
    const insertion = insertionFor(projector, tag, plain, pairs);
    // Never move back: keeps the source's tag order, hence proper nesting.
    const at = Math.max(cursor, insertion.at);
    out += target.text.slice(cursor, at) + insertion.markup;
    cursor = at;
  }
  return out + target.text.slice(cursor);
}

/** The paired tag covering the most characters (the first on a tie), for styling a whole segment. */
export function dominantTag(source: string): number | undefined {
  let best: PairRange | undefined;
  for (const pair of pairRanges(repairTags(source, source))) {
    if (!best || pair.end - pair.start > best.end - best.start) best = pair;
  }
  return best?.id;
}
