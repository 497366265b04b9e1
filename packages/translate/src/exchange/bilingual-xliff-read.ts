import type { Element as XmlElement, Node as XmlNode } from '@xmldom/xmldom';
import { FormatError } from '../formats/document-format.ts';
import { childElements } from '../formats/exchange/xliff-units.ts';
import { elementSpans } from '../formats/exchange/xml-spans.ts';
import { readXmlText } from '../formats/exchange/xml-text.ts';
import { parseXml } from '../formats/safe-xml.ts';
import { closeTag, openTag, selfTag, stripTags } from '../segments/inline-tags.ts';
import { GLOSSA_NAMESPACE, XLIFF_NAMESPACES } from './bilingual-xliff.ts';
import { decodeUnitId } from './xliff-codes.ts';

/**
 * Reads a bilingual XLIFF file back (2.x or 1.2, told by its root's version and namespace): each
 * unit's id, source and target as segment text, the XLIFF inline codes as the IR's tags again
 * (docs/decisions/0053-xliff-exchange.md). Linear in the file's size. A DOCTYPE or entity
 * declaration is refused as unsafe, XML that is not well-formed as corrupt, a file that is not
 * XLIFF as unsupported (FormatError codes).
 */

export interface ReadUnit {
  /** The segment id the unit names. */
  id: string;
  /** Segment text with the IR's tags; null when the unit has none. */
  source: string | null;
  /** Null when the unit has no target (or a segment of it has none). */
  target: string | null;
  /**
   * The target holds an inline code with no IR tag to stand for (a 1.2 `<ph>` or `<bpt>`, a
   * foreign element, an id that is no number) or text that reads as an IR tag: it cannot be taken.
   */
  problem?: 'inlineCode';
}

export interface ReadXliff {
  /** 1 for XLIFF 1.x, 2 for 2.x. */
  family: 1 | 2;
  /** The versions its files say they were exported from (GLOSSA_NAMESPACE); none when a tool dropped the mark. */
  versionIds: string[];
  units: ReadUnit[];
}

/** The adapters' own cap on an XLIFF file (the server's upload limit is usually lower). */
export const BILINGUAL_XLIFF_MAX_BYTES = 32 * 1024 * 1024;
const WHAT = 'the XLIFF file';
const TAG_ID = /^[1-9]\d{0,8}$/;
const TEXT_NODE = 3;
const CDATA_NODE = 4;
const ELEMENT_NODE = 1;

function familyOf(root: XmlElement): 1 | 2 {
  const namespace = root.namespaceURI ?? '';
  const version = root.getAttribute('version') ?? '';
  if (root.localName === 'xliff') {
    const older = namespace === '' || namespace.startsWith('urn:oasis:names:tc:xliff:document:1.');
    if (namespace === XLIFF_NAMESPACES['1.2'] || (older && /^1\.[012]$/.test(version))) return 1;
    if (namespace === XLIFF_NAMESPACES['2.1'] && /^2\.\d$/.test(version)) return 2;
  }
  throw new FormatError('The file is not XLIFF 1.2 or 2.x', 'unsupported');
}

/** One source or target as segment text: a depth-first walk (depth is bounded by elementSpans). */
class InlineReader {
  text = '';
  problem = false;

  constructor(
    private readonly family: 1 | 2,
    /** The file's namespace: an element of another is no inline code of XLIFF. */
    private readonly namespace: string | null,
  ) {}

