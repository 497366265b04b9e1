import { type DocumentFormat, FormatError } from '../document-format.ts';
import { childNodes } from '../opendocument/xml-runs.ts';
import { applyUnits, checkDepth, needsWrite, readUnits, unitSegments } from '../opendocument/xml-units.ts';
import { parseXml, serializeXml, type XmlDocument } from '../safe-xml.ts';
import { childNamed, fb2InlineModel, fb2Units, titleInfo } from './fb2-units.ts';

export interface Fb2Skeleton {
  input: Uint8Array;
  text: string;
  /** The declared character encoding; a rewritten file is UTF-8. */
  encoding: string;
  ids: string[];
  texts: string[];
}

const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** FictionBook files are often windows-1251 or koi8-r: the XML declaration says which. */
function decode(input: Uint8Array): { text: string; encoding: string } {
  let encoding = 'utf-8';
  if (input[0] === 0xff && input[1] === 0xfe) encoding = 'utf-16le';
  else if (input[0] === 0xfe && input[1] === 0xff) encoding = 'utf-16be';
  else {
    const head = new TextDecoder('latin1').decode(input.subarray(0, 200));
    encoding = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  }
  try {
    return { text: new TextDecoder(encoding).decode(input).replace(/^\uFEFF/, ''), encoding };
  } catch (error) {
    throw new FormatError(`The file's character encoding (${encoding}) is not supported`, 'unsupported', {
      cause: error,
    });
  }
}

function parse(input: Uint8Array): { doc: XmlDocument; text: string; encoding: string } {
  if (input.length === 0) throw new FormatError('The file is empty', 'empty');
  if (input.length > MAX_INPUT_BYTES) throw new FormatError('The file is too large to translate', 'too-large');
  const { text, encoding } = decode(input);
  const notFictionBook = new FormatError('This file is not a FictionBook e-book', 'unsupported');
  if (!text.trimStart().startsWith('<')) throw notFictionBook;
  const doc = parseXml(text, 'the book');
  if (doc.documentElement?.localName !== 'FictionBook') throw notFictionBook;
  checkDepth(doc, 'the book');
  return { doc, text, encoding };
}

function write(doc: XmlDocument, encoding: string): Uint8Array {
  let text = serializeXml(doc);
  if (encoding.toLowerCase() !== 'utf-8') {
    text = text.replace(/^(<\?xml[^>]*encoding\s*=\s*["'])[^"']+(["'])/, '$1UTF-8$2');
  }
  return new TextEncoder().encode(text);
}

/** In a translated book, title-info/lang names the target language. */
function setLanguage(doc: XmlDocument, language: string): void {
  const lang = childNamed(titleInfo(doc), 'lang');
  if (!lang) return;
  for (const node of childNodes(lang)) lang.removeChild(node);
  lang.appendChild(doc.createTextNode(language));
}

/**
 * FictionBook 2 (fb2): the book title and annotation, section titles, paragraphs, verses,
 * subtitles and table cells, with emphasis, strong and links carried by tags; note references
 * and images stay in place. Bilingual books pair paragraphs.
 */
export const fictionBook: DocumentFormat<Fb2Skeleton> & { bilingual: true } = {
  id: 'fb2',
  extensions: ['fb2'],
  bilingual: true,
  async extract(input) {
    const { doc, text, encoding } = parse(input);
    const read = readUnits(fb2Units(doc), fb2InlineModel);
    if (read.length === 0) throw new FormatError('There is no text to translate in this file', 'empty');
    const ids = read.map((_, index) => `b${index + 1}`);
    const skeleton = { input, text, encoding, ids, texts: read.map((item) => item.content.text) };
    return { segments: unitSegments(read, ids), skeleton };
  },
  async rebuild(skeleton, translations, mode, options) {
    const changed = skeleton.ids.some((id, index) =>
      needsWrite(skeleton.texts[index] as string, translations.get(id), mode),
    );
    if (!changed) return skeleton.input;
    const doc = parseXml(skeleton.text, 'the book');
    applyUnits(doc, readUnits(fb2Units(doc), fb2InlineModel), skeleton.ids, translations, mode, fb2InlineModel);
    if (mode === 'translated') setLanguage(doc, options.targetLanguage);
    return write(doc, skeleton.encoding);
  },
};
