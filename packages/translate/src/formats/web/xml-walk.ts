import type { Segment } from '../../segments/segment.ts';
import { isTranslatableValue } from '../data/translatable.ts';
import { FormatError } from '../document-format.ts';
import { MAX_DEPTH } from '../text-file.ts';
import { attributeEdit } from './markup-attributes.ts';
import type { AttributeEdit, SegmentEdit } from './markup-edits.ts';
import { type RunItem, runSegment } from './markup-runs.ts';
import { localName, type MarkupToken, type OpenToken } from './markup-tokens.ts';

export interface XmlWalkOptions {
  attributes: ReadonlySet<string>;
  /** Local names of the elements whose text is translated (SVG: text, title, desc); everything when absent. */
  scope?: ReadonlySet<string>;
  /** Element names whose content and attributes stay as they are (DeepL's `ignore_tags`). */
  ignored?: ReadonlySet<string>;
}

/** Close tag index of every open tag; the XML was checked well-formed, so a stack pairs them exactly. */
function matchElements(tokens: readonly MarkupToken[]): Map<number, number> {
  const closes = new Map<number, number>();
  const stack: number[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'open' && !token.selfClosing) {
      if (stack.length >= MAX_DEPTH) {
        throw new FormatError(
          `The file was refused as unsafe: elements are nested more than ${MAX_DEPTH} deep`,
          'unsafe',
        );
      }
      stack.push(index);
    } else if (token.type === 'close') {
      const open = stack.pop();
      if (open !== undefined) closes.set(open, index);
    }
  });
  return closes;
}

/**
 * Walks XML: an element with text of its own is one segment, its child elements becoming tags
 * (so mixed content like `<para>a <em>b</em></para>` stays one sentence); elements without text
 * are walked into. Chosen attributes are segments of their own; structure is untouched.
 */
export class XmlWalk {
  private readonly closes: Map<number, number>;
  readonly segments: Segment[] = [];
  readonly edits: (SegmentEdit | AttributeEdit)[] = [];

  constructor(
    private readonly source: string,
    private readonly tokens: readonly MarkupToken[],
    private readonly options: XmlWalkOptions,
  ) {
    this.closes = matchElements(tokens);
  }

  walk(): this {
    this.children(-1, this.tokens.length, this.options.scope === undefined, false);
    return this;
  }

  private children(from: number, to: number, inScope: boolean, preserve: boolean): void {
    for (let i = from + 1; i < to; i++) {
      const token = this.tokens[i] as MarkupToken;
      if (token.type !== 'open') continue;
      const close = this.closes.get(i);
      if (this.options.ignored?.has(token.name)) {
        i = close ?? i;
        continue;
      }
      this.collectAttributes(token);
      if (token.selfClosing || close === undefined) continue;
      const space = token.attributes.find((a) => a.name === 'xml:space')?.value;
      const keepSpaces = space === undefined ? preserve : space === 'preserve';
      const scoped = inScope || (this.options.scope?.has(localName(token.name)) ?? true);
      if (scoped && this.hasOwnText(i, close)) this.segment(token, i, close, keepSpaces);
      else this.children(i, close, scoped, keepSpaces);
      i = close;
    }
  }

  private hasOwnText(open: number, close: number): boolean {
    for (let i = open + 1; i < close; i++) {
      const token = this.tokens[i] as MarkupToken;
      if (token.type === 'open' && !token.selfClosing) i = this.closes.get(i) ?? i;
      else if (token.type === 'text' && /[^ \t\r\n]/.test(this.source.slice(token.start, token.end))) return true;
      else if (token.type === 'cdata' && /\S/.test(this.source.slice(token.start + 9, token.end - 3))) return true;
    }
    return false;
  }

  private segment(element: OpenToken, open: number, close: number, keepSpaces: boolean): void {
    const items: RunItem[] = [];
    for (let i = open + 1; i < close; i++) {
      const token = this.tokens[i] as MarkupToken;
      if (token.type === 'text') items.push({ kind: 'text', start: token.start, end: token.end });
      else if (token.type === 'open' && this.options.ignored?.has(token.name)) {
        // An ignored element inside a sentence is one self-closing tag, its content kept.
        const end = token.selfClosing ? i : (this.closes.get(i) ?? i);
        items.push({ kind: 'atom', start: token.start, end: (this.tokens[end] as MarkupToken).end });
        i = end;
      } else if (token.type === 'open' && !token.selfClosing) {
        items.push({ kind: 'open', start: token.start, end: token.end, name: token.name });
        this.collectAttributes(token);
      } else if (token.type === 'close')
        items.push({ kind: 'close', start: token.start, end: token.end, name: token.name });
      else {
        if (token.type === 'open') this.collectAttributes(token);
        items.push({ kind: 'atom', start: token.start, end: token.end });
      }
    }
    const id = `s${this.segments.length + 1}`;
    const cdata = this.cdataSegment(items);
    const found = cdata ?? runSegment(items, this.source, { html: false, collapse: !keepSpaces });
    if (!found || (found.tags.size === 0 && !isTranslatableValue(found.text))) return;
    this.edits.push({ kind: 'segment', id, ...found, cdata: cdata !== undefined });
    this.segments.push({ id, text: found.text, context: { part: element.name, kind: 'paragraph' } });
  }

  /** Content that is one CDATA section (an RSS description, say) is translated inside it. */
  private cdataSegment(items: RunItem[]) {
    const meaningful = items.filter(
      (item) => item.kind !== 'text' || /\S/.test(this.source.slice(item.start, item.end)),
    );
    const only = meaningful[0];
    if (meaningful.length !== 1 || only?.kind !== 'atom' || !this.source.startsWith('<![CDATA[', only.start))
      return undefined;
    const content = this.source.slice(only.start + 9, only.end - 3);
    const text = content.trim();
    if (!/\p{L}/u.test(text)) return undefined;
    const start = only.start + 9 + content.indexOf(text);
    return { start, end: start + text.length, text, tags: new Map() };
  }

  private collectAttributes(token: OpenToken): void {
    for (const attribute of token.attributes) {
      const id = `s${this.segments.length + 1}`;
      const edit = attributeEdit(id, attribute, this.options.attributes, false);
      if (!edit) continue;
      this.edits.push(edit);
      this.segments.push({ id, text: edit.text, context: { part: `${token.name}@${attribute.name}`, kind: 'other' } });
    }
  }
}
