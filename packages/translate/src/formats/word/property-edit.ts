import { prefixOf, scanXml, type XmlElement } from './xml-scan.ts';

/** Schema order of w:pPr children: Word refuses a file whose properties are out of order. */
export const PARAGRAPH_PROPERTY_ORDER = [
  'pStyle',
  'keepNext',
  'keepLines',
  'pageBreakBefore',
  'framePr',
  'widowControl',
  'numPr',
  'suppressLineNumbers',
  'pBdr',
  'shd',
  'tabs',
  'suppressAutoHyphens',
  'kinsoku',
  'wordWrap',
  'overflowPunct',
  'topLinePunct',
  'autoSpaceDE',
  'autoSpaceDN',
  'bidi',
  'adjustRightInd',
  'snapToGrid',
  'spacing',
  'ind',
  'contextualSpacing',
  'mirrorIndents',
  'suppressOverlap',
  'jc',
  'textDirection',
  'textAlignment',
  'textboxTightWrap',
  'outlineLvl',
  'divId',
  'cnfStyle',
  'rPr',
  'sectPr',
  'pPrChange',
];

/** Schema order of w:rPr children. */
export const RUN_PROPERTY_ORDER = [
  'rStyle',
  'rFonts',
  'b',
  'bCs',
  'i',
  'iCs',
  'caps',
  'smallCaps',
  'strike',
  'dstrike',
  'outline',
  'shadow',
  'emboss',
  'imprint',
  'noProof',
  'snapToGrid',
  'vanish',
  'webHidden',
  'color',
  'spacing',
  'w',
  'kern',
  'position',
  'sz',
  'szCs',
  'highlight',
  'u',
  'effect',
  'bdr',
  'shd',
  'fitText',
  'vertAlign',
  'rtl',
  'cs',
  'em',
  'lang',
  'eastAsianLayout',
  'specVanish',
  'oMath',
  'rPrChange',
];

function scanProperties(xml: string): XmlElement {
  return scanXml(xml, 'the formatting of a paragraph');
}

/** Puts a child element in schema order, replacing one of the same name. */
export function withChild(xml: string, local: string, child: string, order: readonly string[]): string {
  const root = scanProperties(xml);
  const existing = root.children.find((element) => element.local === local);
  if (existing) return xml.slice(0, existing.start) + child + xml.slice(existing.end);
  if (root.openEnd === root.end) return `${xml.slice(0, root.openEnd - 2).trimEnd()}>${child}</${root.name}>`;
  const rank = order.indexOf(local);
  const following = root.children.find((element) => order.indexOf(element.local) > rank);
  const at = following ? following.start : root.closeStart;
  return xml.slice(0, at) + child + xml.slice(at);
}

/** Adds an on/off property (`<w:bidi/>`, `<w:rtl/>`) in schema order. */
export function withFlag(xml: string, local: string, order: readonly string[]): string {
  return withChild(xml, local, `<${prefixOf(scanProperties(xml))}${local}/>`, order);
}

export function withoutChild(xml: string, local: string): string {
  const existing = scanProperties(xml).children.find((element) => element.local === local);
  return existing ? xml.slice(0, existing.start) + xml.slice(existing.end) : xml;
}

export function hasChild(xml: string, local: string): boolean {
  return scanProperties(xml).children.some((element) => element.local === local);
}

/** Sets an attribute on the start tag of an element (`rtl="1"` on a:pPr). */
export function withAttribute(xml: string, name: string, value: string): string {
  const root = scanProperties(xml);
  const tagEnd = root.openEnd - (root.openEnd === root.end && xml[root.openEnd - 2] === '/' ? 2 : 1);
  const tag = xml.slice(0, tagEnd);
  const pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"[^"]*"|'[^']*')`);
  const updated = pattern.test(tag) ? tag.replace(pattern, ` ${name}="${value}"`) : `${tag} ${name}="${value}"`;
  return updated + xml.slice(tagEnd);
}
