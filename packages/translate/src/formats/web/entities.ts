import { decodeHTMLStrict, decodeXML, escapeAttribute, escapeText, escapeUTF8 } from 'entities';
import { fitsWindows1252 } from '../text-file.ts';

/**
 * Character references of HTML and XML: decoded for the engine, written back on rebuild. Names
 * come from the `entities` package (the whole HTML table for HTML, the five XML names for XML);
 * a reference it does not know, or a number that is no character, is kept exactly as it was (as
 * an inline tag), never guessed.
 */
const REFERENCE = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|[A-Za-z][A-Za-z0-9]{1,31});/g;

export type ReferencePiece = { text: string } | { reference: string; start: number; end: number };

function isCharacter(code: number): boolean {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
}

function resolve(reference: string, html: boolean, decimal?: string, hex?: string): string | undefined {
  if (decimal !== undefined || hex !== undefined) {
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    // The decoders would answer U+FFFD here: the file's own text is kept instead.
    if (!isCharacter(code)) return undefined;
  }
  const decoded = html ? decodeHTMLStrict(reference) : decodeXML(reference);
  return decoded === reference ? undefined : decoded;
}

/** Raw text as pieces: decoded text, and references we do not know, with their offsets in `raw`. */
export function splitReferences(raw: string, html: boolean): ReferencePiece[] {
  const pieces: ReferencePiece[] = [];
  let text = '';
  let cursor = 0;
  for (const match of raw.matchAll(REFERENCE)) {
    const value = resolve(match[0], html, match[1], match[2]);
    text += raw.slice(cursor, match.index);
    if (value === undefined) {
      if (text) pieces.push({ text });
      text = '';
      pieces.push({ reference: match[0], start: match.index, end: match.index + match[0].length });
    } else text += value;
    cursor = match.index + match[0].length;
  }
  text += raw.slice(cursor);
  if (text) pieces.push({ text });
  return pieces;
}

/** Decoded text where the references are known; the others stay as written. */
export function decodeKnownReferences(raw: string, html: boolean): string {
  if (!raw.includes('&')) return raw;
  return splitReferences(raw, html)
    .map((piece) => ('text' in piece ? piece.text : piece.reference))
    .join('');
}

/** Decoded text, or undefined when it holds a reference we do not know (it is then left alone). */
export function decodeReferences(raw: string, html: boolean): string | undefined {
  if (!raw.includes('&')) return raw;
  const pieces = splitReferences(raw, html);
  return pieces.every((piece) => 'text' in piece)
    ? pieces.map((piece) => ('text' in piece ? piece.text : '')).join('')
    : undefined;
}

/** What the file's declared charset can hold; other characters are written as numeric references. */
export type MarkupCharset = 'unicode' | 'latin1' | 'ascii';

export interface EncodeOptions {
  html: boolean;
  charset: MarkupCharset;
}

function escapeOthers(text: string, options: EncodeOptions): string {
  const out = options.html ? text.replace(/\u00a0/g, '&nbsp;') : text;
  if (options.charset === 'unicode') return out;
  const reference = (char: string) => `&#${char.codePointAt(0)};`;
  return options.charset === 'ascii'
    ? out.replace(/[^\p{ASCII}]/gu, reference)
    : out.replace(/[^\p{ASCII}\u00a0-\u00ff]/gu, (char) => (fitsWindows1252(char) ? char : reference(char)));
}

/** XML has no `&nbsp;`: there a no-break space stays a character (or a numeric reference, by charset). */
function noNamedSpace(escaped: string, options: EncodeOptions): string {
  return options.html ? escaped : escaped.replaceAll('&nbsp;', '\u00a0');
}

/** Text content: `&`, `<` and `>` as references (and in HTML a no-break space). */
export function encodeText(text: string, options: EncodeOptions): string {
  return escapeOthers(noNamedSpace(escapeText(text), options), options);
}

const PLAIN_XML: EncodeOptions = { html: false, charset: 'unicode' };

/** `&`, `<` and `>` as references, nothing else: text for XML, WebVTT or a PDF's rich text. */
export function escapeMarkup(text: string): string {
  return encodeText(text, PLAIN_XML);
}

/** An attribute value for XML, written in Unicode, between the given quote. */
export function escapeXmlAttribute(value: string, quote: '"' | "'" = '"'): string {
  return encodeAttribute(value, quote, PLAIN_XML);
}

/** An attribute value for the given quote ('' for an unquoted value, which is then written with double quotes). */
export function encodeAttribute(value: string, quote: string, options: EncodeOptions): string {
  // escapeAttribute leaves `'` alone: a single-quoted value escapes both quotes.
  const body = quote === "'" ? escapeUTF8(value) : noNamedSpace(escapeAttribute(value), options);
  const escaped = escapeOthers(body, options);
  return quote ? escaped : `"${escaped}"`;
}
