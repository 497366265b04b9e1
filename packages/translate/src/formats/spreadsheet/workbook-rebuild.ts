import type { OutputMode } from '../format.ts';
import { CONTENT_TYPES_PART } from '../ooxml/content-types.ts';
import { rebuildDrawingPart } from '../ooxml/drawing-part.ts';
import { type OoxmlPackage, requirePart } from '../ooxml/package.ts';
import { relsPath } from '../ooxml/relationships.ts';
import { elementsByName, parsePart, partBytes } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';
import type { SheetRenames } from './formula-refs.ts';
import { renameKey } from './formula-refs.ts';
import { addSourceCopies, type SourceCopy } from './sheet-copies.ts';
import { cleanSheetName, MAX_SHEET_NAME, renameInAppProperties, renameInPart, uniqueSheetName } from './sheet-names.ts';
import {
  addSharedReferences,
  type Changes,
  rebuildComments,
  rebuildSharedStrings,
  rebuildSheet,
} from './sheet-rebuild.ts';
import { type ExcelChoice, type SheetText, sharedStringId, type WorkbookText } from './workbook-text.ts';

export interface WorkbookEdit {
  pkg: OoxmlPackage;
  text: WorkbookText;
  choice: ExcelChoice;
  changes: Changes;
  renames: SheetRenames;
  mode: OutputMode;
  language: string;
  rtl: boolean;
  changed: Map<string, Uint8Array>;
}

function parse(pkg: OoxmlPackage, path: string): XmlDocument {
  return parsePart(pkg.files[path] as Uint8Array, path);
}

/** Sheets that get a source copy in the bilingual modes: worksheets with translated text. */
function copiedSheets(edit: WorkbookEdit): SheetText[] {
  if (edit.mode === 'translated') return [];
  return edit.text.sheets.filter(
    (sheet) => sheet.info.kind === 'worksheet' && (sheet.sharedTranslated.size > 0 || sheet.sources.size > 0),
  );
}

/** Shared strings and sheets: returns the shared strings part, still open, and the copies of source strings. */
function rebuildCells(
  edit: WorkbookEdit,
  copied: readonly SheetText[],
): { sst?: XmlDocument; copies: Map<number, number> } {
  const { text, changes } = edit;
  const translated = new Map<number, string>();
  for (const [index, source] of text.shared) {
    const translation = changes(sharedStringId(index), source);
    if (translation !== undefined) translated.set(index, translation);
  }
  const keep = new Set<number>();
  for (const sheet of text.sheets) for (const index of sheet.sharedKept) keep.add(index);
  for (const sheet of copied) for (const index of sheet.sharedTranslated) keep.add(index);
  const path = text.workbook.sharedStrings;
  let sst: XmlDocument | undefined;
  let copies = new Map<number, number>();
  if (path && translated.size > 0) {
    sst = parse(edit.pkg, path);
    copies = rebuildSharedStrings(sst, translated, keep);
  }
  for (const sheet of text.sheets) {
    const ownChange = [...sheet.sources].some(([id, source]) => changes(id, source) !== undefined);
    const kept = [...sheet.sharedKept].some((index) => copies.has(index));
    if (!ownChange && !kept && edit.renames.size === 0) continue;
    const doc = parse(edit.pkg, sheet.info.path);
    const options = { changes, includeHidden: edit.choice.includeHidden, copies, renames: edit.renames };
    if (rebuildSheet(doc, sheet, options)) edit.changed.set(sheet.info.path, partBytes(doc));
  }
  return { sst, copies };
}

