import { type ProtectKind, SPAN_PATTERNS } from './span-patterns.ts';
import { maxTagId, parseInline, selfTag } from './tag-parse.ts';

export type { ProtectKind } from './span-patterns.ts';

/** Kinds to protect; every kind is on unless set to false. */
export type ProtectOptions = Partial<Record<ProtectKind, boolean>>;

export interface FoundSpan {
  kind: ProtectKind;
  start: number;
  end: number;
}

export interface ProtectedText {
  /** The text with each span replaced by a self-closing tag. */
  text: string;
  /** Tag markup ('<x3/>') → the original span. */
  spans: Map<string, string>;
}

function candidates(text: string, options: ProtectOptions): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const { kind, pattern, accept } of SPAN_PATTERNS) {
    if (options[kind] === false) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const end = accept ? accept(match) : match.index + match[0].length;
      if (end !== undefined && end > match.index) found.push({ kind, start: match.index, end });
    }
  }
  return found;
}

/**
 * Spans to protect in a plain text (without tags), in order and never overlapping: the earliest
 * match wins, then the longest, then the kind listed first (code before formula before url ...).
 */
export function findSpans(text: string, options: ProtectOptions = {}): FoundSpan[] {
  const ordered = candidates(text, options)
    .map((span, rank) => ({ span, rank }))
    .sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end || a.rank - b.rank);
  const spans: FoundSpan[] = [];
  let reached = 0;
  for (const { span } of ordered) {
    if (span.start < reached) continue;
    spans.push(span);
    reached = span.end;
  }
  return spans;
}

/**
 * Replaces URLs, e-mail addresses, formatted numbers, placeholders, inline code and formulas by
 * self-closing tags numbered after the highest id already in the text. Existing tags stay as
 * they are and nothing inside a tag is touched.
 */
export function protectSpans(text: string, options: ProtectOptions = {}): ProtectedText {
  const spans = new Map<string, string>();
  let nextId = maxTagId(text) + 1;
  let out = '';
  for (const token of parseInline(text)) {
    if (token.type !== 'text') {
      out += token.text;
      continue;
    }
    let cursor = 0;
    for (const span of findSpans(token.text, options)) {
      const tag = selfTag(nextId++);
      spans.set(tag, token.text.slice(span.start, span.end));
      out += token.text.slice(cursor, span.start) + tag;
      cursor = span.end;
    }
    out += token.text.slice(cursor);
  }
  return { text: out, spans };
}

/** Puts protected spans back; `missing` lists the tags the translation lost. */
export function restoreSpans(text: string, spans: ReadonlyMap<string, string>): { text: string; missing: string[] } {
  if (spans.size === 0) return { text, missing: [] };
  const seen = new Set<string>();
  let out = '';
  for (const token of parseInline(text)) {
    const original = token.type === 'self' ? spans.get(token.text) : undefined;
    if (original === undefined) out += token.text;
    else {
      out += original;
      seen.add(token.text);
    }
  }
  return { text: out, missing: [...spans.keys()].filter((tag) => !seen.has(tag)) };
}
