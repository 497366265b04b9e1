import { splitSpans } from '../../linear-text.ts';
import { FormatError } from '../document-format.ts';
import { parseXml } from '../safe-xml.ts';
import { decodeKnownReferences, escapeMarkup } from '../web/entities.ts';

/**
 * An element of an OOXML part with its offsets in the source text. Rebuild splices new XML into
 * the original text at these offsets, so everything we do not translate keeps its exact bytes,
 * and a 100-page document is scanned in milliseconds where a DOM takes most of a second.
 */
export interface XmlElement {
  /** Qualified name as written ('w:p'). */
  name: string;
  local: string;
  /** Short key of the namespace ('w', 'a', 'c', 'mc', 'dc', 'm'), the URI for others, '' when unknown. */
  ns: string;
  /** Offset of '<', offset after the start tag, offset of the end tag, offset after the element. */
  start: number;
  openEnd: number;
  closeStart: number;
  end: number;
  children: XmlElement[];
  parent: XmlElement | undefined;
}

/** Deeper nesting than any real document has: refused so that hostile files cannot exhaust the stack. */
export const MAX_XML_DEPTH = 256;

const NAMESPACES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://schemas.openxmlformats.org/drawingml/2006/chart': 'c',
  'http://purl.oclc.org/ooxml/drawingml/chart': 'c',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://schemas.openxmlformats.org/officeDocument/2006/math': 'm',
  'http://purl.oclc.org/ooxml/officeDocument/math': 'm',
  'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
};

type Scope = Record<string, string>;

const XMLNS = /\bxmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function declare(parent: Scope, attributes: string): Scope {
  const scope: Scope = Object.create(parent);
  for (const match of attributes.matchAll(XMLNS)) scope[match[1] ?? ''] = match[2] ?? match[3] ?? '';
  return scope;
}

function damaged(what: string): FormatError {
  return new FormatError(`The file is damaged: ${what} is not well-formed XML`, 'corrupt');
}

/** A document type or entity declaration: the shared safety layer says why it is refused. */
function refuse(text: string, what: string): never {
  parseXml(text, what);
  throw damaged(what);
}

/** Finds the '>' that ends the tag starting at `from`, skipping quoted attribute values. */
function tagEnd(text: string, from: number, what: string): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (quote !== 0) {
      if (code === quote) quote = 0;
      else if (code === 60) throw damaged(what);
    } else if (code === 34 || code === 39) quote = code;
    else if (code === 62) return i;
    else if (code === 60) throw damaged(what);
  }
  throw damaged(what);
}

function nameEnd(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62) break;
  }
  return i;
}

function skipTo(text: string, marker: string, from: number, what: string): number {
  const at = text.indexOf(marker, from);
  if (at < 0) throw damaged(what);
  return at + marker.length;
}

/** Scans a whole part into elements with offsets; malformed, unsafe or too deep XML is a FormatError. */
export function scanXml(text: string, what: string): XmlElement {
  const document: XmlElement = {
    name: '',
    local: '',
    ns: '',
    start: 0,
    openEnd: 0,
    closeStart: text.length,
    end: text.length,
    children: [],
    parent: undefined,
  };
  const stack: XmlElement[] = [document];
  const scopes: Scope[] = [{ xml: 'http://www.w3.org/XML/1998/namespace' }];
  let pos = 0;
  for (let lt = text.indexOf('<', pos); lt >= 0; lt = text.indexOf('<', pos)) {
    const next = text.charCodeAt(lt + 1);
    if (next === 63) {
      pos = skipTo(text, '?>', lt + 2, what);
    } else if (next === 33) {
      if (text.startsWith('<!--', lt)) pos = skipTo(text, '-->', lt + 4, what);
      else if (text.startsWith('<![CDATA[', lt) && stack.length > 1) pos = skipTo(text, ']]>', lt + 9, what);
      else refuse(text, what);
    } else if (next === 47) {
      const gt = tagEnd(text, lt + 2, what);
      const open = stack.pop();
      if (!open || stack.length === 0 || open.name !== text.slice(lt + 2, gt).trim()) throw damaged(what);
      open.closeStart = lt;
      open.end = gt + 1;
      scopes.length = stack.length;
      pos = gt + 1;
    } else {
      const end = nameEnd(text, lt + 1);
      const gt = tagEnd(text, end, what);
      const name = text.slice(lt + 1, end);
      if (!name) throw damaged(what);
      const selfClosing = text.charCodeAt(gt - 1) === 47;
      const attributes = text.slice(end, selfClosing ? gt - 1 : gt);
      let scope = scopes[stack.length - 1] as Scope;
      if (attributes.includes('xmlns')) scope = declare(scope, attributes);
      const colon = name.indexOf(':');
      const uri = scope[colon < 0 ? '' : name.slice(0, colon)] ?? '';
      const parent = stack[stack.length - 1] as XmlElement;
      if (parent === document && document.children.length > 0) throw damaged(what);
      const element: XmlElement = {
        name,
        local: colon < 0 ? name : name.slice(colon + 1),
        ns: NAMESPACES[uri] ?? uri,
        start: lt,
        openEnd: gt + 1,
        closeStart: gt + 1,
        end: gt + 1,
        children: [],
        parent,
      };
      parent.children.push(element);
      if (!selfClosing) {
        stack.push(element);
        scopes[stack.length - 1] = scope;
        if (stack.length > MAX_XML_DEPTH + 1) {
          throw new FormatError(`The file was refused as unsafe: ${what} nests elements too deeply`, 'unsafe');
        }
      }
      pos = gt + 1;
    }
  }
  const root = document.children[0];
  if (stack.length !== 1 || !root) throw damaged(what);
  root.parent = undefined;
  return root;
}

/** The first child with this local name (and namespace key, when given). */
export function childNamed(element: XmlElement, local: string, ns?: string): XmlElement | undefined {
  return element.children.find((child) => child.local === local && (ns === undefined || child.ns === ns));
}

/** The value of an attribute of the element's start tag, decoded; undefined when absent. */
export function attribute(source: string, element: XmlElement, qualifiedName: string): string | undefined {
  const tag = source.slice(element.start + element.name.length + 1, element.openEnd);
  const pattern = new RegExp(`(?:^|\\s)${qualifiedName.replace(/[.:]/g, '\\$&')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
  const match = pattern.exec(tag);
  return match ? decodeXmlText(match[1] ?? match[2] ?? '') : undefined;
}

/** The prefix of a qualified name with its colon ('w:'), or '' for an unprefixed name. */
export function prefixOf(element: XmlElement): string {
  return element.name.slice(0, element.name.length - element.local.length);
}

/** The text content of a leaf element's raw content: entities decoded, CDATA unwrapped, comments dropped. */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('<')) return decodeKnownReferences(raw, false);
  return splitSpans(raw, [
    ['<![CDATA[', ']]>'],
    ['<!--', '-->'],
  ])
    .map((piece, index) => {
      if (index % 2 === 0) return decodeKnownReferences(piece, false);
      return piece.startsWith('<!--') ? '' : piece.slice(9, -3);
    })
    .join('');
}

function allowedInXml(code: number): boolean {
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 9 || code === 10 || code === 13;
}

/** Drops characters XML 1.0 forbids: an engine's stray control character must not make the file unreadable. */
function withoutForbidden(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (!allowedInXml(text.charCodeAt(i))) return [...text].filter((char) => allowedInXml(char.charCodeAt(0))).join('');
  }
  return text;
}

export function escapeXmlText(text: string): string {
  return escapeMarkup(withoutForbidden(text));
}
