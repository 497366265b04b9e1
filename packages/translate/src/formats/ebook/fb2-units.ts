import type { Element, Node } from '@xmldom/xmldom';
import type { SegmentKind } from '../../segments/segment.ts';
import { childElements, childNodes, type InlineModel, isElement, plainTextNodes } from '../opendocument/xml-runs.ts';
import type { XmlUnit } from '../opendocument/xml-units.ts';
import type { XmlDocument } from '../safe-xml.ts';

/** Formatting and links of FictionBook text. */
const PAIRED = new Set(['strong', 'emphasis', 'style', 'strikethrough', 'sub', 'sup', 'a']);
/** Paragraph-like elements: each is a segment. */
const BLOCKS = new Set(['p', 'v', 'subtitle', 'text-author', 'td', 'th']);

function isNoteLink(element: Element): boolean {
  return element.localName === 'a' && element.getAttribute('type') === 'note';
}

export const fb2InlineModel: InlineModel = {
  role: (element) => (PAIRED.has(element.localName ?? '') && !isNoteLink(element) ? 'pair' : 'self'),
  copySelf(node: Node) {
    if (!isElement(node) || node.localName === 'image' || isNoteLink(node)) return null;
    const copy = node.cloneNode(true) as Element;
    if (copy.hasAttribute('id')) copy.removeAttribute('id');
    return copy;
  },
  uniqueAttributes: ['id'],
  textNodes: plainTextNodes,
};

export function childNamed(element: Element | undefined, local: string): Element | undefined {
  return element ? childElements(element).find((candidate) => candidate.localName === local) : undefined;
}

/** The book's own metadata: its title and its language, in description/title-info. */
export function titleInfo(doc: XmlDocument): Element | undefined {
  return childNamed(childNamed(doc.documentElement ?? undefined, 'description'), 'title-info');
}

/**
 * The units of a FictionBook: the book title and annotation, then every body (the main text and
 * the notes): section titles, paragraphs, verses, subtitles, epigraph authors and table cells.
 */
export function fb2Units(doc: XmlDocument): XmlUnit[] {
  const units: XmlUnit[] = [];
  const separator = (document: XmlDocument): Node[] => [document.createTextNode(' / ')];

  const walk = (element: Element, part: string, inTitle: boolean): void => {
    const name = element.localName ?? '';
    if (BLOCKS.has(name)) {
      const cell = name === 'td' || name === 'th';
      const kind: SegmentKind = cell ? 'cell' : inTitle ? 'heading' : 'paragraph';
      const layout = cell ? 'join' : 'clone';
      units.push({
        nodes: childNodes(element),
        block: element,
        layout,
        separator,
        context: { part, kind, style: name },
      });
      return;
    }
    for (const next of childElements(element)) walk(next, part, inTitle || name === 'title');
  };

  const info = titleInfo(doc);
  const bookTitle = childNamed(info, 'book-title');
  if (bookTitle) {
    const context = { part: 'description', kind: 'title' as const };
    units.push({ nodes: childNodes(bookTitle), block: bookTitle, layout: 'join', separator, context });
  }
  const annotation = childNamed(info, 'annotation');
  if (annotation) walk(annotation, 'annotation', false);
  for (const body of childElements(doc.documentElement as Element)) {
    if (body.localName === 'body') walk(body, body.getAttribute('name') || 'body', false);
  }
  return units;
}
