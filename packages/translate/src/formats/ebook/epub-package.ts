import path from 'node:path';
import type { Element } from '@xmldom/xmldom';
import type { Unzipped } from 'fflate';
import { type ArchiveLimits, readArchive } from '../archive.ts';
import { FormatError } from '../document-format.ts';
import { checkDepth } from '../opendocument/xml-units.ts';
import { type XmlDocument, xmlFromBytes } from '../safe-xml.ts';

export type EpubPartKind = 'package' | 'ncx' | 'navigation' | 'content';

export interface EpubPart {
  path: string;
  kind: EpubPartKind;
}

export interface EpubPackage {
  files: Unzipped;
  order: string[];
  /** In reading order: the package document (title), the tables of contents, then the spine. */
  parts: EpubPart[];
}

const MAX_INPUT_BYTES = 256 * 1024 * 1024;
const MAX_XML_PART_BYTES = 32 * 1024 * 1024;
const CONTENT_TYPES = new Set(['application/xhtml+xml', 'text/html']);

export function elementsNamed(root: Element | null | undefined, local: string): Element[] {
  if (!root) return [];
  const list = root.getElementsByTagNameNS('*', local);
  const out: Element[] = [];
  for (let index = 0; index < list.length; index++) out.push(list.item(index) as Element);
  return out;
}

/** A reference inside the book (`Text/ch%201.xhtml#p3`) as a zip entry path, or undefined if it leaves the book. */
export function resolveHref(base: string, href: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.split('#')[0] ?? '');
  } catch {
    return undefined;
  }
  if (!decoded || /^[a-z][a-z0-9+.-]*:/i.test(decoded)) return undefined;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(base), decoded));
  return joined.startsWith('../') || joined.startsWith('/') ? undefined : joined;
}

/** One of the book's own XML files, parsed and checked for depth before anything walks it. */
function readXml(files: Unzipped, name: string): XmlDocument {
  const bytes = files[name];
  if (!bytes) throw new FormatError(`The file is damaged: the e-book has no ${name}`, 'corrupt');
  const doc = xmlFromBytes(bytes, name);
  checkDepth(doc, name);
  return doc;
}

/** Documents the e-book encrypts with DRM (font obfuscation only touches fonts, which are never read). */
function encryptedPaths(files: Unzipped): Set<string> {
  if (!files['META-INF/encryption.xml']) return new Set();
  const doc = readXml(files, 'META-INF/encryption.xml');
  const uris = elementsNamed(doc.documentElement, 'CipherReference').map((ref) => ref.getAttribute('URI') ?? '');
  return new Set(uris.map((uri) => resolveHref('x', uri)).filter((p): p is string => Boolean(p)));
}

/** Finds the package document, the tables of contents and the spine, checking what must be checked. */
export function openEpub(input: Uint8Array, limits?: Partial<ArchiveLimits>): EpubPackage {
  if (input.length === 0) throw new FormatError('The file is empty', 'empty');
  if (input.length > MAX_INPUT_BYTES) throw new FormatError('The file is too large to translate', 'too-large');
  if (input[0] !== 0x50 || input[1] !== 0x4b) throw new FormatError('This file is not an EPUB e-book', 'unsupported');
  const files = readArchive(input, limits);
  const mimetype = files.mimetype && new TextDecoder().decode(files.mimetype).trim();
  if ((mimetype && mimetype !== 'application/epub+zip') || (!mimetype && !files['META-INF/container.xml'])) {
    throw new FormatError('This file is not an EPUB e-book', 'unsupported');
  }
  const container = readXml(files, 'META-INF/container.xml');
  const rootfile = elementsNamed(container.documentElement, 'rootfile').find(
    (element) =>
      (element.getAttribute('media-type') ?? 'application/oebps-package+xml') === 'application/oebps-package+xml',
  );
  const opfPath = resolveHref('x', rootfile?.getAttribute('full-path') ?? '');
  if (!opfPath) throw new FormatError('The file is damaged: the e-book names no package document', 'corrupt');
  const opf = readXml(files, opfPath);
  const items = new Map<string, { path: string; type: string; properties: string }>();
  for (const item of elementsNamed(opf.documentElement, 'item')) {
    const itemPath = resolveHref(opfPath, item.getAttribute('href') ?? '');
    if (!itemPath || !files[itemPath]) continue;
    items.set(item.getAttribute('id') ?? '', {
      path: itemPath,
      type: item.getAttribute('media-type') ?? '',
      properties: item.getAttribute('properties') ?? '',
    });
  }
  const parts: EpubPart[] = [{ path: opfPath, kind: 'package' }];
  const add = (part: EpubPart) => {
    if (!parts.some((known) => known.path === part.path)) parts.push(part);
  };
  for (const item of items.values()) {
    if (item.type === 'application/x-dtbncx+xml') add({ path: item.path, kind: 'ncx' });
    if (/\bnav\b/.test(item.properties)) add({ path: item.path, kind: 'navigation' });
  }
  for (const itemref of elementsNamed(opf.documentElement, 'itemref')) {
    const item = items.get(itemref.getAttribute('idref') ?? '');
    if (item && CONTENT_TYPES.has(item.type)) add({ path: item.path, kind: 'content' });
  }
  const locked = encryptedPaths(files);
  if (parts.some((part) => locked.has(part.path))) {
    throw new FormatError('The e-book is protected with DRM encryption', 'encrypted');
  }
  for (const part of parts) {
    if ((files[part.path] as Uint8Array).length > MAX_XML_PART_BYTES) {
      throw new FormatError(`The file is too large to translate: ${part.path} is too big`, 'too-large');
    }
  }
  return { files, order: Object.keys(files), parts };
}
