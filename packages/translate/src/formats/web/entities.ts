import { fitsWindows1252 } from '../text-file.ts';

/**
 * Character references of HTML and XML: decoded for the engine, written back on rebuild. Named
 * references outside this table are kept exactly as they were (as inline tags), never guessed.
 */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute ' +
  'micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig ' +
  'Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash ' +
  'Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ' +
  'ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc ' +
  'uuml yacute thorn yuml';
const OTHERS: Record<string, number> = {
  OElig: 338,
  oelig: 339,
  Scaron: 352,
  scaron: 353,
  Yuml: 376,
  fnof: 402,
  circ: 710,
  tilde: 732,
  ensp: 8194,
  emsp: 8195,
  thinsp: 8201,
  zwnj: 8204,
  zwj: 8205,
  lrm: 8206,
  rlm: 8207,
  ndash: 8211,
  mdash: 8212,
  lsquo: 8216,
  rsquo: 8217,
  sbquo: 8218,
  ldquo: 8220,
  rdquo: 8221,
  bdquo: 8222,
  dagger: 8224,
  Dagger: 8225,
  bull: 8226,
  hellip: 8230,
  permil: 8240,
  prime: 8242,
  Prime: 8243,
  lsaquo: 8249,
  rsaquo: 8250,
  oline: 8254,
  frasl: 8260,
  euro: 8364,
  trade: 8482,
  larr: 8592,
  uarr: 8593,
  rarr: 8594,
  darr: 8595,
  harr: 8596,
  minus: 8722,
  infin: 8734,
  ne: 8800,
  le: 8804,
  ge: 8805,
  hearts: 9829,
  check: 10003,
};
const XML_NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const HTML_NAMED = new Map<string, string>([
  ...Object.entries(XML_NAMED),
  ...LATIN1.split(' ').map((name, i): [string, string] => [name, String.fromCharCode(160 + i)]),
  ...Object.entries(OTHERS).map(([name, code]): [string, string] => [name, String.fromCharCode(code)]),
]);

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

export type ReferencePiece = { text: string } | { reference: string; start: number; end: number };

function resolve(html: boolean, decimal?: string, hex?: string, name?: string): string | undefined {
  if (name) return html ? HTML_NAMED.get(name) : XML_NAMED[name];
  const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : undefined;
}

/** Raw text as pieces: decoded text, and references we do not know, with their offsets in `raw`. */
export function splitReferences(raw: string, html: boolean): ReferencePiece[] {
  const pieces: ReferencePiece[] = [];
  let text = '';
  let cursor = 0;
  for (const match of raw.matchAll(REFERENCE)) {
    const value = resolve(html, match[1], match[2], match[3]);
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

export function encodeText(text: string, options: EncodeOptions): string {
  return escapeOthers(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'), options);
}

/** An attribute value for the given quote ('' for an unquoted value, which is then written with double quotes). */
export function encodeAttribute(value: string, quote: string, options: EncodeOptions): string {
  const q = quote || '"';
  const body = value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(q === '"' ? /"/g : /'/g, q === '"' ? '&quot;' : '&#39;');
  const escaped = escapeOthers(body, options);
  return quote ? escaped : `"${escaped}"`;
}
