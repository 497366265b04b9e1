import { decodeHTMLStrict } from 'entities';
import { FormatError } from '../document-format.ts';
import { checkDepth } from '../opendocument/xml-units.ts';
import { parseXml, serializeXml, type XmlDocument } from '../safe-xml.ts';

/**
 * The XML documents of e-books (XHTML, NCX, OPF), parsed with the safe XML parser. EPUB 2 files
 * carry XHTML and NCX document type declarations the parser refuses: a standard one (no internal
 * subset, a W3C or DAISY identifier) is set aside before parsing and put back byte for byte when
 * the file is written. Anything else that declares a document type or entities is refused as unsafe.
 */
export interface BookXml {
  doc: XmlDocument;
  /** The declaration as it was, and the text that preceded it. */
  doctype?: { text: string; before: string };
}

const STANDARD_DOCTYPES = [
  /^<!DOCTYPE\s+html(?:\s+PUBLIC\s+"-\/\/W3C\/\/DTD X?HTML[^"<>[\]]*"(?:\s+"https?:\/\/www\.w3\.org\/[^"<>[\]]*")?|\s+SYSTEM\s+"about:legacy-compat")?\s*>/i,
  /^<!DOCTYPE\s+ncx\s+PUBLIC\s+"-\/\/NISO\/\/DTD ncx 2005-1\/\/EN"\s+"https?:\/\/www\.daisy\.org\/z3986\/2005\/ncx-2005-1\.dtd"\s*>/i,
];

const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/** HTML's named references (&nbsp; &mdash; ...), which XHTML's DTD would have defined, as numeric ones XML reads. */
function namedToNumeric(text: string): string {
  return text.replace(/&([A-Za-z][A-Za-z0-9]{0,31});/g, (reference, name: string) => {
    if (XML_ENTITIES.has(name)) return reference;
    const value = decodeHTMLStrict(reference);
    return value === reference ? reference : [...value].map((char) => `&#${char.codePointAt(0)};`).join('');
  });
}

export function readBookXml(bytes: Uint8Array, what: string): BookXml {
  const text = decoder.decode(bytes).replace(/^\uFEFF/, '');
  const found = /<!DOCTYPE/i.exec(text.slice(0, 4096));
  let doctype: BookXml['doctype'];
  let body = text;
  if (found) {
    const rest = text.slice(found.index);
    const standard = STANDARD_DOCTYPES.map((pattern) => pattern.exec(rest)).find(Boolean);
    if (!standard) {
      throw new FormatError(`The file was refused as unsafe: ${what} declares a document type or entities`, 'unsafe');
    }
    doctype = { text: standard[0], before: text.slice(0, found.index) };
    body = doctype.before + rest.slice(standard[0].length);
  }
  const doc = parseXml(namedToNumeric(body), what);
  checkDepth(doc, what);
  return { doc, doctype };
}

/** Serialises a document, with its document type declaration where it was. */
export function writeBookXml(document: BookXml): Uint8Array {
  const text = serializeXml(document.doc);
  const doctype = document.doctype;
  if (!doctype) return encoder.encode(text);
  if (text.startsWith(doctype.before)) {
    return encoder.encode(doctype.before + doctype.text + text.slice(doctype.before.length));
  }
  const declaration = /^<\?xml[^>]*\?>\s*/.exec(text)?.[0] ?? '';
  return encoder.encode(`${declaration}${doctype.text}\n${text.slice(declaration.length)}`);
}
