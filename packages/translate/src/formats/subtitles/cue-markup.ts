import type { MarkupToken } from '../markup-tags.ts';
import { decodeKnownReferences, escapeMarkup } from '../web/entities.ts';

/**
 * Splits one line of cue text with `pattern` (global): each match becomes a token by `classify`,
 * the text between stays text, passed through `decode`.
 */
export function tokenizeLine(
  line: string,
  pattern: RegExp,
  classify: (match: RegExpExecArray) => MarkupToken,
  decode: (text: string) => string = (text) => text,
): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  let cursor = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > cursor) tokens.push({ kind: 'text', text: decode(line.slice(cursor, match.index)) });
    tokens.push(classify(match));
    cursor = match.index + match[0].length;
  }
  if (cursor < line.length) tokens.push({ kind: 'text', text: decode(line.slice(cursor)) });
  return tokens;
}

/** `<i>`, `</font>`: an opening or closing tag named by its element, compared without case. */
function htmlTag(match: RegExpExecArray): MarkupToken {
  const [raw, slash, name] = match as unknown as [string, string, string];
  if (name === undefined) return { kind: 'self', raw };
  return slash ? { kind: 'close', name: name.toLowerCase(), raw } : { kind: 'open', name: name.toLowerCase(), raw };
}

// SRT: HTML-like formatting (<i>, <b>, <u>, <s>, <font color>) and ASS-style position codes ({\an8}).
const SRT_MARKUP = /<(\/?)([a-zA-Z]+)\b[^<>]*>|\{\\[^{}]*\}/g;

export function srtTokens(line: string): MarkupToken[] {
  return tokenizeLine(line, SRT_MARKUP, htmlTag);
}

// WebVTT: <b> <i> <u> <c.class> <v Speaker> <lang en> <ruby> <rt>, and <00:01.000> timestamps.
const VTT_MARKUP = /<(\/?)([a-zA-Z]+)(?:[.\s][^<>]*)?>|<(?:\d+:)?\d{2}:\d{2}\.\d{3}>/g;
/** WebVTT reads HTML's character references (&amp; &lrm; &nbsp; ...). */
const decodeVtt = (text: string) => decodeKnownReferences(text, true);

export function vttTokens(line: string): MarkupToken[] {
  return tokenizeLine(line, VTT_MARKUP, htmlTag, decodeVtt);
}

export function escapeVtt(text: string): string {
  return escapeMarkup(text);
}

// ASS/SSA: override blocks and the \N, \n, \h codes. A block that only switches bold, italic,
// underline or strike-out on ({\i1}) pairs with the block that switches it off ({\i0} or {\i}).
const ASS_MARKUP = /\{[^{}]*\}|\\[Nnh]/g;

function assCode(match: RegExpExecArray): MarkupToken {
  const raw = match[0];
  const on = /^\{\\([bius])1\}$/.exec(raw);
  if (on) return { kind: 'open', name: on[1] as string, raw };
  const off = /^\{\\([bius])0?\}$/.exec(raw);
  if (off) return { kind: 'close', name: off[1] as string, raw };
  return { kind: 'self', raw };
}

export function assTokens(text: string): MarkupToken[] {
  return tokenizeLine(text, ASS_MARKUP, assCode);
}

/** Braces would open an override block; a line break is \N. */
export function escapeAss(text: string): string {
  return text
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/\r\n|\n|\r/g, '\\N');
}

// Enhanced LRC: word timestamps <mm:ss.xx> inside a lyric line stay where they are.
const LRC_MARKUP = /<\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?>/g;

export function lrcTokens(line: string): MarkupToken[] {
  return tokenizeLine(line, LRC_MARKUP, (match) => ({ kind: 'self', raw: match[0] }));
}
