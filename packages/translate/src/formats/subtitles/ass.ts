import { FormatError } from '../document-format.ts';
import { splitLines, type TextLine } from '../text-file.ts';
import { type CueDraft, cueFormat } from './cue-document.ts';
import { assTokens, escapeAss } from './cue-markup.ts';

// Text is always the last field; both ASS (Layer) and SSA (Marked) lines have ten by default.
const DEFAULT_FIELDS = ['layer', 'start', 'end', 'style', 'name', 'marginl', 'marginr', 'marginv', 'effect', 'text'];

/** Offset in `text` after the `count`-th comma from `from`, or -1. */
function afterCommas(text: string, from: number, count: number): number {
  let at = from;
  for (let i = 0; i < count; i++) {
    at = text.indexOf(',', at);
    if (at < 0) return -1;
    at++;
  }
  return at;
}

function dialogue(line: TextLine, fields: readonly string[]): CueDraft | undefined {
  const colon = line.text.indexOf(':');
  const textField = afterCommas(line.text, colon + 1, fields.length - 1);
  if (colon < 0 || textField < 0) return undefined;
  const values = line.text.slice(colon + 1, textField).split(',');
  const field = (name: string) => values[fields.indexOf(name)]?.trim() ?? '';
  return {
    start: line.start + textField,
    end: line.end,
    eol: line.eol || '\n',
    join: '\\N',
    part: `Dialogue ${field('start')}`,
    style: field('style') || undefined,
  };
}

/**
 * Advanced SubStation Alpha and SubStation Alpha: only the Text field of Dialogue lines is
 * translated. Override blocks and \N, \n, \h are tags carrying their exact code; Script Info,
 * Styles, Comment lines and every other section stay as they are.
 */
export const ass = cueFormat({
  id: 'ass',
  extensions: ['ass', 'ssa'],
  name: 'SubStation Alpha subtitles',
  parse(text) {
    // Spaces within the line only (`\s` would let each line start read all the blank lines after it).
    if (!/^[^\S\n\r\u2028\u2029]*\[(?:Script Info|V4\+? Styles|Events)\][^\S\n\r\u2028\u2029]*$/im.test(text)) {
      throw new FormatError('The file does not contain SubStation Alpha subtitles: no [Events] section', 'unsupported');
    }
    const drafts: CueDraft[] = [];
    let section = '';
    let fields = DEFAULT_FIELDS;
    for (const line of splitLines(text)) {
      const trimmed = line.text.trim();
      if (/^\[.*\]$/.test(trimmed)) section = trimmed.toLowerCase();
      else if (section !== '[events]') continue;
      else if (/^Format\s*:/i.test(trimmed)) {
        fields = trimmed
          .slice(trimmed.indexOf(':') + 1)
          .split(',')
          .map((name) => name.trim().toLowerCase());
      } else if (/^Dialogue\s*:/i.test(trimmed)) {
        const draft = dialogue(line, fields);
        if (draft) drafts.push(draft);
      }
    }
    return drafts;
  },
  tokenize: assTokens,
  escape: (text) => escapeAss(text),
  tidy: withoutEdgeBreaks,
});

/** A line break (`\N`, `\n`) left at an edge by a repaired translation would show as an empty line. */
function withoutEdgeBreaks(text: string): string {
  const isBreak = (at: number) => text[at] === '\\' && (text[at + 1] === 'N' || text[at + 1] === 'n');
  let start = 0;
  while (isBreak(start)) start += 2;
  let end = text.length;
  while (end - 2 >= start && isBreak(end - 2)) end -= 2;
  return text.slice(start, end);
}
