import { DOMParser, XMLSerializer, type Document as XmlDocument } from '@xmldom/xmldom';
import { FormatError } from './document-format.ts';

export type { XmlDocument };

/**
 * Parses XML from an uploaded file. A document type declaration is refused outright: the
 * formats we read never need one, and it is how entity-expansion and external-entity attacks
 * arrive. Malformed XML is a FormatError, never a crash.
 */
export function parseXml(text: string, what = 'the document'): XmlDocument {
  if (/<!DOCTYPE/i.test(text.slice(0, 4096)) || /<!ENTITY/i.test(text)) {
    throw new FormatError(`The file was refused as unsafe: ${what} declares a document type or entities`, 'unsafe');
  }
  const errors: string[] = [];
  let doc: XmlDocument | undefined;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') errors.push(message);
      },
    }).parseFromString(text, 'application/xml');
  } catch (error) {
    errors.push(String(error));
  }
  if (errors.length > 0 || !doc?.documentElement) {
    throw new FormatError(`The file is damaged: ${what} is not well-formed XML`, 'corrupt');
  }
  return doc;
}

export function serializeXml(doc: XmlDocument): string {
  return new XMLSerializer().serializeToString(doc);
}

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

export function xmlFromBytes(bytes: Uint8Array, what?: string): XmlDocument {
  return parseXml(decoder.decode(bytes).replace(/^\uFEFF/, ''), what);
}

export function xmlToBytes(doc: XmlDocument): Uint8Array {
  const text = serializeXml(doc);
  return encoder.encode(
    text.startsWith('<?xml') ? text : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`,
  );
}
