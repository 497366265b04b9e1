import type { Element as XmlElement, Node as XmlNode } from '@xmldom/xmldom';
import { trailingSpace } from '../../linear-text.ts';
import { type Markup, type MarkupToken, tokensToSegment } from '../markup-tags.ts';
import type { ElementSpan } from './xml-spans.ts';

/** The XML text and where each element of its DOM is in it. */
export interface XmlSource {
  text: string;
  spanOf: Map<XmlElement, ElementSpan>;
}

export interface InlineContent {
  /** Segment text without the edge whitespace. */
  text: string;
  markup: Markup;
  /** Whitespace around the content, kept around the translation. */
  lead: string;
  trail: string;
}

const TEXT_NODE = 3;
const CDATA_NODE = 4;
const ELEMENT_NODE = 1;

/**
 * Whether an inline element wraps translatable text (a paired tag) rather than standing for
 * code (a self-closing tag carrying the whole element): g and mrk in XLIFF 1.2, pc and mrk in
 * 2.x. Protected markers (mtype="protected", translate="no") keep their content as code.
 */
function isPaired(element: XmlElement, version: 1 | 2): boolean {
  if (!element.firstChild) return false;
  const name = element.localName;
  if (version === 1) return name === 'g' || (name === 'mrk' && element.getAttribute('mtype') !== 'protected');
  return name === 'pc' || (name === 'mrk' && element.getAttribute('translate') !== 'no');
}

function collectTokens(parent: XmlNode, source: XmlSource, version: 1 | 2, tokens: MarkupToken[]): void {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_NODE) {
      tokens.push({ kind: 'text', text: (node as unknown as { data: string }).data });
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as XmlElement;
    const span = source.spanOf.get(element) as ElementSpan;
    if (isPaired(element, version)) {
      // Each element is its own pair: a unique name stops pairing by element name.
      const name = `#${tokens.length}`;
      tokens.push({ kind: 'open', name, raw: source.text.slice(span.openStart, span.openEnd) });
      collectTokens(element, source, version, tokens);
      tokens.push({ kind: 'close', name, raw: source.text.slice(span.closeStart, span.closeEnd) });
    } else tokens.push({ kind: 'self', raw: source.text.slice(span.openStart, span.closeEnd) });
  }
}

/** The inline content of a source (or mrk) element as segment text and tag markup. */
export function inlineContent(element: XmlElement, source: XmlSource, version: 1 | 2): InlineContent {
  const tokens: MarkupToken[] = [];
  collectTokens(element, source, version, tokens);
  const { text, markup } = tokensToSegment(tokens);
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const trail = text.length > lead.length ? trailingSpace(text) : '';
  return { text: text.slice(lead.length, text.length - trail.length), markup, lead, trail };
}
