import type { Element } from '@xmldom/xmldom';
import { trimEndOf, trimOf } from '../../linear-text.ts';
import { stripTags } from '../../segments/inline-tags.ts';
import { elementsByName, replaceInvalidXml, replaceText } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { renameKey, renameSheetRefs, type SheetRenames } from './formula-refs.ts';
import type { SheetInfo } from './workbook.ts';

/** Excel's rules: at most 31 characters, none of []:*?/\, no apostrophe at either end, not "History". */
export const MAX_SHEET_NAME = 31;

function truncate(name: string, max: number): string {
  const characters = Array.from(name);
  let out = name;
  while (out.length > max) {
    characters.pop();
    out = characters.join('');
  }
  return out.trim();
}

export function cleanSheetName(name: string, fallback: string, max = MAX_SHEET_NAME): string {
  const spaced = replaceInvalidXml(stripTags(name), () => ' ')
    .replace(/[[\]:*?/\\\t\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let clean = trimOf(spaced, "'").trim();
  clean = trimEndOf(truncate(clean, max), "'");
  return clean && renameKey(clean) !== 'history' ? clean : fallback;
}

/** The name, or the name with " (2)", " (3)" ... when another sheet already has it (case-insensitively). */
export function uniqueSheetName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(renameKey(candidate)); n++) {
    const suffix = ` (${n})`;
    candidate = `${truncate(name, MAX_SHEET_NAME - suffix.length)}${suffix}`;
  }
  taken.add(renameKey(candidate));
  return candidate;
}

/**
 * New names for the sheets whose name segment was translated: cleaned, shortened and made
 * unique against every other sheet. Returns old name (lower-cased) → new name.
 */
export function planRenames(
  sheets: readonly SheetInfo[],
  translated: ReadonlyMap<SheetInfo, string>,
): Map<string, string> {
  const taken = new Set(sheets.filter((sheet) => !translated.has(sheet)).map((sheet) => renameKey(sheet.name)));
  const renames = new Map<string, string>();
  for (const sheet of sheets) {
    const translation = translated.get(sheet);
    if (translation === undefined) continue;
    const name = uniqueSheetName(cleanSheetName(translation, sheet.name), taken);
    if (name !== sheet.name) renames.set(renameKey(sheet.name), name);
  }
  return renames;
}

/**
 * Elements whose text is a formula or a reference: cell formulas, validations, conditional
 * formats, defined names, chart series and table column formulas.
 */
const FORMULA_ELEMENTS = [
  'f',
  'formula',
  'formula1',
  'formula2',
  'definedName',
  'calculatedColumnFormula',
  'totalsRowFormula',
];

/** Rewrites every sheet reference in a part; returns whether anything changed. */
export function renameInPart(doc: XmlDocument, renames: SheetRenames): boolean {
  if (renames.size === 0) return false;
  let changed = false;
  const replace = (element: Element, next: string) => {
    replaceText(element, next);
    changed = true;
  };
  for (const name of FORMULA_ELEMENTS) {
    for (const element of elementsByName(doc, name)) {
      const formula = element.textContent ?? '';
      const next = renameSheetRefs(formula, renames);
      if (next !== formula) replace(element, next);
    }
  }
  for (const link of elementsByName(doc, 'hyperlink')) {
    const location = link.getAttribute('location');
    const next = location && renameSheetRefs(location, renames);
    if (location && next !== location) {
      link.setAttribute('location', next as string);
      changed = true;
    }
  }
  for (const source of elementsByName(doc, 'worksheetSource')) {
    const next = renames.get(renameKey(source.getAttribute('sheet') ?? ''));
    if (next) {
      source.setAttribute('sheet', next);
      changed = true;
    }
  }
  return changed;
}

/** docProps/app.xml lists the sheet names under TitlesOfParts. */
export function renameInAppProperties(doc: XmlDocument, renames: SheetRenames): boolean {
  let changed = false;
  for (const titles of elementsByName(doc, 'TitlesOfParts')) {
    for (const entry of elementsByName(titles, 'lpstr')) {
      const next = renames.get(renameKey(entry.textContent ?? ''));
      if (!next) continue;
      replaceText(entry, next);
      changed = true;
    }
  }
  return changed;
}
