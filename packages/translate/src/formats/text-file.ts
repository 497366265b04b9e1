import { FormatError } from './document-format.ts';

/** Text files larger than this are refused before decoding (the whole text is held in memory). */
export const MAX_TEXT_BYTES = 32 * 1024 * 1024;
/** More segments than this is not a document a person wants translated in one job. */
export const MAX_SEGMENTS = 250_000;
/** Deeper nesting than this is refused: no real document needs it and it is how parsers are attacked. */
export const MAX_DEPTH = 256;

/**
 * How a text file was stored: its encoding (a WHATWG name: 'utf-8', 'utf-16le', 'windows-1252'…) and
 * whether it began with a byte order mark. Rebuilding writes the same form, so an untouched file
 * comes back byte for byte.
 */
export interface TextForm {
  encoding: string;
  bom: boolean;
}

/** A decoded text file with the form it was written in. */
export interface TextFile extends TextForm {
  text: string;
  /** The line ending most lines use (LF or CRLF); inserted lines use it too. */
  newline: '\n' | '\r\n';
}

export interface DecodeOptions {
  /** What the file is called in messages ('the CSV file'); 'the file' when not given. */
  what?: string;
  /** A size limit other than MAX_TEXT_BYTES: lower for slow parsers (Markdown, markup), higher for PO. */
  maxBytes?: number;
  /** The encoding the file declares (XML declaration, PO charset, HTML meta): read so when there is no BOM or UTF-16. */
  declared?: string;
  /**
   * Read what is not valid Unicode as best we can instead of refusing it: bytes without a BOM that are
   * not UTF-8 as Windows-1252 (old subtitles, Java properties), damaged text after a BOM or in UTF-16
   * with replacement characters.
   */
  latin1Fallback?: boolean;
  /** How binary content is reported: as a damaged file ('corrupt', the default) or as not a text file. */
  binary?: 'corrupt' | 'unsupported';
}

const UTF8 = 'utf-8';
const CP1252 = 'windows-1252';

const isUnicode = (encoding: string) => encoding === UTF8 || encoding.startsWith('utf-16');

function bomOf(bytes: Uint8Array): TextForm | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: UTF8, bom: true };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  return undefined;
}

/** UTF-16 without a byte order mark: most code units of ASCII-heavy text have one zero byte. */
function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const sample = Math.min(bytes.length, 4096) & ~1;
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const units = sample / 2;
  if (oddZeros > units * 0.3 && evenZeros < units * 0.05) return 'utf-16le';
  if (evenZeros > units * 0.3 && oddZeros < units * 0.05) return 'utf-16be';
  return undefined;
}

/** The WHATWG name of an encoding label ('ISO-8859-1' is 'windows-1252'); undefined when unknown. */
function canonical(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

/** A BOM decides, then UTF-16 zero-byte patterns, then a declared encoding other than Unicode, then UTF-8. */
function detectForm(bytes: Uint8Array, declared: string | undefined): TextForm {
  const bom = bomOf(bytes);
  if (bom) return bom;
  const utf16 = sniffUtf16(bytes);
  if (utf16) return { encoding: utf16, bom: false };
  const named = declared === undefined ? undefined : canonical(declared);
  return { encoding: named === undefined || isUnicode(named) ? UTF8 : named, bom: false };
}

// Windows-1252 differs from ISO-8859-1 in 0x80–0x9F (curly quotes, dashes, €); Node 20's decoder
// treats it as ISO-8859-1, so those 32 characters are mapped here.
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeCp1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

/** Throws on invalid bytes when `fatal`; a BOM is never stripped here, so a second one stays text. */
function decodeAs(bytes: Uint8Array, encoding: string, fatal: boolean): string {
  if (encoding === CP1252) return decodeCp1252(bytes);
  return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
}

/**
 * Decodes an uploaded text file (see detectForm for how the encoding is found). UTF-8 without a BOM
 * is checked strictly: bytes that are not UTF-8 are read as Windows-1252 with `latin1Fallback`,
 * otherwise reported as damaged, never guessed at. Binary content and blank files are refused.
 */
export function decodeText(bytes: Uint8Array, options: DecodeOptions = {}): TextFile {
  const what = options.what ?? 'the file';
  const limit = options.maxBytes ?? MAX_TEXT_BYTES;
  if (bytes.length > limit) {
    throw new FormatError(`The file is too large: ${what} is over ${Math.round(limit / 1024 / 1024)} MB`, 'too-large');
  }
  let form = detectForm(bytes, options.declared);
  const body = bytes.subarray(form.bom ? (form.encoding === UTF8 ? 3 : 2) : 0);
  const strict = isUnicode(form.encoding) && (!options.latin1Fallback || (form.encoding === UTF8 && !form.bom));
  let text: string;
  try {
    text = decodeAs(body, form.encoding, strict);
  } catch (error) {
    if (!options.latin1Fallback) {
      throw new FormatError(`The file is damaged: ${what} is not readable text (UTF-8 or UTF-16)`, 'corrupt', {
        cause: error,
      });
    }
    form = { encoding: CP1252, bom: false };
    text = decodeCp1252(body);
  }
  if (text.includes('\u0000')) {
    throw options.binary === 'unsupported'
      ? new FormatError(`The file is not a text file: ${what} contains binary data`, 'unsupported')
      : new FormatError(`The file is damaged: ${what} contains binary data, not text`, 'corrupt');
  }
  if (text.trim() === '') throw new FormatError(`There is nothing to translate: ${what} is empty`, 'empty');
  const { crlf, lf } = lineBreaks(text);
  return { text, encoding: form.encoding, bom: form.bom, newline: crlf > lf ? '\r\n' : '\n' };
}

const singleByteTables = new Map<string, Map<string, number> | null>();

/** Character to byte for a one-byte encoding, built from the decoder itself; null for other encodings. */
function singleByteTable(encoding: string): Map<string, number> | null {
  const known = singleByteTables.get(encoding);
  if (known !== undefined) return known;
  const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
  const decoded = canonical(encoding) === undefined ? '' : decodeAs(bytes, encoding, false);
  let table: Map<string, number> | null = null;
  if (decoded.length === 256) {
    table = new Map();
    for (let i = 255; i >= 0; i--) if (decoded[i] !== '\uFFFD') table.set(decoded[i] as string, i);
  }
  singleByteTables.set(encoding, table);
  return table;
}

/** Whether the text can be written in the form without loss (UTF-8 and UTF-16 always can). */
export function canEncode(text: string, form: TextForm): boolean {
  if (isUnicode(form.encoding)) return true;
  const table = singleByteTable(form.encoding);
  if (!table) return false;
  for (const char of text) if (!table.has(char)) return false;
  return true;
}

/** Whether one character has a byte in Windows-1252 (markup writes the others as references). */
export function fitsWindows1252(char: string): boolean {
  return singleByteTable(CP1252)?.has(char) ?? false;
}

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), !bigEndian);
  return out;
}

