import type { Element } from '@xmldom/xmldom';
import type { XmlDocument } from '../safe-xml.ts';
import { odfAttribute, odfName } from './odf-names.ts';
import { childElements } from './xml-runs.ts';

/**
 * Where things are in OpenDocument tables: cell addresses for segment context, and which
 * sheets, rows and columns a spreadsheet hides (left untouched unless the user asks).
 */

const MAX_REPEAT = 1_048_576;

export function repeatCount(element: Element, attribute: string): number {
  const value = Number(odfAttribute(element, attribute) ?? '1');
  return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_REPEAT) : 1;
}

/** Names of the automatic table styles that hide a sheet (table:display="false"). */
export function hiddenSheetStyles(doc: XmlDocument): Set<string> {
  const hidden = new Set<string>();
  const styles = doc.getElementsByTagNameNS('urn:oasis:names:tc:opendocument:xmlns:style:1.0', 'style');
  for (let index = 0; index < styles.length; index++) {
    const style = styles.item(index) as Element;
    const properties = childElements(style).find((child) => odfName(child) === 'style:table-properties');
    if (properties && odfAttribute(properties, 'table:display') === 'false') {
      hidden.add(odfAttribute(style, 'style:name') ?? '');
    }
  }
  return hidden;
}

export function isHiddenLine(element: Element): boolean {
  const visibility = odfAttribute(element, 'table:visibility');
  return visibility === 'collapse' || visibility === 'filter';
}

const COLUMN_GROUPS = new Set(['table:table-columns', 'table:table-header-columns', 'table:table-column-group']);

/** Hidden column ranges [start, end) of one table, from its column declarations. */
export function hiddenColumns(table: Element): [number, number][] {
  const ranges: [number, number][] = [];
  let column = 0;
  const visit = (parent: Element) => {
    for (const child of childElements(parent)) {
      const name = odfName(child);
      if (COLUMN_GROUPS.has(name)) visit(child);
      if (name !== 'table:table-column') continue;
      const count = repeatCount(child, 'table:number-columns-repeated');
      if (isHiddenLine(child)) ranges.push([column, column + count]);
      column += count;
    }
  };
  visit(table);
  return ranges;
}

/** Whether every column a (possibly repeated) cell covers is hidden. */
export function coveredByHidden(ranges: readonly [number, number][], start: number, count: number): boolean {
  return ranges.some(([from, to]) => from <= start && start + count <= to);
}

/** 'A', 'Z', 'AA' ... for a zero-based column index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
