import type { Element } from '@xmldom/xmldom';
import { FormatError } from '../document-format.ts';
import { parseXml, type XmlDocument, xmlToBytes } from '../safe-xml.ts';

/** Deeper documents are refused: no Office part needs it, and deep trees exhaust the serializer's stack. */
export const MAX_XML_DEPTH = 256;
/** One XML part larger than this is refused before parsing (a DOM costs about ten times the text). */
export const MAX_PART_BYTES = 48 * 1024 * 1024;

/** Throws when elements nest deeper than MAX_XML_DEPTH; one linear scan, before any DOM is built. */
export function checkXmlDepth(text: string, what: string): void {
  let depth = 0;
  for (let at = text.indexOf('<'); at >= 0; ) {
    const markup = markupAt(text, at);
    // Markup without its end: the parser refuses the file.
    if (!markup) return;
    depth += markup.depth;
    if (depth > MAX_XML_DEPTH) {
      throw new FormatError(`The file was refused as unsafe: ${what} nests elements too deeply`, 'unsafe');
    }
    at = text.indexOf('<', markup.end);
  }
}

interface Markup {
  /** Where the scan goes on. */
  end: number;
  /** +1 for a start tag, -1 for an end tag, 0 for anything else. */
  depth: number;
}

/**
 * The markup at a '<': comments, CDATA, processing instructions and declarations (to the first
 * '>'), then element tags. Read by hand, as a pattern with these alternatives reads the rest of the
 * text again from every '<' whose markup is never closed.
 */
function markupAt(text: string, at: number): Markup | undefined {
  if (text.startsWith('<!--', at)) return skipTo(text, '-->', at + 4);
  if (text.startsWith('<![CDATA[', at)) return skipTo(text, ']]>', at + 9);
  if (text[at + 1] === '?' || text[at + 1] === '!') return skipTo(text, '>', at + 2);
  return elementTag(text, at);
}

function skipTo(text: string, close: string, from: number): Markup | undefined {
  const end = text.indexOf(close, from);
  return end < 0 ? undefined : { end: end + close.length, depth: 0 };
}

/**
 * A tag runs to the first '>' outside quotes (attribute values may hold '>'). A '<' before it
 * cannot be in a well-formed tag: the scan goes on from there, so no text is read twice.
 */
function elementTag(text: string, at: number): Markup | undefined {
  const closing = text[at + 1] === '/';
  const name = at + (closing ? 2 : 1);
  if (name >= text.length) return undefined;
  if (/[\s>/]/.test(text.charAt(name))) return { end: at + 1, depth: 0 };
  let quote = '';
  for (let index = name + 1; index < text.length; index++) {
    const char = text[index];
    if (char === '<') return { end: index, depth: 0 };
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return { end: index + 1, depth: closing ? -1 : text[index - 1] === '/' ? 0 : 1 };
  }
  return undefined;
}

const decoder = new TextDecoder('utf-8');

/** Parses one part of a package with every safety check: size, depth, DOCTYPE and well-formedness. */
export function parsePart(bytes: Uint8Array, path: string): XmlDocument {
  if (bytes.length > MAX_PART_BYTES) throw new FormatError(`The file is too large to translate (${path})`, 'too-large');
  const text = decoder.decode(bytes).replace(/^\uFEFF/, '');
  checkXmlDepth(text, path);
  return parseXml(text, path);
}

export function partBytes(doc: XmlDocument): Uint8Array {
  return xmlToBytes(doc);
}

/** Child elements, optionally only those with this local name. */
export function childElements(parent: Element, localName?: string): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (!localName || (node as Element).localName === localName)) out.push(node as Element);
  }
  return out;
}

export function firstChild(parent: Element, localName: string): Element | undefined {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === localName) return node as Element;
  }
  return undefined;
}

/** Every element with this local name in document order, whatever its namespace. */
export function elementsByName(root: XmlDocument | Element, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS('*', localName));
}

/** The closest ancestor with one of these local names, or undefined. */
export function ancestorNamed(element: Element, names: ReadonlySet<string>): Element | undefined {
  for (let node = element.parentNode; node && node.nodeType === 1; node = node.parentNode) {
    if (names.has((node as Element).localName ?? '')) return node as Element;
  }
  return undefined;
}

/** A new element in the same namespace and with the same prefix as `like`. */
export function siblingElement(like: Element, localName: string): Element {
  const doc = like.ownerDocument as XmlDocument;
  const name = like.prefix ? `${like.prefix}:${localName}` : localName;
  return doc.createElementNS(like.namespaceURI, name);
}

/** Removes every child node. */
export function clearChildren(element: Element): void {
  while (element.firstChild) element.removeChild(element.firstChild);
}

/** The attribute in any namespace with this local name (r:id, r:embed ...). */
export function attributeByLocalName(element: Element, localName: string): string | undefined {
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.localName === localName) return attribute.value;
  }
  return undefined;
}

/** The document an element belongs to (always set for parsed elements). */
export function documentOf(element: Element): XmlDocument {
  return element.ownerDocument as XmlDocument;
}

/** Replaces an element's content with one text node. */
export function replaceText(element: Element, text: string): void {
  clearChildren(element);
  element.appendChild(documentOf(element).createTextNode(text));
}

/** Characters XML 1.0 cannot carry: control characters other than tab, line feed and carriage return, and U+FFFE/U+FFFF. */
function isInvalidXml(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
}

/** Replaces the characters XML cannot carry (engines occasionally return them). */
export function replaceInvalidXml(text: string, replacement: (char: string) => string = () => ''): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isInvalidXml(text.charCodeAt(i))) continue;
    out += text.slice(start, i) + replacement(text[i] as string);
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}
