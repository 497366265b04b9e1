import { type Element, XMLSerializer } from '@xmldom/xmldom';
import { type InlinePiece, piecesFromTranslation, type TaggedParagraph, tagPieces } from '../ooxml/run-tags.ts';
import { childElements, documentOf, firstChild, replaceInvalidXml, siblingElement } from '../ooxml/xml-part.ts';

/**
 * SpreadsheetML strings (shared strings `si`, inline `is`, comment `text`): plain `<t>` or rich
 * runs `<r><rPr/><t/></r>`. Run properties become paired tags, line feeds self-closing ones, so
 * engines cannot merge or lose the lines of a wrapped cell.
 */
export type LineBreak = '\n' | '\r\n';
export type CellPiece = InlinePiece<Element | undefined, LineBreak>;
export type CellText = TaggedParagraph<Element | undefined, LineBreak>;

const serializer = new XMLSerializer();
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Excel writes characters XML cannot hold as _xHHHH_. */
export function decodeEscapes(text: string): string {
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function escapeCode(char: string): string {
  return `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
}

/** The reverse of decodeEscapes; a literal `_xHHHH_` in the text gets its underscore escaped. */
export function encodeEscapes(text: string): string {
  return replaceInvalidXml(text.replace(/_(?=x[0-9A-Fa-f]{4}_)/g, escapeCode), escapeCode);
}

/** Text split at line feeds, which become fixed pieces. */
export function linePieces(text: string, style: Element | undefined, key: string): CellPiece[] {
  const out: CellPiece[] = [];
  const parts = text.split(/(\r?\n)/);
  parts.forEach((part, index) => {
    if (index % 2 === 1) out.push({ kind: 'fixed', item: part as LineBreak });
    else if (part) out.push({ kind: 'text', text: part, style, key });
  });
  return out;
}

function textOf(container: Element): string {
  return childElements(container, 't')
    .map((t) => t.textContent ?? '')
    .join('');
}

function cellPieces(container: Element): CellPiece[] {
  const out: CellPiece[] = [];
  for (const child of childElements(container)) {
    if (child.localName === 't') out.push(...linePieces(decodeEscapes(child.textContent ?? ''), undefined, ''));
    else if (child.localName === 'r') {
      const rPr = firstChild(child, 'rPr');
      const key = rPr ? serializer.serializeToString(rPr) : '';
      out.push(...linePieces(decodeEscapes(textOf(child)), rPr, key));
    }
  }
  return out;
}

/** The string's text without tags, for telling whether it has words. */
export function plainText(container: Element): string {
  let text = '';
  for (const child of childElements(container)) {
    if (child.localName === 't') text += child.textContent ?? '';
    else if (child.localName === 'r') text += textOf(child);
  }
  return decodeEscapes(text);
}

export function tagCellText(container: Element): CellText {
  return tagPieces(cellPieces(container), { style: undefined, key: '' });
}

interface Run {
  style: Element | undefined;
  key: string;
  text: string;
}

/** Pieces to runs: a line feed joins the run before it, so no run holds only a line break unless it must. */
function toRuns(pieces: readonly CellPiece[], base: CellText['base']): Run[] {
  const runs: Run[] = [];
  for (const piece of pieces) {
    const last = runs.at(-1);
    if (piece.kind === 'fixed') {
      if (last) last.text += piece.item;
      else runs.push({ style: base.style, key: base.key, text: piece.item });
    } else if (last && last.key === piece.key) last.text += piece.text;
    else runs.push({ style: piece.style, key: piece.key, text: piece.text });
  }
  return runs;
}

function textElement(container: Element, text: string): Element {
  const t = siblingElement(container, 't');
  if (/^\s|\s$/.test(text) || text.includes('\n')) t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
  t.appendChild(documentOf(container).createTextNode(encodeEscapes(text)));
  return t;
}

/**
 * Replaces the string's text with the translation; phonetic runs go (they index the source's
 * characters), phonetic properties stay. A string without formatting stays a plain `<t>`.
 */
export function writeCellText(container: Element, translation: string): void {
  const tagged = tagCellText(container);
  const runs = toRuns(piecesFromTranslation(tagged, translation), tagged.base);
  for (const child of childElements(container)) {
    if (['t', 'r', 'rPh'].includes(child.localName ?? '')) container.removeChild(child);
  }
  const anchor = firstChild(container, 'phoneticPr') ?? null;
  if (runs.length <= 1 && !runs[0]?.style) {
    container.insertBefore(textElement(container, runs[0]?.text ?? ''), anchor);
    return;
  }
  for (const run of runs) {
    const r = siblingElement(container, 'r');
    if (run.style) r.appendChild(run.style.cloneNode(true));
    r.appendChild(textElement(container, run.text));
    container.insertBefore(r, anchor);
  }
}
