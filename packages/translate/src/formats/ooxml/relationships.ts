import type { Element } from '@xmldom/xmldom';
import type { Unzipped } from 'fflate';
import type { XmlDocument } from '../safe-xml.ts';
import { childElements, parsePart } from './xml-part.ts';

/** One relationship of a part, its target resolved to a path inside the package. */
export interface Relationship {
  id: string;
  /** The last segment of the type URI ('worksheet', 'chart', 'comments'), the same in strict and transitional files. */
  type: string;
  /** A package path without leading slash, or the URL of an external target. */
  target: string;
  external: boolean;
}

/** 'xl/worksheets/sheet1.xml' → 'xl/worksheets/_rels/sheet1.xml.rels'; the package itself ('') → '_rels/.rels'. */
export function relsPath(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

function folderOf(part: string): string[] {
  const parts = part.split('/');
  parts.pop();
  return parts;
}

/** Resolves a relationship target against the folder of its source part. */
export function resolveTarget(part: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folderOf(part);
  for (const piece of target.replace(/^\//, '').split('/')) {
    if (piece === '..') segments.pop();
    else if (piece !== '.' && piece !== '') segments.push(piece);
  }
  return segments.join('/');
}

/** The target to write in `from`'s relationships for the package path `to`. */
export function relativeTarget(from: string, to: string): string {
  const base = folderOf(from);
  const path = to.split('/');
  let common = 0;
  while (common < base.length && common < path.length - 1 && base[common] === path[common]) common += 1;
  return [...base.slice(common).map(() => '..'), ...path.slice(common)].join('/');
}

export function relationshipType(uri: string): string {
  return uri.slice(uri.lastIndexOf('/') + 1);
}

function decodeTarget(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

function toRelationship(part: string, element: Element): Relationship {
  const external = element.getAttribute('TargetMode') === 'External';
  const target = element.getAttribute('Target') ?? '';
  return {
    id: element.getAttribute('Id') ?? '',
    type: relationshipType(element.getAttribute('Type') ?? ''),
    target: external ? target : resolveTarget(part, decodeTarget(target)),
    external,
  };
}

export function relationshipsIn(part: string, doc: XmlDocument): Relationship[] {
  const root = doc.documentElement;
  return root ? childElements(root, 'Relationship').map((element) => toRelationship(part, element)) : [];
}

/** The relationships of a part; none when it has no relationships part. */
export function readRelationships(files: Unzipped, part: string): Relationship[] {
  const bytes = files[relsPath(part)];
  return bytes ? relationshipsIn(part, parsePart(bytes, relsPath(part))) : [];
}

/** Adds a relationship and returns its new id (rId + one more than the highest number in use). */
export function addRelationship(doc: XmlDocument, typeUri: string, target: string, external = false): string {
  const root = doc.documentElement as Element;
  const taken = new Set(childElements(root, 'Relationship').map((element) => element.getAttribute('Id')));
  let n = taken.size + 1;
  while (taken.has(`rId${n}`)) n += 1;
  const element = doc.createElementNS(root.namespaceURI, 'Relationship');
  element.setAttribute('Id', `rId${n}`);
  element.setAttribute('Type', typeUri);
  element.setAttribute('Target', target);
  if (external) element.setAttribute('TargetMode', 'External');
  root.appendChild(element);
  return `rId${n}`;
}

/** The full type URI of an existing relationship element, so new ones use the file's own (strict or transitional) URIs. */
export function typeUriOf(doc: XmlDocument, id: string): string | undefined {
  const root = doc.documentElement;
  if (!root) return undefined;
  return (
    childElements(root, 'Relationship')
      .find((element) => element.getAttribute('Id') === id)
      ?.getAttribute('Type') ?? undefined
  );
}
