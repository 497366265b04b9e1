import { stripTags } from '../../segments/inline-tags.ts';
import type { SegmentContext, SegmentKind } from '../../segments/segment.ts';
import { type DrawingParagraphUnit, readDrawingParagraph } from './drawing-paragraph.ts';
import { buildInline } from './inline-model.ts';
import type { WordOptionKey } from './word-options.ts';
import type { PartRole } from './word-package.ts';
import { type FieldState, readWordParagraph } from './word-paragraph-read.ts';
import type { WordParagraphUnit } from './word-paragraph-write.ts';
import { attribute, childNamed, decodeXmlText, prefixOf, type XmlElement } from './xml-scan.ts';

/** A chart's string value (c:v) or the document title (dc:title): plain text inside an element. */
export interface TextUnit {
  kind: 'text';
  id: string;
  /** The element's content range. */
  start: number;
  end: number;
  text: string;
}

export type Unit = WordParagraphUnit | DrawingParagraphUnit | TextUnit;

export interface CollectedUnit {
  unit: Unit;
  context: SegmentContext;
  /** A fallback copy (mc:Fallback) of another unit: same segment, not a segment of its own. */
  mirror: boolean;
}

export function unitText(unit: Unit): string {
  return unit.kind === 'text' ? unit.text : unit.content.text;
}

const PART_NAMES: Record<PartRole, string> = {
  body: 'body',
  header: 'header',
  footer: 'footer',
  footnotes: 'footnote',
  endnotes: 'endnote',
  comments: 'comment',
  glossary: 'building block',
  diagram: 'SmartArt',
  chart: 'chart',
  properties: 'properties',
};
// Each of these starts a story of its own: fields never cross them.
const STORIES = new Set(['txbxContent', 'footnote', 'endnote', 'comment']);
const STRING_CACHES = new Set(['strCache', 'strLit', 'multiLvlStrCache']);

function hasText(text: string): boolean {
  return stripTags(text).trim() !== '';
}

/** Finds the translatable units of one part, in document order. */
export class UnitCollector {
  readonly found: CollectedUnit[] = [];

  /**
   * `docParts`, shared by the collectors of one document: the building blocks its content controls
   * show as placeholders, named as the body is read; of the glossary, only those are read.
   */
  constructor(
    private readonly source: string,
    private readonly role: PartRole,
    private readonly options: Record<WordOptionKey, boolean>,
    private readonly nextId: () => string,
    private readonly docParts: Set<string> = new Set(),
  ) {}

  /** A content control's placeholder named in the body, or a building block no control uses. */
  private skipsDocPart(element: XmlElement): boolean {
    if (element.ns !== 'w' || element.local !== 'docPart') return false;
    if (element.parent?.local === 'placeholder') {
      const name = attribute(this.source, element, 'w:val');
      if (name !== undefined && this.role !== 'glossary') this.docParts.add(name);
      return false;
    }
    if (this.role !== 'glossary') return false;
    const nameElement = childNamed(childNamed(element, 'docPartPr', 'w') ?? element, 'name', 'w');
    const name = nameElement && attribute(this.source, nameElement, 'w:val');
    return name === undefined || !this.docParts.has(name);
  }

  collect(root: XmlElement): CollectedUnit[] {
    if (this.role === 'properties') this.title(root);
    else if (this.role === 'chart' || this.role === 'diagram') this.drawing(root);
    else this.word(root, { phases: [] }, false);
    return this.found;
  }

  private add(unit: Unit, context: SegmentContext): void {
    unit.id = this.nextId();
    this.found.push({ unit, context, mirror: false });
  }

  private word(element: XmlElement, story: FieldState, textBox: boolean): void {
    if (this.skipsDocPart(element)) return;
    let fields = story;
    let inBox = textBox;
    if (element.ns === 'w' && STORIES.has(element.local)) {
      if (element.local === 'txbxContent' && !this.options.textBoxes) return;
      fields = { phases: [] };
      inBox ||= element.local === 'txbxContent';
    }
    if (element.ns === 'mc' && element.local === 'AlternateContent') {
      this.alternate(element, fields, inBox);
      return;
    }
    if (element.ns === 'w' && element.local === 'p') this.paragraph(element, fields, inBox);
    for (const child of element.children) this.word(child, fields, inBox);
  }

