import type { Element } from '@xmldom/xmldom';
import { piecesFromTranslation, tagPieces } from '../ooxml/run-tags.ts';
import { firstChild, replaceText } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';
import type { SheetRenames } from './formula-refs.ts';
import { parseHeaderFooter, writeHeaderFooter } from './header-footer.ts';
import { linePieces, writeCellText } from './rich-text.ts';
import { scanSheet } from './sheet-cells.ts';
import { renameInPart } from './sheet-names.ts';
import { type CommentUnit, commentUnits, headerUnits } from './sheet-text.ts';
import { inlineStringId, type SheetText, sharedItems } from './workbook-text.ts';

/** Whether a translation replaces its source: given, and different from it. */
export type Changes = (id: string, source: string | undefined) => string | undefined;

/**
 * Translates shared strings in place. Strings that some cell must keep in the source (a hidden
 * cell, a table header, a cell of a bilingual source sheet) first get an untouched copy appended;
 * the returned map says where each copy went.
 */
export function rebuildSharedStrings(
  doc: XmlDocument,
  changed: ReadonlyMap<number, string>,
  keep: ReadonlySet<number>,
): Map<number, number> {
  const root = doc.documentElement as Element;
  const items = sharedItems(doc);
  const copies = new Map<number, number>();
  for (const index of [...keep].sort((a, b) => a - b)) {
    const item = items[index];
    if (!item || !changed.has(index)) continue;
    copies.set(index, items.length + copies.size);
    root.appendChild(item.cloneNode(true));
  }
  for (const [index, translation] of changed) {
    const item = items[index];
    if (item) writeCellText(item, translation);
  }
  if (root.hasAttribute('uniqueCount')) root.setAttribute('uniqueCount', String(items.length + copies.size));
  return copies;
}

/** Adds references made by new cells (bilingual copies) to the shared strings' total count. */
export function addSharedReferences(doc: XmlDocument, count: number): void {
  const root = doc.documentElement as Element;
  const total = Number(root.getAttribute('count'));
  if (count > 0 && root.hasAttribute('count') && Number.isFinite(total))
    root.setAttribute('count', String(total + count));
}

/**
 * Points cells at the untouched copies of their shared strings: the cells that keep the source
 * (`includeHidden` says which), or every cell when `includeHidden` is undefined (a source sheet).
 */
export function pointAtSourceCopies(
  doc: XmlDocument,
  sheet: SheetText,
  copies: ReadonlyMap<number, number>,
  includeHidden?: boolean,
): number {
  let moved = 0;
  const visibility = { sheetHidden: sheet.info.hidden, includeHidden: includeHidden ?? true, locked: sheet.locked };
  for (const cell of scanSheet(doc, visibility).cells) {
    const copy = cell.kind === 'shared' ? copies.get(cell.index) : undefined;
    const value = firstChild(cell.element, 'v');
    if (copy === undefined || !value || (includeHidden !== undefined && cell.translatable)) continue;
    replaceText(value, String(copy));
    moved += 1;
  }
  return moved;
}

export interface SheetChanges {
  changes: Changes;
  includeHidden: boolean;
  copies: ReadonlyMap<number, number>;
  renames: SheetRenames;
}

function rebuildHeaders(doc: XmlDocument, sheet: SheetText, changes: Changes): boolean {
  const byElement = new Map<Element, Map<number, string>>();
  for (const unit of headerUnits(doc, sheet.info.path)) {
    const translation = changes(unit.id, sheet.sources.get(unit.id));
    if (translation !== undefined)
      byElement.set(unit.element, (byElement.get(unit.element) ?? new Map()).set(unit.section, translation));
  }
  for (const [element, sections] of byElement)
    replaceText(element, writeHeaderFooter(parseHeaderFooter(element.textContent ?? ''), sections));
  return byElement.size > 0;
}

/** A worksheet's own changes: inline strings, kept cells moved to source copies, headers and footers, renamed sheets in formulas. */
export function rebuildSheet(doc: XmlDocument, sheet: SheetText, options: SheetChanges): boolean {
  let changed = false;
  const visibility = { sheetHidden: sheet.info.hidden, includeHidden: options.includeHidden, locked: sheet.locked };
  for (const cell of scanSheet(doc, visibility).cells) {
    const container = cell.kind === 'inline' ? firstChild(cell.element, 'is') : undefined;
    if (!container || !cell.translatable) continue;
    const id = inlineStringId(sheet.info, cell.ref);
    const translation = options.changes(id, sheet.sources.get(id));
    if (translation === undefined) continue;
    writeCellText(container, translation);
    changed = true;
  }
  if (options.copies.size > 0 && pointAtSourceCopies(doc, sheet, options.copies, options.includeHidden) > 0)
    changed = true;
  if (rebuildHeaders(doc, sheet, options.changes)) changed = true;
  return renameInPart(doc, options.renames) || changed;
}

function writePlainComment(unit: CommentUnit, translation: string): void {
  const tagged = tagPieces(linePieces(unit.text.textContent ?? '', undefined, ''), { style: undefined, key: '' });
  const text = piecesFromTranslation(tagged, translation)
    .map((piece) => (piece.kind === 'text' ? piece.text : piece.item))
    .join('');
  replaceText(unit.text, text);
}

/** Notes and threaded comments of one part. */
export function rebuildComments(
  doc: XmlDocument,
  path: string,
  sources: ReadonlyMap<string, string>,
  changes: Changes,
): boolean {
  let changed = false;
  for (const unit of commentUnits(doc, path)) {
    if (!sources.has(unit.id)) continue;
    const translation = changes(unit.id, sources.get(unit.id));
    if (translation === undefined) continue;
    if (unit.threaded) writePlainComment(unit, translation);
    else writeCellText(unit.text, translation);
    changed = true;
  }
  return changed;
}
