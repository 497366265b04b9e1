import type { Element } from '@xmldom/xmldom';
import type { XmlDocument } from '../safe-xml.ts';
import { childElements } from './xml-part.ts';

export const CONTENT_TYPES_PART = '[Content_Types].xml';

/** The content type of a package path: its Override, else the Default for its extension. */
export function contentTypeOf(doc: XmlDocument, path: string): string | undefined {
  const root = doc.documentElement;
  if (!root) return undefined;
  const partName = `/${path}`.toLowerCase();
  for (const override of childElements(root, 'Override')) {
    if (override.getAttribute('PartName')?.toLowerCase() === partName)
      return override.getAttribute('ContentType') ?? undefined;
  }
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  for (const fallback of childElements(root, 'Default')) {
    if (fallback.getAttribute('Extension')?.toLowerCase() === extension)
      return fallback.getAttribute('ContentType') ?? undefined;
  }
  return undefined;
}

/** Declares the content type of a new part. */
export function addOverride(doc: XmlDocument, path: string, contentType: string): void {
  const root = doc.documentElement as Element;
  const element = doc.createElementNS(root.namespaceURI, 'Override');
  element.setAttribute('PartName', `/${path}`);
  element.setAttribute('ContentType', contentType);
  root.appendChild(element);
}
