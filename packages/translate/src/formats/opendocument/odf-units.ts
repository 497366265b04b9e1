import type { Element } from '@xmldom/xmldom';
import type { SegmentKind } from '../../segments/segment.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { isOdfPair } from './odf-inline.ts';
import { odfAttribute, odfName } from './odf-names.ts';
import {
  columnLetters,
  coveredByHidden,
  hiddenColumns,
  hiddenSheetStyles,
  isHiddenLine,
  repeatCount,
} from './odf-sheet.ts';
import { childElements, childNodes } from './xml-runs.ts';
import type { XmlUnit } from './xml-units.ts';

export interface OdfWalkOptions {
  /** Spreadsheets translate string cells only and leave hidden sheets, rows and columns alone. */
  spreadsheet: boolean;
  includeHidden: boolean;
  includeNotes: boolean;
}

interface TableState {
  name: string;
  hidden: [number, number][];
  row: number;
}

interface Place {
  part: string;
  kind: SegmentKind;
  table?: TableState;
}

const HEADER_FOOTER = /^style:(header|footer)(-left|-first)?$/;
const CELLS = new Set(['table:table-cell', 'table:covered-table-cell']);
/** Texts without paragraphs: alternative text of frames, and the header and footer texts of slides. */
const PLAIN_TEXT: Record<string, { kind: SegmentKind; part?: string }> = {
  'svg:title': { kind: 'caption' },
  'svg:desc': { kind: 'caption' },
  'presentation:header-decl': { kind: 'paragraph', part: 'header' },
  'presentation:footer-decl': { kind: 'paragraph', part: 'footer' },
};
/** Deleted text of tracked changes and form controls: kept exactly as they are. */
const SKIPPED = new Set(['text:tracked-changes', 'office:forms']);

/**
 * Finds the paragraphs of an OpenDocument part in reading order: body text, table cells, text
 * boxes, notes and comments (each paragraph inside a note or frame is a unit of its own),
 * slides and, when asked, speaker notes; headers and footers of master pages.
 */
export function odfUnits(doc: XmlDocument, root: Element, part: string, options: OdfWalkOptions): XmlUnit[] {
  const units: XmlUnit[] = [];
  const hiddenSheets = options.spreadsheet && !options.includeHidden ? hiddenSheetStyles(doc) : new Set<string>();
  const skipHidden = options.spreadsheet && !options.includeHidden;
  let slide = 0;

  const paragraph = (element: Element, place: Place) => {
    const style = odfAttribute(element, 'text:style-name') ?? undefined;
    const kind = odfName(element) === 'text:h' ? 'heading' : place.kind;
    units.push({
      nodes: childNodes(element),
      block: element,
      layout: 'clone',
      context: { part: place.part, kind, style },
    });
    scanInline(element, place);
  };

  // Frames, notes and comments anchored inside a paragraph hold paragraphs of their own.
  const scanInline = (element: Element, place: Place) => {
    for (const child of childElements(element)) {
      if (isOdfPair(child)) scanInline(child, place);
      else walk(child, place);
    }
  };

  const cell = (element: Element, place: Place, column: number, hidden: boolean) => {
    if (hidden) return;
    const type = odfAttribute(element, 'office:value-type') ?? odfAttribute(element, 'calcext:value-type');
    const formula = odfAttribute(element, 'table:formula');
    const text = !formula && (options.spreadsheet ? type === 'string' : type === null || type === 'string');
    const table = place.table;
    const at = table
      ? { ...place, part: `${table.name}!${columnLetters(column)}${table.row + 1}`, kind: 'cell' as const }
      : place;
    for (const child of childElements(element)) {
      if (text || odfName(child) === 'office:annotation') walk(child, at);
    }
  };

  const row = (element: Element, place: Place) => {
    const table = place.table;
    const count = repeatCount(element, 'table:number-rows-repeated');
    if (!(skipHidden && isHiddenLine(element))) {
      let column = 0;
      for (const child of childElements(element)) {
        if (!CELLS.has(odfName(child))) continue;
        const span = repeatCount(child, 'table:number-columns-repeated');
        cell(child, place, column, skipHidden && coveredByHidden(table?.hidden ?? [], column, span));
        column += span;
      }
    }
    if (table) table.row += count;
  };

  /** Where the text inside an element belongs; undefined for content that stays untouched. */
  const enter = (element: Element, name: string, place: Place): Place | undefined => {
    if (name === 'draw:page') {
      slide += 1;
      return { part: `slide ${slide}`, kind: 'paragraph' };
    }
    if (name === 'presentation:notes') {
      return options.includeNotes ? { part: slide > 0 ? `notes ${slide}` : 'notes', kind: 'note' } : undefined;
    }
    if (name === 'table:table') {
      if (hiddenSheets.has(odfAttribute(element, 'table:style-name') ?? '')) return undefined;
      const tableName = odfAttribute(element, 'table:name') ?? 'table';
      // 'Sales' in a spreadsheet or a document's body, 'slide 2 table' on a slide.
      const label = place.part === 'body' ? tableName : `${place.part} ${tableName}`;
      return { ...place, table: { name: label, hidden: skipHidden ? hiddenColumns(element) : [], row: 0 } };
    }
    if (name === 'text:note') return { part: odfAttribute(element, 'text:note-class') ?? 'footnote', kind: 'note' };
    if (name === 'office:annotation') return { part: 'comment', kind: 'note' };
    if (HEADER_FOOTER.test(name)) return { part: name.slice('style:'.length), kind: 'paragraph' };
    // A placeholder of a presentation's master holds a prompt only the editor shows.
    if (name === 'draw:frame' && place.part.startsWith('master') && odfAttribute(element, 'presentation:class')) {
      return undefined;
    }
    if (name === 'style:master-page') {
      return { part: `master ${odfAttribute(element, 'style:name') ?? ''}`.trim(), kind: 'paragraph' };
    }
    return SKIPPED.has(name) ? undefined : place;
  };

  const walk = (element: Element, place: Place): void => {
    const name = odfName(element);
    if (name === 'text:p' || name === 'text:h') {
      paragraph(element, place);
    } else if (name === 'table:table-row') {
      row(element, place);
    } else if (PLAIN_TEXT[name]) {
      const { kind, part: fixed } = PLAIN_TEXT[name];
      const context = { part: fixed ?? place.part, kind };
      units.push({ nodes: childNodes(element), block: element, layout: 'join', context });
    } else {
      const here = enter(element, name, place);
      if (here) for (const child of childElements(element)) walk(child, here);
    }
  };

  walk(root, { part, kind: 'paragraph' });
  return units;
}

/** The document title of meta.xml, shown in the title bar and the file's properties. */
export function odfTitleUnits(root: Element): XmlUnit[] {
  const meta = childElements(root).find((child) => odfName(child) === 'office:meta');
  const titles = meta ? childElements(meta).filter((child) => odfName(child) === 'dc:title') : [];
  return titles.map((title) => ({
    nodes: childNodes(title),
    block: title,
    layout: 'join',
    context: { part: 'properties', kind: 'title' },
  }));
}