/** Comments, text boxes and charts; charts are also rewritten when a sheet their series read was renamed. */
function rebuildParts(edit: WorkbookEdit): void {
  const { changes, renames } = edit;
  const done = new Set<string>();
  for (const part of edit.text.parts) {
    done.add(part.path);
    const touched = [...part.sources].some(([id, source]) => changes(id, source) !== undefined);
    if (!touched && renames.size === 0) continue;
    const doc = parse(edit.pkg, part.path);
    let changed = false;
    if (part.kind === 'comments') changed = touched && rebuildComments(doc, part.path, part.sources, changes);
    else if (touched) {
      const translations = new Map<string, string>();
      for (const [id, source] of part.sources) translations.set(id, changes(id, source) ?? source);
      changed = rebuildDrawingPart(doc, part.path, translations, {
        mode: 'translated',
        language: edit.language,
        rtl: edit.rtl,
      });
    }
    if (renameInPart(doc, renames) || changed) edit.changed.set(part.path, partBytes(doc));
  }
  if (renames.size === 0) return;
  const tables = edit.text.sheets.flatMap((sheet) => sheet.links.tables);
  const others = [...edit.text.charts, ...tables, ...edit.text.workbook.pivotCaches].filter((path) => !done.has(path));
  for (const path of new Set(others)) {
    const doc = parse(edit.pkg, path);
    if (renameInPart(doc, renames)) edit.changed.set(path, partBytes(doc));
  }
  const app = edit.text.workbook.appProperties;
  if (app) {
    const doc = parse(edit.pkg, app);
    if (renameInAppProperties(doc, renames)) edit.changed.set(app, partBytes(doc));
  }
}

const SOURCE_SUFFIX = ' (source)';

function copyPlan(edit: WorkbookEdit, copied: readonly SheetText[]): SourceCopy[] {
  const finalName = (name: string) => edit.renames.get(renameKey(name)) ?? name;
  const taken = new Set(edit.text.workbook.sheets.map((sheet) => renameKey(finalName(sheet.name))));
  return copied.map((sheet) => {
    const base = cleanSheetName(sheet.info.name, 'Sheet', MAX_SHEET_NAME - SOURCE_SUFFIX.length);
    return { sheet, name: uniqueSheetName(`${base}${SOURCE_SUFFIX}`, taken) };
  });
}

/** Sheet names in the workbook, defined names, and the source copies with their relationships and content types. */
function rebuildWorkbook(edit: WorkbookEdit, copied: readonly SheetText[], copies: Map<number, number>): number {
  const { pkg, renames } = edit;
  if (renames.size === 0 && copied.length === 0) return 0;
  const workbook = requirePart(pkg, pkg.mainPart);
  for (const sheet of elementsByName(workbook, 'sheet')) {
    const next = renames.get(renameKey(sheet.getAttribute('name') ?? ''));
    if (next && sheet.parentNode?.localName === 'sheets') sheet.setAttribute('name', next);
  }
  renameInPart(workbook, renames);
  let references = 0;
  if (copied.length > 0) {
    const workbookRels = requirePart(pkg, relsPath(pkg.mainPart));
    const contentTypes = requirePart(pkg, CONTENT_TYPES_PART);
    const context = {
      pkg,
      workbook,
      workbookRels,
      contentTypes,
      copies,
      renames,
      before: edit.mode === 'source-then-target',
      changed: edit.changed,
    };
    references = addSourceCopies(context, copyPlan(edit, copied));
    edit.changed.set(relsPath(pkg.mainPart), partBytes(workbookRels));
    edit.changed.set(CONTENT_TYPES_PART, partBytes(contentTypes));
  }
  edit.changed.set(pkg.mainPart, partBytes(workbook));
  return references;
}

/** Applies every change of a workbook to `edit.changed`. */
export function rebuildWorkbookParts(edit: WorkbookEdit): void {
  const copied = copiedSheets(edit);
  const { sst, copies } = rebuildCells(edit, copied);
  rebuildParts(edit);
  const references = rebuildWorkbook(edit, copied, copies);
  const path = edit.text.workbook.sharedStrings;
  if (sst && path) {
    addSharedReferences(sst, references);
    edit.changed.set(path, partBytes(sst));
  }
}
