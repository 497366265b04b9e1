import { type Element, XMLSerializer } from '@xmldom/xmldom';
import { type InlinePiece, piecesFromTranslation, type TaggedParagraph, tagPieces } from './run-tags.ts';
import { childElements, documentOf, firstChild, replaceInvalidXml, siblingElement } from './xml-part.ts';

/** DrawingML's namespace, transitional and strict: text in slides, charts, SmartArt and spreadsheet drawings. */
export const DRAWINGML = new Set([
  'http://schemas.openxmlformats.org/drawingml/2006/main',
  'http://purl.oclc.org/ooxml/drawingml/main',
]);

/** Run attributes that do not change how text looks: leaving them out of the key keeps one tag per visible style. */
const BOOKKEEPING = new Set(['lang', 'altLang', 'dirty', 'err', 'noProof', 'smtClean', 'smtId', 'bmk']);

export type DrawingParagraph = TaggedParagraph<Element | undefined, Element>;
type DrawingPiece = InlinePiece<Element | undefined, Element>;

export interface WriteOptions {
  /** The language written on translated runs, for spell-checking and font choice. */
  language?: string;
  /** Right-to-left target: the paragraph gets rtl="1". */
  rtl?: boolean;
}

const serializer = new XMLSerializer();

function styleKey(rPr: Element | undefined): string {
  if (!rPr) return '';
  const copy = rPr.cloneNode(true) as Element;
  for (const attribute of Array.from(copy.attributes)) {
    if (BOOKKEEPING.has(attribute.localName ?? '')) copy.removeAttributeNode(attribute);
  }
  const key = serializer.serializeToString(copy);
  // An rPr without visible properties looks like no rPr at all.
  return copy.attributes.length === 0 && !copy.firstChild ? '' : key;
}

export function isDrawingParagraph(element: Element): boolean {
  return element.localName === 'p' && DRAWINGML.has(element.namespaceURI ?? '');
}

/** Runs become text pieces; breaks, fields and anything unknown stay put as fixed pieces. */
function pieces(paragraph: Element): DrawingPiece[] {
  const out: DrawingPiece[] = [];
  for (const child of childElements(paragraph)) {
    const name = child.localName;
    if (name === 'pPr' || name === 'endParaRPr') continue;
    if (name === 'r') {
      const rPr = firstChild(child, 'rPr');
      const text = childElements(child, 't')
        .map((t) => t.textContent ?? '')
        .join('');
      out.push({ kind: 'text', text, style: rPr, key: styleKey(rPr) });
    } else out.push({ kind: 'fixed', item: child });
  }
  return out;
}

export function paragraphText(paragraph: Element): string {
  let text = '';
  for (const run of childElements(paragraph, 'r')) for (const t of childElements(run, 't')) text += t.textContent ?? '';
  return text;
}

/** The paragraph as segment text with tags. */
export function tagDrawingParagraph(paragraph: Element): DrawingParagraph {
  return tagPieces(pieces(paragraph), { style: undefined, key: '' });
}

function writeRun(paragraph: Element, piece: Extract<DrawingPiece, { kind: 'text' }>, options: WriteOptions): Element {
  const run = siblingElement(paragraph, 'r');
  let rPr = piece.style ? (piece.style.cloneNode(true) as Element) : undefined;
  if (!rPr && options.language) rPr = siblingElement(paragraph, 'rPr');
  if (rPr) {
    rPr.removeAttribute('err');
    if (options.language) rPr.setAttribute('lang', options.language);
    run.appendChild(rPr);
  }
  const t = siblingElement(paragraph, 't');
  t.appendChild(documentOf(paragraph).createTextNode(replaceInvalidXml(piece.text).replace(/\r?\n/g, ' ')));
  run.appendChild(t);
  return run;
}

function ensurePPr(paragraph: Element): Element {
  const first = childElements(paragraph)[0];
  if (first?.localName === 'pPr') return first;
  const pPr = siblingElement(paragraph, 'pPr');
  paragraph.insertBefore(pPr, paragraph.firstChild);
  return pPr;
}

/**
 * Replaces the paragraph's runs with the translation. Paragraph properties and the end-of-paragraph
 * run properties stay; breaks and fields return where the translation put their tags.
 */
export function writeDrawingParagraph(paragraph: Element, translation: string, options: WriteOptions = {}): void {
  const tagged = tagDrawingParagraph(paragraph);
  const next = piecesFromTranslation(tagged, translation);
  const children = childElements(paragraph);
  const pPr = children[0]?.localName === 'pPr' ? children[0] : undefined;
  const end = children.find((child) => child.localName === 'endParaRPr');
  for (let node = paragraph.firstChild; node; ) {
    const following = node.nextSibling;
    if (node !== pPr && node !== end) paragraph.removeChild(node);
    node = following;
  }
  for (const piece of next) {
    const element = piece.kind === 'text' ? writeRun(paragraph, piece, options) : piece.item;
    paragraph.insertBefore(element, end ?? null);
  }
  if (end && options.language) end.setAttribute('lang', options.language);
  if (options.rtl) ensurePPr(paragraph).setAttribute('rtl', '1');
}
