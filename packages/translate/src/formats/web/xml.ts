import { type DocumentFormat, FormatError } from '../document-format.ts';
import { parseXml } from '../safe-xml.ts';
import { encodeText, requireSegments, type TextFile } from '../text-file.ts';
import type { MarkupCharset } from './entities.ts';
import { DEFAULT_ATTRIBUTES } from './markup-attributes.ts';
import type { MarkupSkeleton } from './markup-edits.ts';
import { tokenizeMarkup } from './markup-tokens.ts';
import { MarkupWriter } from './markup-writer.ts';
import { readPage } from './page-text.ts';
import { XmlWalk } from './xml-walk.ts';

/**
 * Checks the XML with the safe parser. A document type without an internal subset (SVG files
 * often name the SVG 1.1 DTD) declares nothing and is never fetched, so it is tolerated;
 * internal subsets and entity declarations are refused.
 */
export function checkXml(text: string, what: string): void {
  const doctype = doctypeOf(text);
  if (doctype?.includes('[') || /<!ENTITY/i.test(text)) {
    throw new FormatError(`The file was refused as unsafe: ${what} declares a document type or entities`, 'unsafe');
  }
  const checked = doctype ? text.replace(doctype, ' '.repeat(doctype.length)) : text;
  parseXml(checked, what);
}

/**
 * The first document type declaration, to its first '>'; '[' in it opens an internal subset.
 * Found by hand: a pattern reads the rest of the text again from every '<!DOCTYPE' without a '>'.
 */
function doctypeOf(text: string): string | undefined {
  const start = text.search(/<!DOCTYPE/i);
  const end = start < 0 ? -1 : text.indexOf('>', start);
  return end < 0 ? undefined : text.slice(start, end + 1);
}

/** Reads an XML file in its declared encoding and checks it; shared with resx. */
export function readXml(input: Uint8Array, what: string): { file: TextFile; charset: MarkupCharset } {
  const page = readPage(input, what);
  checkXml(page.file.text, what);
  return page;
}

function xmlFormat(
  id: 'xml' | 'svg',
  scope?: ReadonlySet<string>,
): DocumentFormat<MarkupSkeleton> & { bilingual: false } {
  const what = id === 'xml' ? 'the XML file' : 'the SVG image';
  return {
    id,
    extensions: [id],
    bilingual: false,
    async extract(input, options) {
      const { file, charset } = readXml(input, what);
      const attributes = new Set(options?.attributes ?? DEFAULT_ATTRIBUTES);
      const ignored = new Set(options?.ignoreTags ?? []);
      const walk = new XmlWalk(file.text, tokenizeMarkup(file.text, 'xml'), { attributes, scope, ignored }).walk();
      return {
        segments: requireSegments(walk.segments, what),
        skeleton: { file, html: false, charset, edits: walk.edits },
      };
    },
    async rebuild(skeleton, translations) {
      return encodeText(new MarkupWriter(skeleton, translations, 'translated', []).write(), skeleton.file);
    },
  };
}

/** Any XML: text of elements and the chosen attributes; format-preserved output only. */
export const xml = xmlFormat('xml');
/** SVG: the text of text, tspan, title and desc elements. */
export const svg = xmlFormat('svg', new Set(['text', 'title', 'desc']));
