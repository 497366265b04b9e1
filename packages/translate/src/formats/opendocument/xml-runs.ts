import type { Element, Node } from '@xmldom/xmldom';
import { trimEndOf } from '../../linear-text.ts';
import {
  closeTag,
  dominantTag,
  openTag,
  parseInline,
  repairTags,
  selfTag,
  validateTags,
} from '../../segments/inline-tags.ts';
import type { XmlDocument } from '../safe-xml.ts';

/**
 * Inline content of XML formats (OpenDocument, XHTML, FictionBook) as segment text: a run of
 * sibling nodes becomes text with `<gN>…</gN>` for formatting elements and `<xN/>` for nodes that
 * stay put. Tags keep the DOM nodes they stand for, so rebuild puts the very same markup back.
 */

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_NODE = 4;

/** What one XML dialect says about its inline elements. */
export interface InlineModel {
  /** A formatting element that wraps words (`pair`), or a node that stays where it is (`self`). */
  role(element: Element): 'pair' | 'self';
  /** The bilingual copy's version of a self-closing node: a clone, or null to leave it with the source only. */
  copySelf(node: Node): Node | null;
  /** Attributes a copy must not repeat (ids, anchors). */
  uniqueAttributes: readonly string[];
  /** Translated text as nodes; OpenDocument writes runs of spaces as `text:s`. */
  textNodes(doc: XmlDocument, text: string, atStart: boolean): Node[];
}

export type RunTag =
  | { kind: 'pair'; element: Element; parent?: number }
  | { kind: 'self'; node: Node; parent?: number };

/** A run read from the document: its segment text, the tags' nodes and the whitespace around it. */
export interface RunContent {
  text: string;
  tags: Map<number, RunTag>;
  lead: string;
  trail: string;
  /** Pairs that wrapped the whole run, outermost first: kept out of the text, put back around the translation. */
  wrappers: number[];
}

export function isElement(node: Node | null | undefined): node is Element {
  return node?.nodeType === ELEMENT_NODE;
}

export function isText(node: Node): boolean {
  return node.nodeType === TEXT_NODE || node.nodeType === CDATA_NODE;
}