/**
 * Writes text in the file's form, with its byte order mark when it had one. A form that cannot hold
 * the text (a translation into Russian of a Windows-1252 file) becomes UTF-8 with a BOM, which
 * players, editors and browsers recognise; adapters that can escape characters do so before this.
 */
export function encodeText(text: string, form: TextForm): Uint8Array {
  if (!canEncode(text, form)) return encodeText(text, { encoding: UTF8, bom: true });
  const bomText = form.bom ? '\uFEFF' : '';
  if (form.encoding === 'utf-16le') return utf16(bomText + text, false);
  if (form.encoding === 'utf-16be') return utf16(bomText + text, true);
  if (form.encoding === UTF8) return new TextEncoder().encode(bomText + text);
  const table = singleByteTable(form.encoding) as Map<string, number>;
  const out = new Uint8Array(text.length);
  let i = 0;
  for (const char of text) out[i++] = table.get(char) as number;
  return out;
}

/** A file without a single segment is reported, so the user is not handed back an unchanged copy. */
export function requireSegments<T>(segments: T[], what: string): T[] {
  if (segments.length === 0) {
    throw new FormatError(`There is nothing to translate: ${what} has no text to translate`, 'empty');
  }
  if (segments.length > MAX_SEGMENTS) {
    throw new FormatError(`The file is too large: ${what} has more than ${MAX_SEGMENTS} texts`, 'too-large');
  }
  return segments;
}

/** A range of the original text and what replaces it. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** The original text with non-overlapping ranges replaced; everything else is copied as it was. */
export function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  const sorted = [...replacements].sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  for (const replacement of sorted) {
    if (replacement.start < cursor) continue;
    out += text.slice(cursor, replacement.start) + replacement.text;
    cursor = replacement.end;
  }
  return out + text.slice(cursor);
}

/** One line of a text with its offsets: `end` is before the line break, `next` after it. */
export interface TextLine {
  text: string;
  start: number;
  end: number;
  next: number;
  eol: string;
}

/** Splits text into lines, keeping each line's own break (\r\n, \n or \r); no empty line after a final break. */
export function splitLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  const breaks = /\r\n|\n|\r/g;
  let start = 0;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
    lines.push({
      text: text.slice(start, match.index),
      start,
      end: match.index,
      next: breaks.lastIndex,
      eol: match[0],
    });
    start = breaks.lastIndex;
  }
  if (start < text.length) lines.push({ text: text.slice(start), start, end: text.length, next: text.length, eol: '' });
  return lines;
}

function lineBreaks(text: string): { crlf: number; lf: number; cr: number } {
  const crlf = text.split('\r\n').length - 1;
  return { crlf, lf: text.split('\n').length - 1 - crlf, cr: text.split('\r').length - 1 - crlf };
}

/** The line break the file mostly uses, for lines we add; CR alone only when it is the most common. */
export function dominantEol(text: string): string {
  const { crlf, lf, cr } = lineBreaks(text);
  if (cr > crlf && cr > lf) return '\r';
  return crlf > lf ? '\r\n' : '\n';
}
