import type { Element } from '@xmldom/xmldom';
import type { Segment } from '../../segments/segment.ts';
import { extractDrawingPart } from '../ooxml/drawing-part.ts';
import type { OoxmlPackage } from '../ooxml/package.ts';
import { elementsByName, firstChild, parsePart } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { plainText, tagCellText } from './rich-text.ts';
import { type LockedRow, type SheetScan, scanSheet, tableLockedRows } from './sheet-cells.ts';
import { commentSegments, commentUnits, headerSegments } from './sheet-text.ts';
import { readWorkbook, type SheetInfo, type SheetLinks, sheetLinks, type WorkbookInfo } from './workbook.ts';

/** Which of a workbook's texts are translated (EXCEL_OPTIONS). */
export interface ExcelChoice {
  includeHidden: boolean;
  sheetNames: boolean;
  comments: boolean;
  charts: boolean;
  headersFooters: boolean;
}

/** A part other than cells whose units are all its own (comments, drawings, charts). */
export interface TextPartUnits {
  path: string;
  kind: 'comments' | 'drawing';
  sources: Map<string, string>;
}

export interface SheetText {
  info: SheetInfo;
  links: SheetLinks;
  locked: LockedRow[];
  /** Shared strings used by cells that are translated, and by cells that must keep the source. */
  sharedTranslated: Set<number>;
  sharedKept: Set<number>;
  /** Inline strings and header/footer sections of this sheet: id → source text. */
  sources: Map<string, string>;
}

export interface WorkbookText {
  workbook: WorkbookInfo;
  sheets: SheetText[];
  /** Translated shared strings: index → source text. */
  shared: Map<number, string>;
  parts: TextPartUnits[];
  /** Sheet name segments: id → sheet. */
  names: Map<string, SheetInfo>;
  /** Every chart part, translated or not: their series formulas name sheets. */
  charts: string[];
}

const HAS_WORDS = /\p{L}/u;

export function sharedStringId(index: number): string {
  return `ss${index}`;
}

export function inlineStringId(sheet: SheetInfo, ref: string): string {
  return `${sheet.path}!${ref}`;
}

export function sheetNameId(workbook: WorkbookInfo, sheet: SheetInfo): string {
  return `${workbook.path}#sheet${sheet.index}`;
}

/** The `si` elements of the shared strings part, by index. */
export function sharedItems(doc: XmlDocument | undefined): Element[] {
  const root = doc?.documentElement;
  return root ? elementsByName(doc as XmlDocument, 'si').filter((si) => si.parentNode === root) : [];
}

class WorkbookReader {
  readonly segments: Segment[] = [];
  readonly text: WorkbookText;
  private readonly items: Element[];

  constructor(
    private readonly pkg: OoxmlPackage,
    private readonly choice: ExcelChoice,
  ) {
    const workbook = readWorkbook(pkg);
    const path = workbook.sharedStrings;
    this.items = sharedItems(path ? parsePart(pkg.files[path] as Uint8Array, path) : undefined);
    this.text = { workbook, sheets: [], shared: new Map(), parts: [], names: new Map(), charts: [] };
  }

  private shown(sheet: SheetInfo): boolean {
    return this.choice.includeHidden || !sheet.hidden;
  }

  private add(segments: readonly Segment[], part?: Omit<TextPartUnits, 'sources'>): void {
    this.segments.push(...segments);
    if (part && segments.length > 0) {
      this.text.parts.push({ ...part, sources: new Map(segments.map((segment) => [segment.id, segment.text])) });
    }
  }

  read(): void {
    const { workbook } = this.text;
    for (const sheet of workbook.sheets) {
      if (this.choice.sheetNames && sheet.kind !== 'other' && this.shown(sheet) && HAS_WORDS.test(sheet.name)) {
        const id = sheetNameId(workbook, sheet);
        this.text.names.set(id, sheet);
        this.segments.push({ id, text: sheet.name, context: { part: sheet.name, kind: 'title', note: 'sheet name' } });
      }
    }
    for (const sheet of workbook.sheets) if (sheet.kind !== 'other') this.readSheet(sheet);
  }

  private readSheet(sheet: SheetInfo): void {
    const links = sheetLinks(this.pkg, sheet);
    const locked = links.tables.flatMap((table) =>
      tableLockedRows(parsePart(this.pkg.files[table] as Uint8Array, table)),
    );
    const doc = parsePart(this.pkg.files[sheet.path] as Uint8Array, sheet.path);
    const scan = scanSheet(doc, { sheetHidden: sheet.hidden, includeHidden: this.choice.includeHidden, locked });
    const entry: SheetText = {
      info: sheet,
      links,
      locked,
      sharedTranslated: new Set(),
      sharedKept: new Set(),
      sources: new Map(),
    };
    this.text.sheets.push(entry);
    this.text.charts.push(...links.charts);
    if (sheet.kind === 'worksheet') this.readCells(entry, scan);
    if (!this.shown(sheet)) return;
    if (this.choice.headersFooters) {
      const headers = headerSegments(doc, sheet.path, sheet.name);
      for (const segment of headers) entry.sources.set(segment.id, segment.text);
      this.segments.push(...headers);
    }
    if (this.choice.comments) this.readComments(sheet, links, scan);
    for (const drawing of links.drawings) this.readDrawing(drawing, `${sheet.name} drawing`);
    if (this.choice.charts) for (const chart of links.charts) this.readDrawing(chart, `${sheet.name} chart`);
  }

  private readCells(entry: SheetText, scan: SheetScan): void {
    for (const cell of scan.cells) {
      const part = `${entry.info.name}!${cell.ref}`;
      if (cell.kind === 'inline') {
        const container = firstChild(cell.element, 'is');
        if (!cell.translatable || !container || !HAS_WORDS.test(plainText(container))) continue;
        const id = inlineStringId(entry.info, cell.ref);
        const text = tagCellText(container).text;
        entry.sources.set(id, text);
        this.segments.push({ id, text, context: { part, kind: 'cell' } });
        continue;
      }
      const item = this.items[cell.index];
      if (!item || !HAS_WORDS.test(plainText(item))) continue;
      if (!cell.translatable) {
        entry.sharedKept.add(cell.index);
        continue;
      }
      entry.sharedTranslated.add(cell.index);
      if (this.text.shared.has(cell.index)) continue;
      const text = tagCellText(item).text;
      this.text.shared.set(cell.index, text);
      this.segments.push({ id: sharedStringId(cell.index), text, context: { part, kind: 'cell' } });
    }
  }

  private readComments(sheet: SheetInfo, links: SheetLinks, scan: SheetScan): void {
    for (const path of [links.comments, ...links.threadedComments]) {
      if (!path) continue;
      const units = commentUnits(parsePart(this.pkg.files[path] as Uint8Array, path), path).filter(
        (unit) => this.choice.includeHidden || !scan.isHidden(unit.ref),
      );
      this.add(commentSegments(units, sheet.name), { path, kind: 'comments' });
    }
  }

  private readDrawing(path: string, label: string): void {
    if (this.text.parts.some((part) => part.path === path)) return;
    const doc = parsePart(this.pkg.files[path] as Uint8Array, path);
    this.add(extractDrawingPart(doc, path, label, 'caption'), { path, kind: 'drawing' });
  }
}

/** All translatable texts of a workbook, in reading order: sheet names, then sheet by sheet. */
export function readWorkbookText(pkg: OoxmlPackage, choice: ExcelChoice): { segments: Segment[]; text: WorkbookText } {
  const reader = new WorkbookReader(pkg, choice);
  reader.read();
  return { segments: reader.segments, text: reader.text };
}
