import type { Element } from '@xmldom/xmldom';

/** OpenDocument namespaces under the prefixes the specification uses, whatever a file calls them. */
export const ODF_NAMESPACES: Record<string, string> = {
  'urn:oasis:names:tc:opendocument:xmlns:office:1.0': 'office',
  'urn:oasis:names:tc:opendocument:xmlns:text:1.0': 'text',
  'urn:oasis:names:tc:opendocument:xmlns:table:1.0': 'table',
  'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0': 'draw',
  'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0': 'presentation',
  'urn:oasis:names:tc:opendocument:xmlns:style:1.0': 'style',
  'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0': 'svg',
  'urn:oasis:names:tc:opendocument:xmlns:chart:1.0': 'chart',
  'urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0': 'number',
  'urn:oasis:names:tc:opendocument:xmlns:meta:1.0': 'meta',
  'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0': 'fo',
  'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0': 'manifest',
  'urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0': 'calcext',
  'urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0': 'loext',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://www.w3.org/1999/xlink': 'xlink',
  'http://www.w3.org/XML/1998/namespace': 'xml',
};

export const TEXT_NS = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';

const NS_BY_PREFIX = new Map(Object.entries(ODF_NAMESPACES).map(([uri, prefix]) => [prefix, uri]));

/** The element's name as `prefix:local` with the standard prefix ('text:p'). */
export function odfName(element: Element): string {
  const prefix = ODF_NAMESPACES[element.namespaceURI ?? ''] ?? element.prefix ?? '';
  return `${prefix}:${element.localName}`;
}

/** An attribute by its standard qualified name ('office:value-type'), whatever the file's prefix. */
export function odfAttribute(element: Element, name: string): string | null {
  const [prefix, local] = name.split(':') as [string, string];
  const uri = NS_BY_PREFIX.get(prefix);
  if (!uri) return element.getAttribute(name);
  return element.hasAttributeNS(uri, local) ? element.getAttributeNS(uri, local) : null;
}
