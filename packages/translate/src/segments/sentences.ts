import type { Segment } from './segment.ts';
import { baseLanguage, lowerBound } from './segmenter.ts';
import { type PlainBreak, plainBreaks } from './sentence-rules.ts';
import { type InlineToken, parseInline, stripTags } from './tag-parse.ts';

export interface SentenceRange {
  /** Offsets in the tagged text, end exclusive. */
  start: number;
  end: number;
  text: string;
}

interface TokenIndex {
  /** Text tokens with the offset where each starts in the text without tags. */
  texts: { index: number; plain: number }[];
  /** Paired tags open before each token. */
  depth: number[];
}

function indexTokens(tokens: readonly InlineToken[]): TokenIndex {
  const texts: TokenIndex['texts'] = [];
  const depth: number[] = [];
  let plain = 0;
  let open = 0;
  tokens.forEach((token, index) => {
    depth.push(open);
    if (token.type === 'text') {
      texts.push({ index, plain });
      plain += token.text.length;
    } else if (token.type === 'open') open++;
    else if (token.type === 'close') open = Math.max(0, open - 1);
  });
  return { texts, depth };
}

/**
 * Moves a break found in the text without tags into the tagged text. Closing tags end the
 * previous sentence; opening and self-closing tags right before the break start the next one.
 */
function toRaw(tokens: readonly InlineToken[], index: TokenIndex, brk: PlainBreak): number | undefined {
  const found = index.texts[lowerBound(index.texts, (t) => t.plain <= brk.at) - 1];
  if (!found) return undefined;
  let at = found.index;
  let raw = (tokens[at] as InlineToken).start + brk.at - found.plain;
  if (raw === (tokens[at] as InlineToken).start) {
    while (at > 0 && ['open', 'self'].includes((tokens[at - 1] as InlineToken).type)) {
      at--;
      raw = (tokens[at] as InlineToken).start;
    }
  }
  return brk.weak && (index.depth[at] ?? 0) > 0 ? undefined : raw;
}

/**
 * Splits a segment's text into sentences whose texts join back to the input exactly. Breaks come
 * from Intl.Segmenter, minus those after abbreviations and initials or inside protected spans
 * (URLs, e-mails, numbers, code ...), plus "……" in CJK and spaces between Thai sentences.
 * A break never falls inside a tag's markup.
 */
export function splitSentences(text: string, language: string): SentenceRange[] {
  if (text === '') return [];
  const tokens = parseInline(text);
  const index = indexTokens(tokens);
  const plain = tokens.map((token) => (token.type === 'text' ? token.text : '')).join('');
  const starts = new Set<number>();
  for (const brk of plainBreaks(plain, language)) {
    const raw = toRaw(tokens, index, brk);
    if (raw !== undefined && raw > 0 && raw < text.length) starts.add(raw);
  }
  const bounds = [0, ...[...starts].sort((a, b) => a - b), text.length];
  return bounds.slice(1).map((end, i) => {
    const start = bounds[i] as number;
    return { start, end, text: text.slice(start, end) };
  });
}

/** Paired tags open at each of the given offsets (sorted, never inside a tag). */
function depthsAt(text: string, offsets: readonly number[]): number[] {
  const tokens = parseInline(text);
  const depths: number[] = [];
  let open = 0;
  let next = 0;
  for (const offset of offsets) {
    for (; next < tokens.length && (tokens[next] as InlineToken).end <= offset; next++) {
      const token = tokens[next] as InlineToken;
      if (token.type === 'open') open++;
      else if (token.type === 'close') open = Math.max(0, open - 1);
    }
    depths.push(open);
  }
  return depths;
}

/** Groups of sentences no paired tag crosses: a piece must carry both tags of each pair. */
function unbreakableUnits(text: string, sentences: readonly SentenceRange[]): { start: number; end: number }[] {
  const depths = depthsAt(
    text,
    sentences.map((s) => s.start),
  );
  const units: { start: number; end: number }[] = [];
  sentences.forEach((sentence, i) => {
    const last = units.at(-1);
    if (last && (depths[i] ?? 0) > 0) last.end = sentence.end;
    else units.push({ start: sentence.start, end: sentence.end });
  });
  return units;
}

/**
 * Splits a segment longer than `maxChars` at sentence boundaries into pieces with ids
 * `${id}.1`, `${id}.2` …, packing sentences greedily. Sentences inside one formatting pair stay
 * together, so a piece may still exceed `maxChars` when one sentence or one pair does.
 */
export function splitLongSegment(segment: Segment, language: string, maxChars: number): Segment[] {
  if (segment.text.length <= maxChars) return [segment];
  const pieces: { start: number; end: number }[] = [];
  for (const unit of unbreakableUnits(segment.text, splitSentences(segment.text, language))) {
    const last = pieces.at(-1);
    if (last && unit.end - last.start <= maxChars) last.end = unit.end;
    else pieces.push({ ...unit });
  }
  if (pieces.length < 2) return [segment];
  return pieces.map((piece, i) => ({
    ...segment,
    id: `${segment.id}.${i + 1}`,
    text: segment.text.slice(piece.start, piece.end),
  }));
}

const NO_SPACE_LANGUAGES = new Set(['zh', 'ja', 'yue', 'wuu', 'lzh']);
const NO_SPACE_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]$/u;

/** Engines trim the pieces they translate; spaced languages need the space back between them. */
function glue(left: string, right: string, language: string | undefined): string {
  const leftPlain = stripTags(left);
  const rightPlain = stripTags(right);
  if (!leftPlain || !rightPlain || /\s$/.test(leftPlain) || /^\s/.test(rightPlain)) return left + right;
  if (NO_SPACE_LANGUAGES.has(baseLanguage(language)) || NO_SPACE_END.test(leftPlain)) return left + right;
  return `${left} ${right}`;
}

function pieceNumber(id: string, partId: string): number | undefined {
  if (partId === id) return 0;
  const suffix = partId.startsWith(`${id}.`) ? partId.slice(id.length + 1) : '';
  return /^[1-9]\d*$/.test(suffix) ? Number(suffix) : undefined;
}

/**
 * Reassembles the translated pieces of segment `id` (`${id}.N` in any order; a part whose id is
 * `id` itself stands for an unsplit segment). Parts of other segments are ignored. `language`
 * is the language of the translations, deciding whether pieces are joined with a space.
 */
export function joinSegments(
  id: string,
  parts: readonly { id: string; text: string }[],
  language?: string,
): { id: string; text: string } {
  const numbered = parts
    .map((part) => ({ part, n: pieceNumber(id, part.id) }))
    .filter((entry): entry is { part: { id: string; text: string }; n: number } => entry.n !== undefined)
    .sort((a, b) => a.n - b.n);
  let text = '';
  for (const { part } of numbered) text = glue(text, part.text, language);
  return { id, text };
}
