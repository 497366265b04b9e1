import { FormatError } from '../document-format.ts';

/** Text files larger than this are refused before decoding (the whole text is held in memory). */
export const MAX_TEXT_BYTES = 32 * 1024 * 1024;
/** More segments than this is not a document a person wants translated in one job. */
export const MAX_SEGMENTS = 250_000;

/** Deeper nesting than this is refused: no real document needs it and it is how parsers are attacked. */
export const MAX_DEPTH = 256;

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** How a text file was written, so the rebuilt file is written the same way. */
export interface TextFile {
  text: string;
  encoding: TextEncodingName;
  bom: boolean;
  /** The line ending most lines use; inserted lines use it too. */
  newline: '\n' | '\r\n';
}

export interface DecodeOptions {
  /** What the file is called in messages ('the CSV file'). */
  what?: string;
  /** Decode invalid UTF-8 as Windows-1252 instead of refusing it (Java properties, declared Latin-1 markup). */
  latin1Fallback?: boolean;
  /** Decode as Windows-1252 whatever the bytes (markup that declares a Latin-1 charset). */
  forceLatin1?: boolean;
  /** A lower size limit for formats whose parser is slow (Markdown). */
  maxBytes?: number;
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

function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bom: boolean } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: true };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  return { encoding: sniffUtf16(bytes) ?? 'utf-8', bom: false };
}

function dominantNewline(text: string): '\n' | '\r\n' {
  const all = text.split('\n').length - 1;
  const crlf = text.split('\r\n').length - 1;
  return all > 0 && crlf * 2 > all ? '\r\n' : '\n';
}

/**
 * Decodes an uploaded text file: BOM or zero-byte patterns tell UTF-16 from UTF-8; anything that
 * is neither (a binary file with a text extension) is reported as damaged, never guessed at.
 */
export function decodeText(bytes: Uint8Array, options: DecodeOptions = {}): TextFile {
  const what = options.what ?? 'the file';
  const limit = Math.min(options.maxBytes ?? MAX_TEXT_BYTES, MAX_TEXT_BYTES);
  if (bytes.length > limit) {
    throw new FormatError(`The file is too large: ${what} is over ${limit / 1024 / 1024} MB`, 'too-large');
  }
  let { encoding, bom } = detectEncoding(bytes);
  if (options.forceLatin1 && encoding === 'utf-8' && !bom) encoding = 'windows-1252';
  const body = bytes.subarray(bom ? (encoding === 'utf-8' ? 3 : 2) : 0);
  let text: string;
  try {
    text = encoding === 'windows-1252' ? decodeLatin1(body) : new TextDecoder(encoding, { fatal: true }).decode(body);
  } catch (error) {
    if (!options.latin1Fallback || encoding !== 'utf-8') {
      throw new FormatError(`The file is damaged: ${what} is not readable text (UTF-8 or UTF-16)`, 'corrupt', {
        cause: error,
      });
    }
    encoding = 'windows-1252';
    text = decodeLatin1(body);
  }
  if (text.includes('\u0000')) {
    throw new FormatError(`The file is damaged: ${what} contains binary data, not text`, 'corrupt');
  }
  if (text.trim() === '') throw new FormatError(`There is nothing to translate: ${what} is empty`, 'empty');
  return { text, encoding, bom, newline: dominantNewline(text) };
}

/** Windows-1252 between 0x80 and 0x9F (the rest is ISO-8859-1); Node's own decoder reads these as controls. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const CP1252_BYTES = new Map(CP1252_HIGH.map((code, i) => [code, 0x80 + i]));

export function fitsWindows1252(char: string): boolean {
  const code = char.charCodeAt(0);
  return char.length === 1 && (code < 0x80 || (code >= 0xa0 && code <= 0xff) || CP1252_BYTES.has(code));
}

function decodeLatin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (byte) =>
      byte >= 0x80 && byte < 0xa0 ? (CP1252_HIGH[byte - 0x80] as number) : byte,
    );
    out += String.fromCharCode(...chunk);
  }
  return out;
}

/** Characters outside Windows-1252 become '?': adapters write them as references or escapes before this. */
function encodeLatin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[i] = CP1252_BYTES.get(code) ?? (code < 0x100 && (code < 0x80 || code >= 0xa0) ? code : 0x3f);
  }
  return out;
}

function encodeUtf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), !bigEndian);
  return out;
}

/** Writes text back in the file's own encoding, with its byte order mark when it had one. */
export function encodeText(text: string, file: Pick<TextFile, 'encoding' | 'bom'>): Uint8Array {
  const body =
    file.encoding === 'utf-8'
      ? new TextEncoder().encode(text)
      : file.encoding === 'windows-1252'
        ? encodeLatin1(text)
        : encodeUtf16(text, file.encoding === 'utf-16be');
  if (!file.bom) return body;
  const bom =
    file.encoding === 'utf-8' ? [0xef, 0xbb, 0xbf] : file.encoding === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff];
  const out = new Uint8Array(bom.length + body.length);
  out.set(bom);
  out.set(body, bom.length);
  return out;
}

/** Whether a text can be written in the file's encoding without character references or escapes. */
export function isUnicodeEncoding(encoding: TextEncodingName): boolean {
  return encoding !== 'windows-1252';
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

/** The lines of a text with their offsets, line endings (LF, CRLF or CR) excluded. */
export function textLines(text: string): { line: string; start: number }[] {
  const lines: { line: string; start: number }[] = [];
  const pattern = /\r\n|\r|\n/g;
  let start = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    lines.push({ line: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start < text.length) lines.push({ line: text.slice(start), start });
  return lines;
}
