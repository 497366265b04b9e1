import type { Element } from '@xmldom/xmldom';
import { addOverride, contentTypeOf } from '../ooxml/content-types.ts';
import type { OoxmlPackage } from '../ooxml/package.ts';
import { addRelationship, readRelationships, relativeTarget, relsPath } from '../ooxml/relationships.ts';
import { documentOf, elementsByName, parsePart, partBytes } from '../ooxml/xml-part.ts';
import { parseXml, type XmlDocument } from '../safe-xml.ts';
import type { SheetRenames } from './formula-refs.ts';
import { renameInPart } from './sheet-names.ts';
import { pointAtSourceCopies } from './sheet-rebuild.ts';
import type { SheetText } from './workbook-text.ts';

/**
 * Bilingual workbooks: every translated sheet stays where it is, translated, and a copy with
 * the source text is added right after it (target-then-source) or right before it
 * (source-then-target), named "<sheet> (source)". Formulas elsewhere keep pointing at the
 * translated sheet. The copy keeps cells, styles, merged cells, sizes, print settings and
 * external links; drawings, charts, comments, tables and controls are not duplicated, because
 * those parts cannot be shared between two sheets.
 */
export interface SourceCopy {
  sheet: SheetText;
  name: string;
}

export interface CopyContext {
  pkg: OoxmlPackage;
  workbook: XmlDocument;
  workbookRels: XmlDocument;
  contentTypes: XmlDocument;
  copies: ReadonlyMap<number, number>;
  renames: SheetRenames;
  before: boolean;
  /** Parts written so far; the copies are added to it. */
  changed: Map<string, Uint8Array>;
}

const RELATIONSHIPS_NS = /\/relationships$/;
/** Containers that mean nothing once their last child is gone. */
const EMPTY_CONTAINERS = new Set([
  'tableParts',
  'oleObjects',
  'controls',
  'slicerList',
  'Choice',
  'Fallback',
  'AlternateContent',
  'ext',
  'extLst',
]);
const EMPTY_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

function removeWithEmptyParents(element: Element): void {
  let node: Element | null = element;
  while (node) {
    const parent = node.parentNode as Element | null;
    parent?.removeChild(node);
    const emptied =
      parent &&
      EMPTY_CONTAINERS.has(parent.localName ?? '') &&
      !Array.from(parent.childNodes).some((n) => n.nodeType === 1);
    node = emptied ? parent : null;
  }
  for (const parts of elementsByName(documentOf(element), 'tableParts')) {
    parts.setAttribute('count', String(elementsByName(parts, 'tablePart').length));
  }
}

/** Drops what a second sheet cannot share; external hyperlinks get relationships of their own. */
function detach(doc: XmlDocument, sheetPath: string, pkg: OoxmlPackage): XmlDocument | undefined {
  for (const element of elementsByName(doc, 'sheetPr')) element.removeAttribute('codeName');
  for (const element of elementsByName(doc, 'sheetView')) element.removeAttribute('tabSelected');
  const rels = new Map(readRelationships(pkg.files, sheetPath).map((rel) => [rel.id, rel]));
  const relsBytes = pkg.files[relsPath(sheetPath)];
  const originalRels = relsBytes ? parsePart(relsBytes, relsPath(sheetPath)) : undefined;
  let copyRels: XmlDocument | undefined;
  const linked = elementsByName(doc, '*').filter((element) =>
    Array.from(element.attributes).some((attribute) => RELATIONSHIPS_NS.test(attribute.namespaceURI ?? '')),
  );
  for (const element of linked) {
    const attribute = Array.from(element.attributes).find((a) => RELATIONSHIPS_NS.test(a.namespaceURI ?? ''));
    if (!attribute) continue;
    const rel = rels.get(attribute.value);
    if (element.localName === 'hyperlink' && rel?.external && originalRels) {
      copyRels ??= parseXml(EMPTY_RELS);
      const type = Array.from(originalRels.getElementsByTagName('Relationship')).find(
        (r) => r.getAttribute('Id') === rel.id,
      );
      attribute.value = addRelationship(copyRels, type?.getAttribute('Type') ?? '', rel.target, true);
    } else if (element.localName === 'pageSetup' || element.localName === 'hyperlink') {
      element.removeAttributeNode(attribute);
    } else removeWithEmptyParents(element);
  }
  return copyRels;
}

function freePath(pkg: OoxmlPackage, changed: ReadonlyMap<string, Uint8Array>): string {
  for (let n = 1; ; n++) {
    const path = `xl/worksheets/sheet${n}.xml`;
    if (!pkg.files[path] && !changed.has(path)) return path;
  }
}

function sheetElements(workbook: XmlDocument): Element[] {
  return elementsByName(workbook, 'sheet').filter((element) => element.parentNode?.localName === 'sheets');
}

/** Sheet positions moved: defined names scoped to a sheet and the workbook views follow their sheet. */
function remapPositions(workbook: XmlDocument, before: readonly Element[]): void {
  const after = sheetElements(workbook);
  const moved = (value: string | null) => {
    const element = before[Number(value)];
    return element ? String(after.indexOf(element)) : value;
  };
  for (const name of elementsByName(workbook, 'definedName')) {
    if (name.hasAttribute('localSheetId'))
      name.setAttribute('localSheetId', moved(name.getAttribute('localSheetId')) as string);
  }
  for (const view of elementsByName(workbook, 'workbookView')) {
    for (const attribute of ['activeTab', 'firstSheet']) {
      if (view.hasAttribute(attribute)) view.setAttribute(attribute, moved(view.getAttribute(attribute)) as string);
    }
  }
}

/** Adds the source copies; returns how many shared string references they add. */
export function addSourceCopies(context: CopyContext, plan: readonly SourceCopy[]): number {
  const { pkg, workbook, changed } = context;
  const original = sheetElements(workbook);
  let references = 0;
  let nextSheetId = Math.max(0, ...original.map((element) => Number(element.getAttribute('sheetId')) || 0)) + 1;
  for (const { sheet, name } of plan) {
    const path = freePath(pkg, changed);
    const doc = parsePart(pkg.files[sheet.info.path] as Uint8Array, sheet.info.path);
    references += pointAtSourceCopies(doc, sheet, context.copies);
    renameInPart(doc, context.renames);
    const rels = detach(doc, sheet.info.path, pkg);
    changed.set(path, partBytes(doc));
    if (rels) changed.set(relsPath(path), partBytes(rels));
    addOverride(context.contentTypes, path, contentTypeOf(context.contentTypes, sheet.info.path) ?? '');
    const source = original[sheet.info.index] as Element;
    const relAttribute = Array.from(source.attributes).find((a) => RELATIONSHIPS_NS.test(a.namespaceURI ?? ''));
    const typeUri = Array.from(context.workbookRels.getElementsByTagName('Relationship'))
      .find((r) => r.getAttribute('Id') === relAttribute?.value)
      ?.getAttribute('Type');
    const relId = addRelationship(context.workbookRels, typeUri ?? '', relativeTarget(pkg.mainPart, path));
    const copy = source.cloneNode(false) as Element;
    copy.setAttribute('name', name);
    copy.setAttribute('sheetId', String(nextSheetId++));
    if (relAttribute) copy.setAttributeNS(relAttribute.namespaceURI, relAttribute.name, relId);
    source.parentNode?.insertBefore(copy, context.before ? source : source.nextSibling);
  }
  remapPositions(workbook, original);
  return references;
}
