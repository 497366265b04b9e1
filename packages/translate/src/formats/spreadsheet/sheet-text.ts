import type { Element } from '@xmldom/xmldom';
import type { Segment } from '../../segments/segment.ts';
import { tagPieces } from '../ooxml/run-tags.ts';
import { elementsByName, firstChild } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { parseHeaderFooter, sectionHasWords, tagSection } from './header-footer.ts';
import { linePieces, plainText, tagCellText } from './rich-text.ts';

/**
 * The texts of one sheet besides its cells, found the same way at extraction and at rebuild:
 * header and footer sections, comments (notes) and threaded comments. Ids count elements in
 * document order.
 */
const HAS_WORDS = /\p{L}/u;

export interface HeaderUnit {
  id: string;
  element: Element;
  section: number;
}

/** Every header and footer section with words, in every `headerFooter` (the sheet's and custom views'). */
export function headerUnits(doc: XmlDocument, prefix: string): HeaderUnit[] {
  const units: HeaderUnit[] = [];
  elementsByName(doc, 'headerFooter').forEach((block, ordinal) => {
    for (let node = block.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== 1) continue;
      const element = node as Element;
      parseHeaderFooter(element.textContent ?? '').forEach((section, index) => {
        if (sectionHasWords(section)) {
          units.push({ id: `${prefix}#hf${ordinal}.${element.localName}.${index}`, element, section: index });
        }
      });
    }
  });
  return units;
}

export function headerSegments(doc: XmlDocument, prefix: string, sheetName: string): Segment[] {
  return headerUnits(doc, prefix).map((unit) => {
    const section = parseHeaderFooter(unit.element.textContent ?? '')[unit.section];
    const where = unit.element.localName?.endsWith('Footer') ? 'footer' : 'header';
    return {
      id: unit.id,
      text: section ? tagSection(section).text : '',
      context: { part: `${sheetName} ${where}`, kind: 'other' },
    };
  });
}

export interface CommentUnit {
  id: string;
  ref: string;
  /** The rich `text` element of a note, or the plain `text` of a threaded comment. */
  text: Element;
  threaded: boolean;
}

/**
 * Notes (`comments*.xml`, rich text) and threaded comments (plain text). Threaded comments that
 * mention people are left alone: their mentions point at character offsets of the source.
 */
export function commentUnits(doc: XmlDocument, prefix: string): CommentUnit[] {
  const threaded = doc.documentElement?.localName === 'ThreadedComments';
  const units: CommentUnit[] = [];
  elementsByName(doc, threaded ? 'threadedComment' : 'comment').forEach((comment, ordinal) => {
    const text = firstChild(comment, 'text');
    if (!text || (threaded && firstChild(comment, 'mentions'))) return;
    const plain = threaded ? (text.textContent ?? '') : plainText(text);
    if (HAS_WORDS.test(plain))
      units.push({ id: `${prefix}#${ordinal}`, ref: comment.getAttribute('ref') ?? '', text, threaded });
  });
  return units;
}

export function commentText(unit: CommentUnit): string {
  if (!unit.threaded) return tagCellText(unit.text).text;
  return tagPieces(linePieces(unit.text.textContent ?? '', undefined, ''), { style: undefined, key: '' }).text;
}

export function commentSegments(units: readonly CommentUnit[], sheetName: string): Segment[] {
  return units.map((unit) => ({
    id: unit.id,
    text: commentText(unit),
    context: { part: `${sheetName}!${unit.ref} comment`, kind: 'note' },
  }));
}