  /** The fallback copy of a shape gets the translation of its preferred version, so both agree. */
  private alternate(element: XmlElement, fields: FieldState, textBox: boolean): void {
    const groups: CollectedUnit[][] = [];
    for (const child of element.children) {
      const before = this.found.length;
      this.word(child, fields, textBox);
      groups.push(this.found.slice(before));
    }
    const [preferred, ...others] = groups;
    if (!preferred || preferred.length === 0) return;
    for (const copies of others) {
      if (copies.length !== preferred.length) continue;
      const same = copies.every((copy, i) => unitText(copy.unit) === unitText((preferred[i] as CollectedUnit).unit));
      if (!same) continue;
      copies.forEach((copy, i) => {
        copy.unit.id = (preferred[i] as CollectedUnit).unit.id;
        copy.mirror = true;
      });
    }
  }

  private paragraph(element: XmlElement, fields: FieldState, textBox: boolean): void {
    const items = readWordParagraph(this.source, element, fields, { trackedChanges: this.options.trackedChanges });
    const content = buildInline(items);
    if (!content || !hasText(content.text)) return;
    const pPr = childNamed(element, 'pPr', 'w');
    const unit: WordParagraphUnit = {
      kind: 'word',
      id: '',
      start: element.start,
      end: element.end,
      openEnd: element.openEnd,
      closeStart: element.closeStart,
      prefix: prefixOf(element),
      pPr: pPr ? { start: pPr.start, end: pPr.end } : undefined,
      content,
    };
    this.add(unit, { part: textBox ? 'text box' : PART_NAMES[this.role], ...this.describe(element, pPr) });
  }

  private describe(paragraph: XmlElement, pPr: XmlElement | undefined): { kind: SegmentKind; style?: string } {
    const styleElement = pPr && childNamed(pPr, 'pStyle', 'w');
    const style = styleElement && attribute(this.source, styleElement, `${prefixOf(styleElement)}val`);
    if (style && /heading|^title|subtitle/i.test(style)) return { kind: 'heading', style };
    if (style && /caption/i.test(style)) return { kind: 'caption', style };
    if (this.role === 'footnotes' || this.role === 'endnotes' || this.role === 'comments')
      return { kind: 'note', style };
    for (let parent = paragraph.parent; parent; parent = parent.parent) {
      if (parent.ns === 'w' && parent.local === 'tc') return { kind: 'cell', style };
    }
    if (pPr && childNamed(pPr, 'numPr', 'w')) return { kind: 'list-item', style };
    return { kind: 'paragraph', style };
  }

  /** Charts and SmartArt: DrawingML paragraphs, and a chart's cached strings (series and category names). */
  private drawing(element: XmlElement): void {
    if (element.ns === 'a' && element.local === 'p') {
      const unit = readDrawingParagraph(this.source, element);
      if (unit && hasText(unit.content.text)) this.add(unit, { part: PART_NAMES[this.role], kind: 'other' });
      return;
    }
    if (element.ns === 'c' && element.local === 'v' && this.isStringValue(element)) {
      this.text(element, { part: 'chart', kind: 'other' });
      return;
    }
    for (const child of element.children) this.drawing(child);
  }

  private isStringValue(value: XmlElement): boolean {
    if (value.parent?.local === 'tx') return true;
    for (let parent = value.parent, depth = 0; parent && depth < 4; parent = parent.parent, depth++) {
      if (STRING_CACHES.has(parent.local)) return true;
    }
    return false;
  }

  private title(root: XmlElement): void {
    const title = root.children.find((child) => child.ns === 'dc' && child.local === 'title');
    if (title) this.text(title, { part: 'properties', kind: 'title' });
  }

  private text(element: XmlElement, context: SegmentContext): void {
    const text = decodeXmlText(this.source.slice(element.openEnd, element.closeStart));
    if (!/\p{L}/u.test(text)) return;
    this.add({ kind: 'text', id: '', start: element.openEnd, end: element.closeStart, text }, context);
  }
}
