import type { Segment } from '../../segments/segment.ts';
import { FormatError } from '../document-format.ts';
import { MAX_DEPTH } from '../text-file.ts';
import {
  ATOMIC,
  CLOSES_PARAGRAPH,
  DUPLICATED,
  IMPLIED_END,
  INLINE,
  JOINED_INLINE,
  SCOPES,
  SKIPPED,
  segmentKind,
  UNTOUCHED,
  VOID,
} from './html-elements.ts';
import { attributeEdit } from './markup-attributes.ts';
import type { AttributeEdit, RootTag, SegmentEdit } from './markup-edits.ts';
import { type RunItem, runSegment } from './markup-runs.ts';
import type { CloseToken, MarkupToken, OpenToken } from './markup-tokens.ts';

interface OpenElement {
  name: string;
  open: OpenToken;
  segments: SegmentEdit[];
  /** Marked not to be translated: nothing inside it becomes a segment. */
  kept: boolean;
}

export interface HtmlWalkResult {
  segments: Segment[];
  edits: (SegmentEdit | AttributeEdit)[];
  root?: RootTag;
}

/** Formatting elements, and the namespaced ones of Office HTML (`<o:p>`, `<st1:place>`), which sit inside sentences. */
function isInline(name: string): boolean {
  return INLINE.has(name) || name.includes(':');
}

/**
 * An element the page marks not to be translated: `translate="no"` (HTML's own attribute, which
 * DeepL honours), `class="notranslate"` (the class Google's and browsers' translators honour), or
 * a name among the caller's ignored tags (DeepL's `ignore_tags`). Its content and attributes stay
 * byte for byte, nested `translate="yes"` included: the mark is read as covering the whole element.
 */
export function markedNotToTranslate(token: OpenToken, ignored: ReadonlySet<string>): boolean {
  if (ignored.has(token.name)) return true;
  return token.attributes.some((attribute) => {
    const name = attribute.name.toLowerCase();
    if (name === 'translate') return attribute.value.trim().toLowerCase() === 'no';
    return name === 'class' && attribute.value.split(/[ \t\n\r\f]+/).includes('notranslate');
  });
}

/** Elements that end a sentence wherever they stand. */
function isBlock(name: string): boolean {
  return CLOSES_PARAGRAPH.has(name) || DUPLICATED.has(name) || SCOPES.has(name) || name in IMPLIED_END;
}

/** For each open tag, the index of the close tag with the same name that ends it (innermost first). */
function closesByName(tokens: readonly MarkupToken[]): Map<number, number> {
  const stacks = new Map<string, number[]>();
  const closes = new Map<number, number>();
  tokens.forEach((token, index) => {
    if (token.type === 'open' && !token.selfClosing && !VOID.has(token.name)) {
      const stack = stacks.get(token.name) ?? [];
      stack.push(index);
      stacks.set(token.name, stack);
    } else if (token.type === 'close') {
      const open = stacks.get(token.name)?.pop();
      if (open !== undefined) closes.set(open, index);
    }
  });
  return closes;
}

/**
 * Walks HTML tokens: runs of inline content between block boundaries become segments (inline
 * elements as paired tags, images, breaks and code as self-closing ones); chosen attributes
 * become segments of their own; scripts, styles, code, templates and comments are left alone.
 */
