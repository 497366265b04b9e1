/**
 * The lexer of the inline tags inside `Segment.text` (docs/translation-core.md §2): paired `<g1>…</g1>` and
 * self-closing `<x2/>`, ids being positive integers. Anything else that starts with `<` is text,
 * so "a < b", "<br>" or "<g0>" survive as they are.
 */
export type TagType = 'open' | 'close' | 'self';

export interface TextToken {
  type: 'text';
  text: string;
  /** Offsets in the tagged text, end exclusive. */
  start: number;
  end: number;
}

export interface TagToken {
  type: TagType;
  id: number;
  /** The tag's markup, e.g. '</g1>'. */
  text: string;
  start: number;
  end: number;
}

export type InlineToken = TextToken | TagToken;

// Nine digits at most keeps ids far below Number.MAX_SAFE_INTEGER.
const TAG_SOURCE = String.raw`<(?:g([1-9]\d{0,8})>|\/g([1-9]\d{0,8})>|x([1-9]\d{0,8})\/>)`;

function tagPattern(): RegExp {
  return new RegExp(TAG_SOURCE, 'g');
}

export function openTag(id: number): string {
  return `<g${id}>`;
}

export function closeTag(id: number): string {
  return `</g${id}>`;
}

export function selfTag(id: number): string {
  return `<x${id}/>`;
}

function tagFromMatch(match: RegExpExecArray): TagToken {
  const [markup, open, close, self] = match;
  const start = match.index;
  const end = start + markup.length;
  if (open !== undefined) return { type: 'open', id: Number(open), text: markup, start, end };
  if (close !== undefined) return { type: 'close', id: Number(close), text: markup, start, end };
  return { type: 'self', id: Number(self), text: markup, start, end };
}

/** Splits tagged text into text and tag tokens; adjacent text is one token. Never throws. */
export function parseInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  const pattern = tagPattern();
  let cursor = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > cursor) {
      tokens.push({ type: 'text', text: text.slice(cursor, match.index), start: cursor, end: match.index });
    }
    const tag = tagFromMatch(match);
    tokens.push(tag);
    cursor = tag.end;
  }
  if (cursor < text.length) tokens.push({ type: 'text', text: text.slice(cursor), start: cursor, end: text.length });
  return tokens;
}

export function isTag(token: InlineToken): token is TagToken {
  return token.type !== 'text';
}

/** The distinct tag ids of a text, in order of first appearance. */
export function tagIds(text: string): number[] {
  const ids = new Set<number>();
  for (const token of parseInline(text)) if (isTag(token)) ids.add(token.id);
  return [...ids];
}

/** The highest tag id in a text, 0 when it has none. */
export function maxTagId(text: string): number {
  let highest = 0;
  for (const id of tagIds(text)) highest = Math.max(highest, id);
  return highest;
}

export function stripTags(text: string): string {
  return text.replace(tagPattern(), '');
}

/** A tag token together with the offset it sits at in the text without tags. */
export interface PlacedTag {
  tag: TagToken;
  plain: number;
}

/** The text without tags and where each tag sits in it (tags keep their order). */
export function layoutTags(text: string): { plain: string; tags: PlacedTag[] } {
  let plain = '';
  const tags: PlacedTag[] = [];
  for (const token of parseInline(text)) {
    if (isTag(token)) tags.push({ tag: token, plain: plain.length });
    else plain += token.text;
  }
  return { plain, tags };
}

/** A paired tag with the range of text it covers, as offsets in the text without tags. */
export interface PairRange {
  id: number;
  start: number;
  end: number;
}

/**
 * Pairs of a well-formed text with their plain ranges, in order of their opening tags.
 * Stray or crossing tags are ignored; an unclosed pair runs to the end.
 */
export function pairRanges(text: string): PairRange[] {
  const { plain, tags } = layoutTags(text);
  const ranges: PairRange[] = [];
  const stack: PairRange[] = [];
  for (const { tag, plain: at } of tags) {
    if (tag.type === 'open') {
      const range = { id: tag.id, start: at, end: plain.length };
      ranges.push(range);
      stack.push(range);
    } else if (tag.type === 'close' && stack.at(-1)?.id === tag.id) {
      (stack.pop() as PairRange).end = at;
    }
  }
  return ranges;
}
