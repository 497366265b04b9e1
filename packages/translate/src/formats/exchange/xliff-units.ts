import type { Element as XmlElement } from '@xmldom/xmldom';
import type { Segment } from '../../segments/segment.ts';
import type { Markup } from '../markup-tags.ts';
import type { TextForm } from '../text-file.ts';
import { type InlineContent, inlineContent, type XmlSource } from './xliff-inline.ts';
import type { ElementSpan } from './xml-spans.ts';

/** One slot of a target's content: a segment's translation goes here, inside its edge whitespace. */
export interface SegmentSlot {
  id: string;
  lead: string;
  trail: string;
}

/** Where one target goes and what it holds: raw XML pieces around translated segments. */
export interface TargetPlan {
  pieces: (string | SegmentSlot)[];
  /** The existing target element, if any. */
  target?: ElementSpan;
  /** Qualified name for a new target ('target', 'xlf:target'). */
  targetName: string;
  /** Where a new target goes (after the source) and the line break and indentation before it. */
  insertAt: number;
  indent: string;
  /** XLIFF 2: the segment element whose state becomes "translated". */
  stateOn?: ElementSpan;
}

export interface XliffUnits {
  plans: TargetPlan[];
  segments: Segment[];
  sources: Map<string, { text: string; markup: Markup }>;
}

/** What xliff.ts keeps of a file to write its targets (xliff-targets.ts). */
export interface XliffSkeleton {
  form: TextForm;
  source: string;
  version: 1 | 2;
  plans: TargetPlan[];
  sources: Map<string, { text: string; markup: Markup }>;
  /** Start tags that carry the target language: each `file` (1.2) or the root (2.x). */
  languageTags: ElementSpan[];
}

const ELEMENT_NODE = 1;

export function childElements(parent: XmlElement, localName?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === ELEMENT_NODE && (!localName || (node as XmlElement).localName === localName)) {
      out.push(node as XmlElement);
    }
  }
  return out;
}

/** The nearest `translate` attribute on the element or its ancestors says whether it is translated. */
function translatable(element: XmlElement): boolean {
  for (let node: XmlElement | null = element; node; node = node.parentNode as XmlElement | null) {
    if (node.nodeType !== ELEMENT_NODE) break;
    const value = node.getAttribute('translate');
    if (value) return value !== 'no';
  }
  return true;
}

/** Line break and indentation before an element, to give a new sibling the same layout. */
function indentBefore(text: string, at: number): string {
  // A bounded look back: a file on one line must not cost a scan to its start per unit.
  const before = text.slice(Math.max(0, at - 256), at);
  const match = /\r?\n[ \t]*$/.exec(before);
  return match ? match[0] : '';
}

function hasText(content: InlineContent): boolean {
  return content.text.replace(/<\/?g\d+>|<x\d+\/>/g, '').trim() !== '';
}

/** Collects plans and segments in document order. */
export class UnitCollector {
  readonly units: XliffUnits = { plans: [], segments: [], sources: new Map() };

  constructor(
    private readonly source: XmlSource,
    private readonly version: 1 | 2,
  ) {}

  span(element: XmlElement): ElementSpan {
    return this.source.spanOf.get(element) as ElementSpan;
  }

  private addSegment(content: InlineContent, part: string, note: string | undefined): SegmentSlot {
    const id = `u${this.units.segments.length + 1}`;
    this.units.segments.push({ id, text: content.text, context: { part, ...(note ? { note } : {}) } });
    this.units.sources.set(id, { text: content.text, markup: content.markup });
    return { id, lead: content.lead, trail: content.trail };
  }

  /**
   * Plans the target of one source element. With `marks` (XLIFF 1.2 seg-source), each marked
   * segment is a segment and the target repeats the seg-source with the marks' text translated.
   */
  add(unit: XmlElement, sourceElement: XmlElement, target: XmlElement | undefined, options: PlanOptions): void {
    if (!translatable(unit)) return;
    const { text } = this.source;
    const span = this.span(sourceElement);
    const pieces: TargetPlan['pieces'] = [];
    const marks = options.marks ?? [];
    if (marks.length === 0) {
      const content = inlineContent(sourceElement, this.source, this.version);
      if (!hasText(content)) return;
      pieces.push(this.addSegment(content, options.part, options.note));
    } else {
      let cursor = span.openEnd;
      for (const mark of marks) {
        const markSpan = this.span(mark);
        const content = inlineContent(mark, this.source, this.version);
        pieces.push(text.slice(cursor, markSpan.openEnd));
        pieces.push(
          hasText(content)
            ? this.addSegment(content, options.part, options.note)
            : text.slice(markSpan.openEnd, markSpan.closeStart),
        );
        cursor = markSpan.closeStart;
      }
      pieces.push(text.slice(cursor, span.closeStart));
      if (!pieces.some((piece) => typeof piece !== 'string')) return;
    }
    const after = options.after ?? sourceElement;
    this.units.plans.push({
      pieces,
      target: target ? this.span(target) : undefined,
      targetName: sourceElement.tagName.replace(/source$/, 'target').replace(/seg-target$/, 'target'),
      insertAt: this.span(after).closeEnd,
      indent: indentBefore(text, this.span(after).openStart),
      stateOn: options.stateOn ? this.span(options.stateOn) : undefined,
    });
  }
}

export interface PlanOptions {
  part: string;
  note?: string;
  /** XLIFF 1.2 seg-source segments. */
  marks?: XmlElement[];
  /** The element a new target follows, when not the source (seg-source). */
  after?: XmlElement;
  stateOn?: XmlElement;
}

/** Notes for translators, joined: XLIFF 1.2 `note` children, XLIFF 2 `notes/note`. */
export function notesOf(unit: XmlElement): string | undefined {
  const notes = [
    ...childElements(unit, 'note'),
    ...childElements(unit, 'notes').flatMap((n) => childElements(n, 'note')),
  ];
  const text = notes.map((note) => (note.textContent ?? '').trim()).filter(Boolean);
  return text.length > 0 ? text.join('\n') : undefined;
}
