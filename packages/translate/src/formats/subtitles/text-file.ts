import { FormatError } from '../document-format.ts';

/**
 * How a text file was stored: its encoding (a WHATWG label) and whether it began with a byte
 * order mark. Rebuilding writes the same form, so an untouched file comes back byte for byte.
 */
export interface TextForm {
  encoding: string;
  bom: boolean;
}

export interface DecodedText {
  text: string;
  form: TextForm;
}

export interface DecodeOptions {
  /** The encoding the file declares (XML declaration, PO charset), used when there is no BOM. */
  declared?: string;
  /** What the file is, for error messages ('the subtitle file'). */
  what: string;
  maxBytes: number;
}

const UTF8 = 'utf-8';

function bomOf(bytes: Uint8Array): TextForm | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: UTF8, bom: true };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  return undefined;
}

/** UTF-16 without a BOM shows as a zero byte in every other position of ASCII text. */
function sniffUtf16(bytes: Uint8Array): string | undefined {
  const sample = Math.min(bytes.length, 512) & ~1;
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros === 0) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros === 0) return 'utf-16be';
  return undefined;
}

function canonical(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
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

function decodeWith(bytes: Uint8Array, encoding: string, fatal: boolean): string | undefined {
  if (encoding === 'windows-1252') return decodeCp1252(bytes);
  try {
    return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Reads a text file: a BOM decides (UTF-8, UTF-16 LE/BE), then UTF-16 without BOM, then the
 * declared encoding, then UTF-8, and Windows-1252 for old subtitle files that are not UTF-8.
 * Binary content is refused: a NUL byte never occurs in the text formats we read.
 */
export function decodeText(bytes: Uint8Array, options: DecodeOptions): DecodedText {
  if (bytes.length === 0) throw new FormatError(`Nothing to translate: ${options.what} is empty`, 'empty');
  if (bytes.length > options.maxBytes) {
    const megabytes = Math.round(options.maxBytes / (1024 * 1024));
    throw new FormatError(`The file is too large: ${options.what} may be at most ${megabytes} MB`, 'too-large');
  }
  const bom = bomOf(bytes);
  const sniffed = bom ? undefined : sniffUtf16(bytes);
  const declared = options.declared ? canonical(options.declared) : undefined;
  const candidates: TextForm[] = bom
    ? [bom]
    : sniffed
      ? [{ encoding: sniffed, bom: false }]
      : [
          ...(declared && declared !== UTF8 && !declared.startsWith('utf-16')
            ? [{ encoding: declared, bom: false }]
            : []),
          { encoding: UTF8, bom: false },
          { encoding: 'windows-1252', bom: false },
        ];
  for (const form of candidates) {
    const body = form.bom ? bytes.subarray(form.encoding === UTF8 ? 3 : 2) : bytes;
    const text = decodeWith(body, form.encoding, form.encoding === UTF8 && !form.bom);
    if (text === undefined) continue;
    if (text.includes('\0')) break;
    return { text, form };
  }
  throw new FormatError(`The file is not a text file: ${options.what} contains binary data`, 'unsupported');
}

const singleByteTables = new Map<string, Map<string, number> | null>();

/** Character to byte for a one-byte encoding, built from the decoder itself; null for other encodings. */
function singleByteTable(encoding: string): Map<string, number> | null {
  const known = singleByteTables.get(encoding);
  if (known !== undefined) return known;
  let table: Map<string, number> | null = new Map();
  const decoded =
    decodeWith(
      Uint8Array.from({ length: 256 }, (_, i) => i),
      encoding,
      false,
    ) ?? '';
  if (decoded.length !== 256) table = null;
  else for (let i = 255; i >= 0; i--) if (decoded[i] !== '\uFFFD') table.set(decoded[i] as string, i);
  singleByteTables.set(encoding, table);
  return table;
}

/** Whether the text can be written in the form without loss (UTF-8 and UTF-16 always can). */
export function canEncode(text: string, form: TextForm): boolean {
  if (form.encoding === UTF8 || form.encoding.startsWith('utf-16')) return true;
  const table = singleByteTable(form.encoding);
  if (!table) return false;
  for (const char of text) if (!table.has(char)) return false;
  return true;
}

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), !bigEndian);
  return out;
}

/**
 * Writes text in the given form. A form that cannot hold the text (a translation into Russian
 * of a Windows-1252 file) becomes UTF-8 with a BOM, which players and editors recognise.
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

/** One line of a text with its offsets: `end` is before the line break, `next` after it. */
export interface TextLine {
  text: string;
  start: number;
  end: number;
  next: number;
  eol: string;
}

/** Splits text into lines, keeping each line's own break (\r\n, \n or \r). */
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

/** The line break the file mostly uses, for lines we add. */
export function dominantEol(text: string): string {
  const crlf = text.split('\r\n').length - 1;
  const lf = text.split('\n').length - 1 - crlf;
  const cr = text.split('\r').length - 1 - crlf;
  if (cr > crlf && cr > lf) return '\r';
  return crlf > lf ? '\r\n' : '\n';
}
