import type { Element, Node } from '@xmldom/xmldom';
import type { XmlDocument } from '../safe-xml.ts';
import { odfName, TEXT_NS } from './odf-names.ts';
import { type InlineModel, isElement } from './xml-runs.ts';

/** Formatting that wraps words: a styled span, a link, inline metadata. */
const PAIRED = new Set(['text:span', 'text:a', 'text:meta']);

export function isOdfPair(element: Element): boolean {
  return PAIRED.has(odfName(element));
}

/**
 * Nodes a bilingual copy leaves with the source: notes, frames, comments, bookmarks, index marks
 * and tracked-change marks exist once in a document.
 */
const SINGLE =
  /^(text:(note|bookmark|reference-mark|toc-mark|alphabetical-index-mark|user-index-mark|change)|office:|draw:|presentation:|dr3d:|table:)/;

function hasParagraph(element: Element): boolean {
  return (
    element.getElementsByTagNameNS(TEXT_NS, 'p').length > 0 || element.getElementsByTagNameNS(TEXT_NS, 'h').length > 0
  );
}

/** Writes spaces, tabs and line breaks the way OpenDocument keeps them: `text:s`, `text:tab`, `text:line-break`. */
function odfTextNodes(doc: XmlDocument, prefix: string, text: string, atStart: boolean): Node[] {
  const nodes: Node[] = [];
  const element = (local: string) => doc.createElementNS(TEXT_NS, `${prefix}:${local}`);
  const pieces = text.split(/( {2,}|^ +|\t|\n)/);
  pieces.forEach((piece, index) => {
    if (!piece) return;
    if (index % 2 === 0) {
      nodes.push(doc.createTextNode(piece));
    } else if (piece === '\t') {
      nodes.push(element('tab'));
    } else if (piece === '\n') {
      nodes.push(element('line-break'));
    } else {
      // A paragraph ignores leading spaces and collapses the others: keep one space as text, the rest as text:s.
      const literal = atStart && index === 1 && pieces[0] === '' ? 0 : 1;
      const count = piece.length - literal;
      if (literal) nodes.push(doc.createTextNode(' '));
      if (count === 0) return;
      const space = element('s');
      if (count > 1) space.setAttributeNS(TEXT_NS, `${prefix}:c`, String(count));
      nodes.push(space);
    }
  });
  return nodes;
}

/** The inline model of OpenDocument paragraphs (text:p, text:h) in one part. */
export function odfInlineModel(doc: XmlDocument): InlineModel {
  const prefix = doc.documentElement?.lookupPrefix(TEXT_NS) ?? 'text';
  return {
    role: (element) => (isOdfPair(element) ? 'pair' : 'self'),
    copySelf(node) {
      if (!isElement(node)) return null;
      if (SINGLE.test(odfName(node)) || hasParagraph(node)) return null;
      const copy = node.cloneNode(true) as Element;
      for (const name of ['xml:id', 'text:id']) if (copy.hasAttribute(name)) copy.removeAttribute(name);
      return copy;
    },
    uniqueAttributes: ['xml:id', 'text:id'],
    textNodes: (document, text, atStart) => odfTextNodes(document, prefix, text, atStart),
  };
}
