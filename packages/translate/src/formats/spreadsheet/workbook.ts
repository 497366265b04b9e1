import type { Element } from '@xmldom/xmldom';
import { FormatError } from '../document-format.ts';
import { type OoxmlPackage, requirePart } from '../ooxml/package.ts';
import { type Relationship, readRelationships } from '../ooxml/relationships.ts';
import { attributeByLocalName, elementsByName } from '../ooxml/xml-part.ts';

/** One tab of the workbook, as listed in xl/workbook.xml. */
export interface SheetInfo {
  /** Position among the workbook's sheets (what `localSheetId` and `activeTab` count). */
  index: number;
  name: string;
  sheetId: number;
  path: string;
  kind: 'worksheet' | 'chartsheet' | 'other';
  hidden: boolean;
}

export interface WorkbookInfo {
  path: string;
  sheets: SheetInfo[];
  sharedStrings?: string;
  /** Pivot cache definitions: they name source sheets. */
  pivotCaches: string[];
  /** docProps/app.xml, which lists the sheet names. */
  appProperties?: string;
}

/** Refuses workbooks with more sheets than Excel itself could open sensibly. */
const MAX_SHEETS = 4096;

function kindOf(rel: Relationship | undefined): SheetInfo['kind'] {
  if (rel?.type === 'worksheet') return 'worksheet';
  if (rel?.type === 'chartsheet') return 'chartsheet';
  return 'other';
}

export function readWorkbook(pkg: OoxmlPackage): WorkbookInfo {
  const doc = requirePart(pkg, pkg.mainPart);
  const rels = readRelationships(pkg.files, pkg.mainPart).filter((rel) => !rel.external);
  const byId = new Map(rels.map((rel) => [rel.id, rel]));
  const elements = elementsByName(doc, 'sheet').filter((element) => element.parentNode?.localName === 'sheets');
  if (elements.length > MAX_SHEETS) throw new FormatError('The workbook has too many sheets to translate', 'too-large');
  const sheets = elements.map((element: Element, index): SheetInfo => {
    const rel = byId.get(attributeByLocalName(element, 'id') ?? '');
    const state = element.getAttribute('state');
    return {
      index,
      name: element.getAttribute('name') ?? '',
      sheetId: Number(element.getAttribute('sheetId')) || 0,
      path: rel?.target ?? '',
      kind: rel && pkg.files[rel.target] ? kindOf(rel) : 'other',
      hidden: state === 'hidden' || state === 'veryHidden',
    };
  });
  const appProperties = readRelationships(pkg.files, '').find((rel) => rel.type === 'extended-properties')?.target;
  return {
    path: pkg.mainPart,
    sheets,
    sharedStrings: rels.find((rel) => rel.type === 'sharedStrings' && pkg.files[rel.target])?.target,
    pivotCaches: rels
      .filter((rel) => rel.type === 'pivotCacheDefinition' && pkg.files[rel.target])
      .map((rel) => rel.target),
    appProperties: appProperties && pkg.files[appProperties] ? appProperties : undefined,
  };
}

/** Parts hanging off a sheet: comments, threaded comments, tables, drawings and the charts in them. */
export interface SheetLinks {
  comments?: string;
  threadedComments: string[];
  tables: string[];
  drawings: string[];
  charts: string[];
}

export function sheetLinks(pkg: OoxmlPackage, sheet: SheetInfo): SheetLinks {
  const rels = readRelationships(pkg.files, sheet.path).filter((rel) => !rel.external && pkg.files[rel.target]);
  const of = (type: string) => rels.filter((rel) => rel.type === type).map((rel) => rel.target);
  const drawings = of('drawing');
  const charts = drawings.flatMap((drawing) =>
    readRelationships(pkg.files, drawing)
      .filter((rel) => rel.type === 'chart' && !rel.external && pkg.files[rel.target])
      .map((rel) => rel.target),
  );
  return {
    comments: of('comments')[0],
    threadedComments: of('threadedComment'),
    tables: of('table'),
    drawings,
    charts,
  };
}