export function childNodes(node: Node): Node[] {
  const out: Node[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

export function childElements(node: Node): Element[] {
  return childNodes(node).filter(isElement);
}

/** Reads sibling nodes as tagged text; whitespace collapses as XML text layout does. */
export function readRun(nodes: readonly Node[], model: InlineModel): RunContent {
  const tags = new Map<number, RunTag>();
  let next = 1;
  const walk = (node: Node, parent: number | undefined): string => {
    if (isText(node)) return (node as Node & { data: string }).data;
    const id = next++;
    if (isElement(node) && node.firstChild && model.role(node) === 'pair') {
      tags.set(id, { kind: 'pair', element: node, parent });
      return (
        openTag(id) +
        childNodes(node)
          .map((child) => walk(child, id))
          .join('') +
        closeTag(id)
      );
    }
    tags.set(id, { kind: 'self', node, parent });
    return selfTag(id);
  };
  const raw = nodes.map((node) => walk(node, undefined)).join('');
  const lead = raw.match(/^[ \t\r\n]*/)?.[0] ?? '';
  const body = raw.slice(lead.length);
  const trail = body.slice(trimEndOf(body, ' \t\r\n').length);
  const text = body.slice(0, body.length - trail.length).replace(/[ \t\r\n]+/g, ' ');
  return { ...unwrap(text), tags, lead, trail };
}

/** The id of a pair that encloses all of a text, when there is one. */
function enclosingPair(text: string): number | undefined {
  const tokens = parseInline(text);
  const first = tokens[0];
  const last = tokens.at(-1);
  if (first?.type !== 'open' || last?.type !== 'close' || last.id !== first.id) return undefined;
  let depth = 0;
  for (const token of tokens.slice(0, -1)) {
    if (token.type === 'open') depth++;
    else if (token.type === 'close') depth--;
    if (depth === 0) return undefined;
  }
  return first.id;
}

/**
 * A paragraph that is one styled span (common in slides) would send the engine a tag around
 * everything; the span stays in the skeleton instead, so the whole translation keeps its style.
 */
function unwrap(text: string): { text: string; wrappers: number[] } {
  const wrappers: number[] = [];
  let inner = text;
  for (let id = enclosingPair(inner); id !== undefined; id = enclosingPair(inner)) {
    const body = inner.slice(openTag(id).length, inner.length - closeTag(id).length);
    if (body.trim() !== body || !body) break;
    wrappers.push(id);
    inner = body;
  }
  return { text: inner, wrappers };
}

/** The pairs enclosing a tag, outermost first, the tag itself last. */
function enclosingPairs(tags: ReadonlyMap<number, RunTag>, id: number, wrappers: readonly number[]): number[] {
  const chain: number[] = [];
  for (let at: number | undefined = id; at !== undefined && chain.length < 256; at = tags.get(at)?.parent) {
    if (!wrappers.includes(at)) chain.unshift(at);
  }
  return chain;
}

/**
 * Makes a translation's tags fit the source: repaired when possible; when pairs were lost, the
 * dominant run's formatting covers the whole translation (never plain text), and self-closing
 * tags are kept.
 */
export function fitTags(
  source: string,
  translation: string,
  tags: ReadonlyMap<number, RunTag>,
  wrappers: readonly number[] = [],
): string {
  if (validateTags(source, translation).ok) return translation;
  const repaired = repairTags(source, translation);
  if (validateTags(source, repaired).ok) return repaired;
  const flat = repaired.replace(/<\/?g\d+>/g, '');
  const dominant = dominantTag(source);
  if (dominant === undefined) return flat;
  const chain = enclosingPairs(tags, dominant, wrappers);
  // Marks at the edges (a note reference after the sentence) stay outside the formatting.
  const [before, body, after] = edgeMarks(flat);
  return before + chain.map(openTag).join('') + body + chain.reverse().map(closeTag).join('') + after;
}

/**
 * The marks (`<x1/>`) a text starts with, its body, and the marks and spaces it ends with. The end
 * is read backwards, once: a pattern with a lazy body would read it again from every position.
 */
function edgeMarks(text: string): [string, string, string] {
  const before = (/^(?:<x\d+\/>)*/.exec(text) as RegExpExecArray)[0];
  let end = text.length;
  while (end > before.length) {
    if (text.charAt(end - 1).trim() === '') end--;
    else {
      const open = text.lastIndexOf('<x', end - 1);
      if (open < before.length || !/^<x\d+\/>$/.test(text.slice(open, end))) break;
      end = open;
    }
  }
  return [before, text.slice(before.length, end), text.slice(end)];
}

function withoutAttributes(element: Element, names: readonly string[]): Element {
  for (const name of names) if (element.hasAttribute(name)) element.removeAttribute(name);
  return element;
}

/** A shallow copy of an element for a bilingual copy: same markup, no repeated ids. */
export function copyElement(element: Element, model: InlineModel): Element {
  return withoutAttributes(element.cloneNode(false) as Element, model.uniqueAttributes);
}

/**
 * Builds the nodes of a translated run. `copy` is for the second version of a bilingual pair:
 * formatting is cloned, and self-closing nodes are cloned or left out as the model says; otherwise
 * the original self-closing nodes move into the translation (notes and frames keep their identity).
 */
export function buildRun(
  doc: XmlDocument,
  content: RunContent,
  translation: string,
  model: InlineModel,
  copy: boolean,
): Node[] {
  let fitted = fitTags(content.text, translation, content.tags, content.wrappers);
  const copies = new Map<number, Node | null>();
  if (copy) {
    for (const [id, tag] of content.tags) {
      if (tag.kind !== 'self') continue;
      const node = model.copySelf(tag.node);
      copies.set(id, node);
      // A note mark or picture left with the source takes one of the spaces around it along.
      if (!node) fitted = fitted.replace(` ${selfTag(id)} `, ' ').replace(selfTag(id), '');
    }
  }
  let top: Node[] = [];
  const stack: Element[] = [];
  let atStart = true;
  const append = (node: Node) => {
    const parent = stack.at(-1);
    if (parent) parent.appendChild(node);
    else top.push(node);
  };
  for (const token of parseInline(fitted)) {
    if (token.type === 'text') {
      for (const node of model.textNodes(doc, token.text, atStart)) append(node);
      if (token.text) atStart = false;
      continue;
    }
    const tag = content.tags.get(token.id);
    if (token.type === 'close') {
      if (tag?.kind === 'pair') stack.pop();
    } else if (tag?.kind === 'pair' && token.type === 'open') {
      const element = copy ? copyElement(tag.element, model) : (tag.element.cloneNode(false) as Element);
      append(element);
      stack.push(element);
    } else if (tag?.kind === 'self') {
      const node = copy ? copies.get(token.id) : tag.node;
      if (node) append(node);
    }
  }
  for (const id of [...content.wrappers].reverse()) {
    const tag = content.tags.get(id);
    if (tag?.kind !== 'pair') continue;
    const wrapper = copy ? copyElement(tag.element, model) : (tag.element.cloneNode(false) as Element);
    for (const node of top) wrapper.appendChild(node);
    top = [wrapper];
  }
  return top;
}

/** Plain text nodes, for dialects where whitespace needs no markup. */
export function plainTextNodes(doc: XmlDocument, text: string): Node[] {
  return text ? [doc.createTextNode(text)] : [];
}