export class HtmlWalk {
  private readonly stack: OpenElement[] = [];
  private readonly edits: (SegmentEdit | AttributeEdit)[] = [];
  private readonly segments: Segment[] = [];
  private run: RunItem[] = [];
  private root?: RootTag;
  private readonly closes: Map<number, number>;
  /** How many open elements are marked not to be translated. */
  private keptDepth = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: readonly MarkupToken[],
    private readonly attributes: ReadonlySet<string>,
    private readonly joinBreak: string,
    /** Element names (lower case) whose content stays as it is. */
    private readonly ignored: ReadonlySet<string> = new Set(),
  ) {
    this.closes = closesByName(tokens);
  }

  walk(): HtmlWalkResult {
    for (let i = 0; i < this.tokens.length; i++) i = this.token(i);
    this.flush();
    while (this.stack.length > 0) this.pop();
    return { segments: this.segments, edits: this.edits, root: this.root };
  }

  /** Handles one token; returns the index of the last token it consumed. */
  private token(i: number): number {
    const token = this.tokens[i] as MarkupToken;
    switch (token.type) {
      case 'text':
        this.run.push({ kind: 'text', start: token.start, end: token.end });
        return i;
      case 'comment':
      case 'cdata':
        this.run.push({ kind: 'atom', start: token.start, end: token.end });
        return i;
      case 'open':
        return this.open(token, i);
      case 'close':
        this.close(token);
        return i;
      default:
        this.flush();
        return i;
    }
  }

  private open(token: OpenToken, i: number): number {
    const { name } = token;
    if (name === 'html') this.recordRoot(token);
    const close = token.selfClosing || VOID.has(name) ? undefined : this.closes.get(i);
    const kept = markedNotToTranslate(token, this.ignored);
    if (ATOMIC.has(name) || SKIPPED.has(name)) {
      if (!UNTOUCHED.has(name) && !kept) this.collectAttributes(i, close ?? i);
      const end = (close === undefined ? token : (this.tokens[close] as MarkupToken)).end;
      if (SKIPPED.has(name)) this.flush();
      else this.run.push({ kind: 'atom', start: token.start, end });
      return close ?? i;
    }
    // A marked inline element stays in its sentence as one self-closing tag: the engine sees where
    // it stands and cannot change it. So does an ignored tag that is no block of HTML (`<x>`).
    const inline = isInline(name) || (this.ignored.has(name) && !isBlock(name));
    if (kept && inline && (close !== undefined || token.selfClosing)) {
      this.run.push({ kind: 'atom', start: token.start, end: (this.tokens[close ?? i] as MarkupToken).end });
      return close ?? i;
    }
    if (!kept) this.collectAttributes(i, i);
    if (isInline(name) && !kept) {
      this.run.push({ kind: 'open', start: token.start, end: token.end, name });
      return i;
    }
    this.flush();
    this.closeImplied(name);
    if (!token.selfClosing && !VOID.has(name)) {
      if (this.stack.length >= MAX_DEPTH) {
        throw new FormatError(
          `The file was refused as unsafe: elements are nested more than ${MAX_DEPTH} deep`,
          'unsafe',
        );
      }
      // A marked block (or an inline element never closed) holds back everything until it ends.
      this.stack.push({ name, open: token, segments: [], kept });
      if (kept) this.keptDepth++;
    }
    return i;
  }

  private close(token: CloseToken): void {
    if (isInline(token.name)) {
      this.run.push({ kind: 'close', start: token.start, end: token.end, name: token.name });
      return;
    }
    this.flush();
    const depth = this.stack.map((element) => element.name).lastIndexOf(token.name);
    if (depth < 0) return;
    while (this.stack.length > depth + 1) this.pop();
    this.pop(token);
  }

  private closeImplied(name: string): void {
    const top = this.stack[this.stack.length - 1];
    if (top?.name === 'p' && CLOSES_PARAGRAPH.has(name)) this.pop();
    const family = IMPLIED_END[name];
    if (!family) return;
    for (let depth = this.stack.length - 1; depth >= 0; depth--) {
      const element = this.stack[depth] as OpenElement;
      if (family.includes(element.name)) {
        while (this.stack.length > depth) this.pop();
        return;
      }
      if (SCOPES.has(element.name)) return;
    }
  }

  /** Ends an element and decides how its segments show both versions in the bilingual modes. */
  private pop(close?: CloseToken): void {
    const element = this.stack.pop();
    if (!element) return;
    if (element.kept) this.keptDepth--;
    const { open, segments, name } = element;
    const only = segments.length === 1 ? segments[0] : undefined;
    const alone =
      only !== undefined &&
      this.source.slice(open.end, only.start).trim() === '' &&
      (!close || this.source.slice(only.end, close.start).trim() === '');
    for (const segment of segments) {
      if (alone && DUPLICATED.has(name)) {
        segment.pairing = {
          style: 'element',
          start: open.start,
          end: close ? close.end : segment.end,
          openEnd: open.end,
        };
      } else segment.pairing = { style: 'join', separator: JOINED_INLINE.has(name) ? ' / ' : this.joinBreak };
    }
  }

  private flush(): void {
    const items = this.run;
    this.run = [];
    if (items.length === 0 || this.keptDepth > 0) return;
    const found = runSegment(items, this.source, { html: true, collapse: true });
    if (!found) return;
    const container = this.stack[this.stack.length - 1];
    const id = `s${this.segments.length + 1}`;
    const edit: SegmentEdit = { kind: 'segment', id, ...found };
    if (container) container.segments.push(edit);
    else edit.pairing = { style: 'join', separator: this.joinBreak };
    this.edits.push(edit);
    const inHead = this.stack.some((element) => element.name === 'head');
    const kind = segmentKind(container?.name);
    const style = container && /^h[1-6]$/.test(container.name) ? container.name : undefined;
    this.segments.push({ id, text: found.text, context: { part: inHead ? 'head' : 'body', kind, style } });
  }

  /** Translatable attributes of the open tags from `from` to `to` (an atomic element's inside too). */
  private collectAttributes(from: number, to: number): void {
    if (this.keptDepth > 0) return;
    for (let i = from; i <= to; i++) {
      const token = this.tokens[i] as MarkupToken;
      if (token.type !== 'open') continue;
      for (const attribute of token.attributes) {
        const id = `s${this.segments.length + 1}`;
        const edit = attributeEdit(id, attribute, this.attributes, true);
        if (!edit) continue;
        this.edits.push(edit);
        this.segments.push({
          id,
          text: edit.text,
          context: { part: `${token.name}@${attribute.name}`, kind: 'other' },
        });
      }
    }
  }

  private recordRoot(token: OpenToken): void {
    const range = (name: string): [number, number] | undefined => {
      const attribute = token.attributes.find((a) => a.name.toLowerCase() === name);
      return attribute ? [attribute.valueStart, attribute.valueEnd] : undefined;
    };
    this.root = { nameEnd: token.nameEnd, lang: range('lang'), xmlLang: range('xml:lang'), dir: range('dir') };
  }
}
