import type { Element } from '@xmldom/xmldom';
import type { Unzipped } from 'fflate';
import { findLanguage } from '../../languages/catalog.ts';
import { writeArchive } from '../archive.ts';
import type { DocumentFormat } from '../document-format.ts';
import { extractParts, type ParsedPart, type PartPlan, rebuildParts } from '../opendocument/xml-parts.ts';
import { childNodes } from '../opendocument/xml-runs.ts';
import { readUnits, type XmlUnit } from '../opendocument/xml-units.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { readBookXml, writeBookXml } from './book-xml.ts';
import { type EpubPartKind, elementsNamed, openEpub } from './epub-package.ts';
import { xhtmlInlineModel, xhtmlUnits } from './xhtml-units.ts';

export interface EpubSkeleton {
  input: Uint8Array;
  files: Unzipped;
  order: string[];
  kinds: Map<string, EpubPartKind>;
  plans: PartPlan[];
}

const DC = 'http://purl.org/dc/elements/1.1/';

/** Plain-text units: the book's titles in the package document, labels in the NCX table of contents. */
function labelUnits(elements: readonly Element[], part: string, kind: 'title' | 'other'): XmlUnit[] {
  return elements.map((element) => ({
    nodes: childNodes(element),
    block: element,
    layout: 'join',
    context: { part, kind },
  }));
}

function unitsOf(doc: XmlDocument, path: string, kind: EpubPartKind): XmlUnit[] {
  const root = doc.documentElement;
  if (kind === 'package') {
    const titles = elementsNamed(root, 'title').filter((element) => element.namespaceURI === DC);
    return labelUnits(titles, 'metadata', 'title');
  }
  if (kind === 'ncx') {
    const labels = elementsNamed(root, 'text').filter((element) => {
      const parent = element.parentNode as Element | null;
      return parent?.localName === 'navLabel' || parent?.localName === 'docTitle';
    });
    return labelUnits(labels, 'table of contents', 'other');
  }
  return xhtmlUnits(doc, {
    part: kind === 'navigation' ? 'table of contents' : path,
    navigation: kind === 'navigation',
  });
}

/**
 * A translated book says it is in the target language (reading systems pick fonts, hyphenation
 * and voices by it); for Arabic, Hebrew and the like, text runs and pages turn right to left.
 */
function setLanguage(doc: XmlDocument, kind: EpubPartKind, language: string): void {
  const root = doc.documentElement;
  if (!root) return;
  const rightToLeft = findLanguage(language)?.direction === 'rtl';
  if (kind === 'package') {
    const declared = elementsNamed(root, 'language').find((element) => element.namespaceURI === DC);
    if (declared) {
      for (const child of childNodes(declared)) declared.removeChild(child);
      declared.appendChild(doc.createTextNode(language));
    }
    const spine = elementsNamed(root, 'spine')[0];
    if (rightToLeft && spine && root.getAttribute('version')?.startsWith('3')) {
      spine.setAttribute('page-progression-direction', 'rtl');
    }
    return;
  }
  if (kind === 'ncx') return;
  for (const name of ['xml:lang', 'lang']) if (root.hasAttribute(name)) root.setAttribute(name, language);
  if (rightToLeft) root.setAttribute('dir', 'rtl');
  else if (root.getAttribute('dir') === 'rtl') root.setAttribute('dir', 'ltr');
}

function partReader(kinds: ReadonlyMap<string, EpubPartKind>) {
  return (path: string, bytes: Uint8Array): ParsedPart => {
    const kind = kinds.get(path) ?? 'content';
    const book = readBookXml(bytes, path);
    return {
      doc: book.doc,
      read: readUnits(unitsOf(book.doc, path, kind), xhtmlInlineModel),
      model: xhtmlInlineModel,
      write: () => writeBookXml(book),
      finish(mode, options) {
        if (mode === 'translated') setLanguage(book.doc, kind, options.targetLanguage);
      },
    };
  };
}

/**
 * EPUB 2 and 3 e-books: every content document of the spine, the navigation document and the
 * NCX table of contents, and the book's title. Bilingual books pair paragraphs; the tables of
 * contents show both labels in the NCX and the translation alone in the navigation document.
 */
export const epub: DocumentFormat<EpubSkeleton> & { bilingual: true } = {
  id: 'epub',
  extensions: ['epub'],
  bilingual: true,
  async extract(input, options) {
    const book = openEpub(input, options?.archiveLimits);
    const kinds = new Map(book.parts.map((part) => [part.path, part.kind]));
    const paths = book.parts.map((part) => part.path);
    const { segments, plans } = extractParts(paths, book.files, partReader(kinds));
    return { segments, skeleton: { input, files: book.files, order: book.order, kinds, plans } };
  },
  async rebuild(skeleton, translations, mode, options) {
    const read = partReader(skeleton.kinds);
    const written = rebuildParts(skeleton.plans, skeleton.files, read, translations, mode, options);
    if (written.size === 0) return skeleton.input;
    const files: Unzipped = { ...skeleton.files };
    for (const [path, bytes] of written) files[path] = bytes as Uint8Array<ArrayBuffer>;
    return writeArchive(files, skeleton.order, ['mimetype']);
  },
};
