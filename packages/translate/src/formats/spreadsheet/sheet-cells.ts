import type { Element } from '@xmldom/xmldom';
import { childElements, elementsByName, firstChild } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';

/** A cell holding a string: shared (`t="s"`, an index into the shared strings) or inline (`t="inlineStr"`). */
export interface StringCell {
  element: Element;
  ref: string;
  kind: 'shared' | 'inline';
  /** The shared string index; -1 for inline strings. */
  index: number;
  /** Whether its text may be translated: shown (or hidden content included) and not a table header. */
  translatable: boolean;
}

/** Rows of cells whose text must not change: table headers and totals, which the table part repeats. */
export interface LockedRow {
  row: number;
  firstColumn: number;
  lastColumn: number;
}

export interface SheetVisibility {
  sheetHidden: boolean;
  includeHidden: boolean;
  locked: readonly LockedRow[];
}

export interface SheetScan {
  cells: StringCell[];
  /** Whether the cell at a reference is hidden (its row, column or sheet), for comments. */
  isHidden(ref: string): boolean;
}

/** 'AB12' → { column: 28, row: 12 }. */
export function parseCellRef(ref: string): { column: number; row: number } | undefined {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (!match) return undefined;
  let column = 0;
  for (const letter of (match[1] as string).toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return { column, row: Number(match[2]) };
}

export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const TRUE = new Set(['1', 'true']);

function hiddenColumns(doc: XmlDocument): [number, number][] {
  const ranges: [number, number][] = [];
  for (const col of elementsByName(doc, 'col')) {
    if (TRUE.has(col.getAttribute('hidden') ?? '')) {
      ranges.push([Number(col.getAttribute('min')) || 0, Number(col.getAttribute('max')) || 0]);
    }
  }
  return ranges;
}

/** Header and totals rows of a table part (`ref="A1:C9" headerRowCount totalsRowCount`). */
export function tableLockedRows(table: XmlDocument): LockedRow[] {
  const root = table.documentElement;
  const [from, to] = (root?.getAttribute('ref') ?? '').split(':').map(parseCellRef);
  if (!root || !from || !to) return [];
  const header = Number(root.getAttribute('headerRowCount') ?? '1');
  const totals = Number(root.getAttribute('totalsRowCount') ?? '0');
  const rows: LockedRow[] = [];
  for (let r = 0; r < header; r++) rows.push({ row: from.row + r, firstColumn: from.column, lastColumn: to.column });
  for (let r = 0; r < totals; r++) rows.push({ row: to.row - r, firstColumn: from.column, lastColumn: to.column });
  return rows;
}

/**
 * The string cells of a worksheet in reading order. Formula cells (`t="str"`) hold a computed
 * result and are never listed; numbers, dates and booleans have no type `s` or `inlineStr`.
 */
export function scanSheet(doc: XmlDocument, visibility: SheetVisibility): SheetScan {
  const columns = hiddenColumns(doc);
  const hiddenRows = new Set<number>();
  const cells: StringCell[] = [];
  const columnHidden = (column: number) => columns.some(([min, max]) => column >= min && column <= max);
  const isLocked = (row: number, column: number) =>
    visibility.locked.some((lock) => lock.row === row && column >= lock.firstColumn && column <= lock.lastColumn);
  let rowNumber = 0;
  for (const row of elementsByName(doc, 'row')) {
    rowNumber = Number(row.getAttribute('r')) || rowNumber + 1;
    const rowHidden = TRUE.has(row.getAttribute('hidden') ?? '');
    if (rowHidden) hiddenRows.add(rowNumber);
    let columnNumber = 0;
    for (const cell of childElements(row, 'c')) {
      const ref = cell.getAttribute('r') ?? '';
      columnNumber = parseCellRef(ref)?.column ?? columnNumber + 1;
      const type = cell.getAttribute('t');
      if ((type !== 's' && type !== 'inlineStr') || firstChild(cell, 'f')) continue;
      const shown = !visibility.sheetHidden && !rowHidden && !columnHidden(columnNumber);
      const translatable = (shown || visibility.includeHidden) && !isLocked(rowNumber, columnNumber);
      const index = type === 's' ? Number(firstChild(cell, 'v')?.textContent ?? 'NaN') : -1;
      if (type === 's' && !Number.isInteger(index)) continue;
      cells.push({
        element: cell,
        ref: ref || `${columnName(columnNumber)}${rowNumber}`,
        kind: type === 's' ? 'shared' : 'inline',
        index,
        translatable,
      });
    }
  }
  const isHidden = (ref: string) => {
    const at = parseCellRef(ref);
    if (visibility.sheetHidden) return true;
    return at ? hiddenRows.has(at.row) || columnHidden(at.column) : false;
  };
  return { cells, isHidden };
}
