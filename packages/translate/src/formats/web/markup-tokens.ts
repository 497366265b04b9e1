/**
 * A tokenizer for HTML and XML that keeps the offset of every token, so a rebuild can splice
 * translated text into the original string and leave every other byte alone. Linear in the
 * input; malformed markup never throws (a stray `<` is text).
 */
export type MarkupFlavor = 'html' | 'xml';

export interface MarkupAttribute {
  name: string;
  /** Raw value (references not decoded) and its range, quotes excluded. */
  value: string;
  valueStart: number;
  valueEnd: number;
  quote: '"' | "'" | '';
}

export interface OpenToken {
  type: 'open';
  start: number;
  end: number;
  name: string;
  /** Where the name ends: attributes can be added there. */
  nameEnd: number;
  attributes: MarkupAttribute[];
  selfClosing: boolean;
}

export interface CloseToken {
  type: 'close';
  start: number;
  end: number;
  name: string;
}

export interface OtherToken {
  /** `raw` is the content of script and style: never text. */
  type: 'text' | 'comment' | 'cdata' | 'declaration' | 'instruction' | 'raw';
  start: number;
  end: number;
}

export type MarkupToken = OpenToken | CloseToken | OtherToken;

/** HTML elements whose content is not markup: raw text, or text without tags (RCDATA). */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes']);
const RCDATA = new Set(['title', 'textarea']);

const NAME = /[^\s/>]+/y;
const ATTRIBUTE_NAME = /[^\s"'>/=]+/y;
const UNQUOTED = /[^\s>]+/y;
const SPACE = /\s*/y;

function sticky(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/** Reads an open tag from its `<`; undefined when it is not one (an unclosed quote, say). */
function readOpenTag(
  text: string,
  start: number,
  flavor: MarkupFlavor,
  lastQuote: Record<string, number>,
): OpenToken | undefined {
  const rawName = sticky(NAME, text, start + 1);
  let i = start + 1 + rawName.length;
  const attributes: MarkupAttribute[] = [];
  while (i < text.length) {
    i += sticky(SPACE, text, i).length;
    const char = text[i];
    if (char === '>' || (char === '/' && text[i + 1] === '>')) {
      const selfClosing = char === '/';
      const end = i + (selfClosing ? 2 : 1);
      const name = flavor === 'html' ? rawName.toLowerCase() : rawName;
      return { type: 'open', start, end, name, nameEnd: start + 1 + rawName.length, attributes, selfClosing };
    }
    if (char === '/') {
      i++;
      continue;
    }
    const name = sticky(ATTRIBUTE_NAME, text, i);
    // A `<` where an attribute should be: this was not a tag (and scanning on could go quadratic).
    if (!name || name.startsWith('<')) return undefined;
    i += name.length;
    const afterName = i + sticky(SPACE, text, i).length;
    if (text[afterName] !== '=') continue;
    i = afterName + 1;
    i += sticky(SPACE, text, i).length;
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      // A quote never closed later in the file: give up at once instead of scanning to the end each time.
      if (i >= (lastQuote[quote] ?? -1)) return undefined;
      const close = text.indexOf(quote, i + 1);
      if (close < 0) return undefined;
      attributes.push({ name, value: text.slice(i + 1, close), valueStart: i + 1, valueEnd: close, quote });
      i = close + 1;
    } else {
      const value = sticky(UNQUOTED, text, i);
      attributes.push({ name, value, valueStart: i, valueEnd: i + value.length, quote: '' });
      i += value.length;
    }
  }
  return undefined;
}

/** The end of a declaration: `<!DOCTYPE …>`, with an internal subset `[…]` skipped. */
function declarationEnd(text: string, start: number): number {
  const close = text.indexOf('>', start);
  const bracket = text.indexOf('[', start);
  if (bracket >= 0 && (close < 0 || bracket < close)) {
    const subsetEnd = text.indexOf(']', bracket);
    const end = subsetEnd < 0 ? -1 : text.indexOf('>', subsetEnd);
    return end < 0 ? text.length : end + 1;
  }
  return close < 0 ? text.length : close + 1;
}

function endAfter(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at < 0 ? text.length : at + marker.length;
}

export function tokenizeMarkup(text: string, flavor: MarkupFlavor): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  let textStart = 0;
  let i = 0;
  const lastQuote = { '"': text.lastIndexOf('"'), "'": text.lastIndexOf("'") };
  const emit = (token: MarkupToken) => {
    if (token.start > textStart) tokens.push({ type: 'text', start: textStart, end: token.start });
    tokens.push(token);
    textStart = i = token.end;
  };
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt < 0) break;
    const next = text[lt + 1] ?? '';
    if (text.startsWith('<!--', lt)) emit({ type: 'comment', start: lt, end: endAfter(text, '-->', lt + 4) });
    else if (text.startsWith('<![CDATA[', lt)) emit({ type: 'cdata', start: lt, end: endAfter(text, ']]>', lt + 9) });
    else if (next === '!') emit({ type: 'declaration', start: lt, end: declarationEnd(text, lt) });
    else if (next === '?') {
      emit({ type: 'instruction', start: lt, end: endAfter(text, flavor === 'xml' ? '?>' : '>', lt + 2) });
    } else if (next === '/' && /[A-Za-z_:]/.test(text[lt + 2] ?? '')) {
      const name = sticky(NAME, text, lt + 2);
      emit({
        type: 'close',
        start: lt,
        end: endAfter(text, '>', lt + 2),
        name: flavor === 'html' ? name.toLowerCase() : name,
      });
    } else if (/[A-Za-z_:]/.test(next)) {
      const open = readOpenTag(text, lt, flavor, lastQuote);
      if (!open) {
        i = lt + 1;
        continue;
      }
      emit(open);
      if (flavor === 'html' && !open.selfClosing && (RAW_TEXT.has(open.name) || RCDATA.has(open.name))) {
        const closing = new RegExp(`</${open.name}[\\s/>]`, 'gi');
        closing.lastIndex = open.end;
        const end = closing.exec(text)?.index ?? text.length;
        if (end > open.end) emit({ type: RAW_TEXT.has(open.name) ? 'raw' : 'text', start: open.end, end });
      }
    } else i = lt + 1;
  }
  if (text.length > textStart) tokens.push({ type: 'text', start: textStart, end: text.length });
  return tokens;
}

/** The name without its namespace prefix ('svg:text' → 'text'). */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}
