import type { Item, Piece, Wrapper } from './inline-model.ts';
import { attribute, decodeXmlText, prefixOf, type XmlElement } from './xml-scan.ts';

/**
 * Complex fields (w:fldChar begin, separate, end) of one story, which may span paragraphs (a table
 * of contents does). Between begin and separate is the field code, never translated; after
 * separate comes the result the reader sees, which is.
 */
export interface FieldState {
  phases: ('code' | 'result')[];
}

export interface ReadOptions {
  /** Translate the text of tracked insertions (w:ins, w:moveTo). */
  trackedChanges: boolean;
}

// Run content that stays inline with the text and may be repeated in a bilingual copy.
const INLINE_IN_RUN = new Set(['tab', 'cr', 'ptab', 'sym', 'noBreakHyphen']);
// Markers that only help Word's layout and spelling: a translated paragraph does without them.
const DROPPED = new Set(['proofErr', 'lastRenderedPageBreak', 'softHyphen']);
// Wrappers whose attributes or properties would be duplicated by a bilingual copy.
const WRAPPERS: Record<string, boolean> = {
  hyperlink: false,
  fldSimple: false,
  dir: false,
  bdo: false,
  smartTag: true,
  customXml: true,
  sdt: true,
  ins: true,
  moveTo: true,
};

class ParagraphReader {
  /** Field pieces of this paragraph: objects when its fields do not begin and end inside it. */
  private readonly fieldPieces: Piece[] = [];
  private begins = 0;
  private ends = 0;
  private depth = 0;
  private balanced = true;

  constructor(
    private readonly source: string,
    private readonly fields: FieldState,
    private readonly options: ReadOptions,
  ) {}

  read(paragraph: XmlElement): Item[] {
    const items = this.children(paragraph.children.filter((child) => child.local !== 'pPr' || child.ns !== 'w'));
    const object = !this.balanced || this.begins !== this.ends;
    for (const piece of this.fieldPieces) piece.object = object;
    return items;
  }

  private inCode(): boolean {
    return this.fields.phases.includes('code');
  }

  private fieldPiece(element: XmlElement): Item {
    const piece: Piece = { start: element.start, end: element.end, object: false };
    this.fieldPieces.push(piece);
    return { type: 'piece', piece };
  }

  private whole(element: XmlElement, object = true): Item {
    return { type: 'piece', piece: { start: element.start, end: element.end, object } };
  }

  private children(children: readonly XmlElement[]): Item[] {
    const items: Item[] = [];
    for (const child of children) {
      if (child.ns === 'w' && DROPPED.has(child.local)) continue;
      if (child.ns === 'w' && child.local === 'r') items.push(...this.run(child));
      else if (this.inCode()) items.push(this.fieldPiece(child));
      else if (child.ns === 'w' && child.local in WRAPPERS) items.push(this.wrapper(child));
      else items.push(this.whole(child, !(child.ns === 'm' && child.local.startsWith('oMath'))));
    }
    return items;
  }

  private wrapper(element: XmlElement): Item {
    const tracked = element.local === 'ins' || element.local === 'moveTo';
    if (element.openEnd === element.end || (tracked && !this.options.trackedChanges)) return this.whole(element);
    const slice = (from: number, to: number) => this.source.slice(from, to);
    let open = slice(element.start, element.openEnd);
    let close = slice(element.closeStart, element.end);
    let content = element.children;
    if (element.local === 'sdt') {
      const inner = element.children.find((child) => child.local === 'sdtContent');
      if (!inner || inner.children.length === 0) return this.whole(element);
      open = slice(element.start, inner.openEnd);
      close = slice(inner.closeStart, element.end);
      content = inner.children;
    } else if (element.local === 'smartTag' || element.local === 'customXml') {
      // Their properties element comes first and stays with the opening.
      content = element.children.filter((child) => !child.local.endsWith('Pr'));
      if (content.length === 0) return this.whole(element);
      open = slice(element.start, (content[0] as XmlElement).start);
      close = slice((content[content.length - 1] as XmlElement).end, element.end);
    }
    const wrapper: Wrapper = { open, close, unwrapInCopy: WRAPPERS[element.local] as boolean };
    const whole = { start: element.start, end: element.end, object: true };
    return { type: 'wrapper', wrapper, whole, items: this.children(content) };
  }

  /** Follows begin, separate and end; a run holding them, or any run of a field code, is a piece. */
  private fieldRun(run: XmlElement): boolean {
    let seen = false;
    for (const child of run.children) {
      if (child.local !== 'fldChar' || child.ns !== 'w') continue;
      seen = true;
      const type = attribute(this.source, child, `${prefixOf(child)}fldCharType`);
      if (type === 'begin') {
        this.fields.phases.push('code');
        this.begins++;
        this.depth++;
      } else if (type === 'separate' && this.fields.phases.length > 0) {
        this.fields.phases[this.fields.phases.length - 1] = 'result';
      } else if (type === 'end') {
        this.fields.phases.pop();
        this.ends++;
        if (this.depth === 0) this.balanced = false;
        else this.depth--;
      }
    }
    return seen;
  }

  private run(run: XmlElement): Item[] {
    const inCode = this.inCode();
    if (this.fieldRun(run) || inCode) return [this.fieldPiece(run)];
    const propsElement = run.children.find((child) => child.local === 'rPr' && child.ns === 'w');
    const runProps = propsElement ? this.source.slice(propsElement.start, propsElement.end) : '';
    const items: Item[] = [];
    let hasText = false;
    let object = false;
    for (const child of run.children) {
      if (child === propsElement || (child.ns === 'w' && DROPPED.has(child.local))) continue;
      if (child.ns === 'w' && child.local === 't') {
        const text = decodeXmlText(this.source.slice(child.openEnd, child.closeStart));
        items.push({ type: 'text', text, runProps });
        hasText ||= text !== '';
        continue;
      }
      const inline =
        child.ns === 'w' && (INLINE_IN_RUN.has(child.local) || (child.local === 'br' && this.isLineBreak(child)));
      object ||= !inline;
      items.push({ type: 'piece', piece: { start: child.start, end: child.end, runProps, object: !inline } });
    }
    // A run without text (a drawing, a note mark) is kept whole, its own attributes and properties included.
    return hasText ? items : [this.whole(run, object)];
  }

  private isLineBreak(br: XmlElement): boolean {
    const type = attribute(this.source, br, `${prefixOf(br)}type`);
    return type === undefined || type === 'textWrapping';
  }
}

/** A WordprocessingML paragraph's content (everything but w:pPr) as inline items. */
export function readWordParagraph(
  source: string,
  paragraph: XmlElement,
  fields: FieldState,
  options: ReadOptions,
): Item[] {
  return new ParagraphReader(source, fields, options).read(paragraph);
}
