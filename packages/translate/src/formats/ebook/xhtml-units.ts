import type { Element, Node } from '@xmldom/xmldom';
import type { SegmentKind } from '../../segments/segment.ts';
import { childNodes, type InlineModel, isElement, plainTextNodes } from '../opendocument/xml-runs.ts';
import type { BilingualLayout, XmlUnit } from '../opendocument/xml-units.ts';
import type { XmlDocument } from '../safe-xml.ts';

export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Formatting and links: the translation keeps them on the matching words. */
const PAIRED = new Set(
  'a abbr acronym b bdi bdo big cite del dfn em font i ins label mark q s small span strike strong sub sup time tt u var'.split(
    ' ',
  ),
);
/** Inline things that stay as they are: images, breaks, code, embedded media and maths. */
const KEPT = new Set(
  'img br wbr code kbd samp svg math ruby input button select textarea object embed video audio iframe canvas map script noscript'.split(
    ' ',
  ),
);
/** Media a bilingual copy leaves with the source (shown once). */
const SHOWN_ONCE = new Set('img svg math object embed video audio iframe canvas map script noscript'.split(' '));
/** Never translated: the head (but its title), styles, scripts and preformatted code. */
const UNTOUCHED = new Set(['head', 'script', 'style', 'pre', 'template', 'svg', 'math']);
/** Blocks whose translation is a copy of the element next to it; other blocks pair inside themselves. */
const REPEATED = new Set('p h1 h2 h3 h4 h5 h6 div blockquote address center section article aside'.split(' '));

const KINDS: Record<string, SegmentKind> = {
  td: 'cell',
  th: 'cell',
  li: 'list-item',
  caption: 'caption',
  figcaption: 'caption',
};

function local(element: Element): string {
  return (element.localName ?? element.nodeName).toLowerCase();
}

/** A footnote or endnote reference: stays in place like Word's footnote marks. */
function isNoteReference(element: Element): boolean {
  const type = `${element.getAttribute('epub:type') ?? ''} ${element.getAttribute('role') ?? ''}`;
  return local(element) === 'a' && /\b(noteref|doc-noteref)\b/.test(type);
}

/** Marked not to be translated, as in HTML pages: `translate="no"` or the `notranslate` class. */
function isKept(element: Element): boolean {
  if ((element.getAttribute('translate') ?? '').trim().toLowerCase() === 'no') return true;
  return (element.getAttribute('class') ?? '').split(/\s+/).includes('notranslate');
}

export const xhtmlInlineModel: InlineModel = {
  // A marked inline element stays whole as one self-closing tag, its content never shown to the engine.
  role: (element) => (PAIRED.has(local(element)) && !isNoteReference(element) && !isKept(element) ? 'pair' : 'self'),
  copySelf(node) {
    if (!isElement(node)) return null;
    if (SHOWN_ONCE.has(local(node)) || isNoteReference(node)) return null;
    const copy = node.cloneNode(true) as Element;
    for (const name of ['id', 'xml:id']) if (copy.hasAttribute(name)) copy.removeAttribute(name);
    return copy;
  },
  uniqueAttributes: ['id', 'xml:id'],
  textNodes: plainTextNodes,
};

export interface XhtmlWalkOptions {
  /** Where the document sits, for segment context ('chapter1.xhtml', 'navigation'). */
  part: string;
  /** The navigation document keeps one language: two links side by side would break its structure. */
  navigation: boolean;
}

/**
 * The units of an XHTML document: every run of inline content (text, formatting, links, images)
 * inside a block is one segment, so mixed content like `<li>text<ul>…</ul></li>` works too.
 */
export function xhtmlUnits(doc: XmlDocument, options: XhtmlWalkOptions): XmlUnit[] {
  const units: XmlUnit[] = [];
  const containsBlock = new Map<Element, boolean>();
  const hasBlock = (element: Element): boolean => {
    const known = containsBlock.get(element);
    if (known !== undefined) return known;
    const result = childNodes(element).some((child) => isElement(child) && !isInline(child));
    containsBlock.set(element, result);
    return result;
  };
  const isInline = (element: Element): boolean => {
    const name = local(element);
    if (KEPT.has(name)) return true;
    if (PAIRED.has(name) || (element.namespaceURI !== XHTML_NS && element.namespaceURI !== null)) {
      return !hasBlock(element);
    }
    return false;
  };
  const separator = (document: XmlDocument): Node[] => [document.createElementNS(XHTML_NS, 'br')];

  const flush = (block: Element, run: Node[], whole: boolean) => {
    if (run.length === 0) return;
    const name = local(block);
    let layout: BilingualLayout = whole && REPEATED.has(name) ? 'clone' : 'join';
    if (options.navigation) layout = 'target';
    const kind = KINDS[name] ?? (/^h[1-6]$/.test(name) ? 'heading' : 'paragraph');
    units.push({ nodes: [...run], block, layout, separator, context: { part: options.part, kind, style: name } });
  };

  const walk = (element: Element): void => {
    const name = local(element);
    if (name === 'title') {
      units.push({
        nodes: childNodes(element),
        block: element,
        layout: 'join',
        context: { part: options.part, kind: 'title' },
      });
      return;
    }
    if (name === 'head') {
      for (const child of childNodes(element)) if (isElement(child) && local(child) === 'title') walk(child);
      return;
    }
    if (UNTOUCHED.has(name) || isKept(element)) return;
    const children = childNodes(element);
    let run: Node[] = [];
    let whole = true;
    for (const child of children) {
      if (!isElement(child) || isInline(child)) {
        run.push(child);
        continue;
      }
      flush(element, run, false);
      run = [];
      whole = false;
      walk(child);
    }
    flush(element, run, whole);
  };

  if (doc.documentElement) walk(doc.documentElement);
  return units;
}
