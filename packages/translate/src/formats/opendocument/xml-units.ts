import type { Element, Node } from '@xmldom/xmldom';
import { stripTags } from '../../segments/inline-tags.ts';
import type { Segment, SegmentContext } from '../../segments/segment.ts';
import { FormatError } from '../document-format.ts';
import { bilingualPair, type OutputMode } from '../format.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { buildRun, copyElement, type InlineModel, type RunContent, readRun } from './xml-runs.ts';

/**
 * How a bilingual file shows one unit: `clone` repeats the block element next to the source
 * (paragraph pairs), `join` puts both versions inside the same element with a separator
 * (cells, list items, titles), `target` keeps only the translation (navigation labels).
 */
export type BilingualLayout = 'clone' | 'join' | 'target';

/** One translatable run of an XML part, found by the same walk at extract and at rebuild. */
export interface XmlUnit {
  /** The sibling nodes that make up the segment. */
  nodes: Node[];
  /** The element a `clone` layout repeats; its children are exactly `nodes`. */
  block: Element;
  layout: BilingualLayout;
  /** Between the two versions of a `join` layout (a line break, ' / '). */
  separator?: (doc: XmlDocument) => Node[];
  context: SegmentContext;
}

export interface ReadUnit {
  unit: XmlUnit;
  content: RunContent;
}

/** Only runs with letters are worth translating: numbers, symbols and empty runs stay as they are. */
export function readUnits(units: readonly XmlUnit[], model: InlineModel): ReadUnit[] {
  return units
    .map((unit) => ({ unit, content: readRun(unit.nodes, model) }))
    .filter(({ content }) => /\p{L}/u.test(stripTags(content.text)));
}

export function unitSegments(read: readonly ReadUnit[], ids: readonly string[]): Segment[] {
  return read.map(({ unit, content }, index) => ({
    id: ids[index] as string,
    text: content.text,
    context: unit.context,
  }));
}

/** Replaces a run's nodes, in place; nodes that move into the new run (notes, frames) are kept. */
function replaceNodes(old: readonly Node[], fresh: readonly Node[]): void {
  const parent = old[0]?.parentNode;
  if (!parent) return;
  const anchor = old.at(-1)?.nextSibling ?? null;
  for (const node of old) if (node.parentNode === parent) parent.removeChild(node);
  for (const node of fresh) parent.insertBefore(node, anchor);
}

function insertAll(parent: Node, nodes: readonly Node[], before: Node | null): void {
  for (const node of nodes) parent.insertBefore(node, before);
}

function render(doc: XmlDocument, read: ReadUnit, translation: string, mode: OutputMode, model: InlineModel): void {
  const { unit, content } = read;
  const order = bilingualPair(mode, 'source', 'target');
  if (!order || unit.layout === 'target') {
    const built = buildRun(doc, content, translation, model, false);
    const lead = content.lead ? [doc.createTextNode(content.lead)] : [];
    const trail = content.trail ? [doc.createTextNode(content.trail)] : [];
    replaceNodes(unit.nodes, [...lead, ...built, ...trail]);
    return;
  }
  const targetFirst = order[0] === 'target';
  const target = buildRun(doc, content, translation, model, true);
  if (unit.layout === 'clone' && unit.block.parentNode) {
    const copy = copyElement(unit.block, model);
    for (const node of target) copy.appendChild(node);
    unit.block.parentNode.insertBefore(copy, targetFirst ? unit.block : unit.block.nextSibling);
    return;
  }
  const parent = unit.nodes[0]?.parentNode;
  if (!parent) return;
  const separator = unit.separator?.(doc) ?? [doc.createTextNode(' / ')];
  if (targetFirst) insertAll(parent, [...target, ...separator], unit.nodes[0] as Node);
  else insertAll(parent, [...separator, ...target], unit.nodes.at(-1)?.nextSibling ?? null);
}

/** Whether a translation asks for the part to be written again. */
export function needsWrite(source: string, translation: string | undefined, mode: OutputMode): boolean {
  return translation !== undefined && (mode !== 'translated' || translation !== source);
}

/**
 * Writes translations into a freshly parsed part. Units go last to first, so inserting copies or
 * replacing a run never disturbs a unit still to come.
 */
export function applyUnits(
  doc: XmlDocument,
  read: readonly ReadUnit[],
  ids: readonly string[],
  translations: ReadonlyMap<string, string>,
  mode: OutputMode,
  model: InlineModel,
): void {
  if (read.length !== ids.length) {
    throw new FormatError('The file changed between reading and writing its translation', 'corrupt');
  }
  for (let index = read.length - 1; index >= 0; index--) {
    const item = read[index] as ReadUnit;
    const translation = translations.get(ids[index] as string);
    if (needsWrite(item.content.text, translation, mode)) render(doc, item, translation as string, mode, model);
  }
}

/** Refuses XML nested deeper than real documents ever are, before anything walks it recursively. */
export function checkDepth(doc: XmlDocument, what: string, max = 256): void {
  const stack: [Node, number][] = [[doc, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Node, number];
    if (depth > max) throw new FormatError(`The file was refused as unsafe: ${what} is nested too deeply`, 'unsafe');
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.firstChild) stack.push([child, depth + 1]);
    }
  }
}