  read(parent: XmlNode): this {
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_NODE)
        this.addText((node as unknown as { data: string }).data);
      else if (node.nodeType === ELEMENT_NODE) this.element(node as XmlElement);
    }
    return this;
  }

  private addText(data: string) {
    // Text that reads as an IR tag would turn into formatting: such a target is not taken.
    if (stripTags(data) !== data) this.problem = true;
    this.text += data;
  }

  private id(element: XmlElement, name: string, prefix = ''): number | undefined {
    const value = element.getAttribute(name) ?? '';
    const bare = prefix && value.startsWith(prefix) ? value.slice(prefix.length) : value;
    if (TAG_ID.test(bare)) return Number(bare);
    this.problem = true;
    return undefined;
  }

  private pair(element: XmlElement, id: number | undefined) {
    if (id !== undefined) this.text += openTag(id);
    this.read(element);
    if (id !== undefined) this.text += closeTag(id);
  }

  private mark(id: number | undefined, make: (id: number) => string) {
    if (id !== undefined) this.text += make(id);
  }

  private element(element: XmlElement) {
    const name = element.localName;
    if (element.namespaceURI !== this.namespace) this.problem = true;
    else if (name === 'mrk')
      this.read(element); // an annotation (a term, a comment, 1.2's segment mark): its text stays
    else if (this.family === 2) this.element2(element, name);
    else this.element1(element, name);
  }

  private element2(element: XmlElement, name: string | null) {
    if (name === 'pc') this.pair(element, this.id(element, 'id'));
    else if (name === 'ph') this.mark(this.id(element, 'id', 'x'), selfTag);
    else if (name === 'sc') this.mark(this.id(element, 'id'), openTag);
    else if (name === 'ec') this.mark(this.id(element, 'startRef'), closeTag);
    else if (name === 'cp') this.codePoint(element.getAttribute('hex') ?? '');
    else if (name !== 'sm' && name !== 'em') this.problem = true;
  }

  private element1(element: XmlElement, name: string | null) {
    if (name === 'g') this.pair(element, this.id(element, 'id'));
    else if (name === 'x') this.mark(this.id(element, 'id', 'x'), selfTag);
    else if (name === 'bx') this.mark(this.id(element, element.hasAttribute('rid') ? 'rid' : 'id'), openTag);
    else if (name === 'ex') this.mark(this.id(element, 'rid'), closeTag);
    else this.problem = true;
  }

  private codePoint(hex: string) {
    const code = /^[0-9A-Fa-f]{1,6}$/.test(hex) ? Number.parseInt(hex, 16) : Number.NaN;
    if (code <= 0x10ffff) this.text += String.fromCodePoint(code);
    else this.problem = true;
  }
}

/** Every element named `localName` in the file's namespace, in document order, without recursion. */
function elementsNamed(root: XmlElement, localName: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack: XmlElement[] = [root];
  while (stack.length > 0) {
    const element = stack.pop() as XmlElement;
    if (element.localName === localName && element.namespaceURI === root.namespaceURI) {
      found.push(element);
      continue; // units do not nest
    }
    const children = childElements(element);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as XmlElement);
  }
  return found;
}

function unit2(unit: XmlElement): ReadUnit {
  const source = new InlineReader(2, unit.namespaceURI);
  const target = new InlineReader(2, unit.namespaceURI);
  let sources = 0;
  let complete = true;
  for (const part of childElements(unit)) {
    if (part.localName !== 'segment' && part.localName !== 'ignorable') continue;
    const from = childElements(part, 'source')[0];
    const to = childElements(part, 'target')[0];
    if (from) {
      source.read(from);
      sources++;
    }
    // A segment without a target is not translated; an ignorable one (spaces between) is its source.
    if (to) target.read(to);
    else if (part.localName === 'ignorable' && from) target.read(from);
    else complete = false;
  }
  const id = unit.getAttribute('id') ?? '';
  return {
    id: decodeUnitId(id) ?? id,
    source: sources > 0 ? source.text : null,
    target: complete && sources > 0 ? target.text : null,
    ...(target.problem ? { problem: 'inlineCode' as const } : {}),
  };
}

function unit1(unit: XmlElement): ReadUnit {
  const from = childElements(unit, 'source')[0];
  const to = childElements(unit, 'target')[0];
  const target = to ? new InlineReader(1, unit.namespaceURI).read(to) : undefined;
  return {
    id: unit.getAttribute('id') ?? '',
    source: from ? new InlineReader(1, unit.namespaceURI).read(from).text : null,
    target: target ? target.text : null,
    ...(target?.problem ? { problem: 'inlineCode' as const } : {}),
  };
}

/** Reads the file's units; throws FormatError (unsafe, corrupt, unsupported, too-large). */
export function readBilingualXliff(bytes: Uint8Array, maxBytes = BILINGUAL_XLIFF_MAX_BYTES): ReadXliff {
  const { text } = readXmlText(bytes, WHAT, maxBytes);
  // Anywhere in the file, not only its start: no XLIFF needs a document type.
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    throw new FormatError(`The file was refused as unsafe: ${WHAT} declares a document type or entities`, 'unsafe');
  }
  elementSpans(text); // nesting deeper than MAX_XML_DEPTH is refused before the DOM is built
  const root = parseXml(text, WHAT).documentElement as XmlElement;
  const family = familyOf(root);
  const units = family === 2 ? elementsNamed(root, 'unit').map(unit2) : elementsNamed(root, 'trans-unit').map(unit1);
  const versionIds = elementsNamed(root, 'file').flatMap((file) => {
    const id = file.getAttributeNS(GLOSSA_NAMESPACE, 'version');
    return id ? [id] : [];
  });
  return { family, versionIds, units };
}
