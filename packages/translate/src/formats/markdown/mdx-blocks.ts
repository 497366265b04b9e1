/**
 * MDX without its parser: ESM lines (import/export), JSX tags that fill their lines and block
 * expressions are blanked out (same length, line breaks kept) before the Markdown parser sees
 * them, so their text is never a segment and the rebuild copies them from the original.
 * Markdown between a JSX opening and closing tag is still translated.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ESM = /^(?:import|export)(?:\s|\{|\*|$)/;
/** Bounds the scan of one tag or expression. */
const MAX_CONSTRUCT = 100_000;

/** Characters the scans may read in all, so stray `{` on many lines cannot make the pass quadratic. */
interface Budget {
  left: number;
}

/** Index just after the quoted string starting at `at`. */
function afterString(source: string, at: number, budget: Budget): number {
  const quote = source[at] as string;
  let i = at + 1;
  while (i < source.length && source[i] !== quote && budget.left-- > 0) i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just after the `}` matching the `{` at `at`, or -1. */
function expressionEnd(source: string, at: number, budget: Budget): number {
  let depth = 0;
  const limit = Math.min(source.length, at + MAX_CONSTRUCT);
  for (let i = at; i < limit && budget.left-- > 0; i++) {
    const char = source[i];
    if (char === '"' || char === "'" || char === '`') i = afterString(source, i, budget) - 1;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Index just after the JSX tag starting at `at` (`<Name …>`, `</Name>`, `<>`), or -1. */
function tagEnd(source: string, at: number, budget: Budget): number {
  if (!/^<\/?(?:[A-Za-z][\w.:-]*)?[\s/>{]/.test(source.slice(at, at + 64))) return -1;
  const limit = Math.min(source.length, at + MAX_CONSTRUCT);
  for (let i = at + 1; i < limit && budget.left-- > 0; i++) {
    const char = source[i];
    if (char === '"' || char === "'") i = afterString(source, i, budget) - 1;
    else if (char === '{') {
      const end = expressionEnd(source, i, budget);
      if (end < 0) return -1;
      i = end - 1;
    } else if (char === '>') return i + 1;
    else if (char === '<') return -1;
  }
  return -1;
}

/** Where a run of JSX tags (and nothing else) starting at `at` ends on its last line, or -1. */
function jsxLineEnd(source: string, at: number, budget: Budget): number {
  let i = at;
  for (;;) {
    const end = source[i] === '{' ? expressionEnd(source, i, budget) : tagEnd(source, i, budget);
    if (end < 0) return -1;
    i = end;
    while (source[i] === ' ' || source[i] === '\t') i++;
    if (i >= source.length || source[i] === '\n' || source[i] === '\r') return i;
    if (source[i] !== '<' && source[i] !== '{') return -1;
  }
}

function blank(text: string): string {
  return text.replace(/[^\r\n]/g, ' ');
}

export function maskMdxBlocks(source: string): string {
  let out = '';
  let cursor = 0;
  let fence: string | undefined;
  let i = 0;
  const budget: Budget = { left: source.length * 8 + 1_000_000 };
  const mask = (start: number, end: number) => {
    out += source.slice(cursor, start) + blank(source.slice(start, end));
    cursor = end;
  };
  while (i < source.length) {
    const newline = source.indexOf('\n', i);
    const lineEnd = newline < 0 ? source.length : newline;
    const line = source.slice(i, lineEnd);
    const next = lineEnd + 1;
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) fence = marker;
    else if (ESM.test(line)) {
      // An ESM block runs to the next blank line.
      const blankLine = /\n[ \t]*\r?(?:\n|$)/g;
      blankLine.lastIndex = i;
      const end = blankLine.exec(source)?.index ?? source.length;
      mask(i, end);
      i = end + 1;
      continue;
    } else {
      const indent = line.length - line.trimStart().length;
      const first = line[indent];
      const end = first === '<' || first === '{' ? jsxLineEnd(source, i + indent, budget) : -1;
      if (end >= 0) {
        mask(i, end);
        i = end + 1;
        continue;
      }
    }
    i = next;
  }
  return out + source.slice(cursor);
}
