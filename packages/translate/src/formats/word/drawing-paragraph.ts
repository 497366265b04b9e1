import type { OutputMode } from '../format.ts';
import { buildInline, type InlineContent, type Item, type Piece } from './inline-model.ts';
import { type RunWriter, writeInline } from './inline-write.ts';
import { withAttribute } from './property-edit.ts';
import type { Slicer } from './splicer.ts';
import { decodeXmlText, escapeXmlText, prefixOf, type XmlElement } from './xml-scan.ts';

/** A DrawingML paragraph (a:p) of a chart or SmartArt diagram that is a segment. */
export interface DrawingParagraphUnit {
  kind: 'drawing';
  id: string;
  start: number;
  end: number;
  openEnd: number;
  closeStart: number;
  prefix: string;
  pPr: { start: number; end: number } | undefined;
  content: InlineContent;
}

// Line breaks and fields (a date, a slide number) stay inline; the end-of-paragraph properties stay last.
const INLINE = new Set(['br', 'fld', 'endParaRPr']);

/** Reads an a:p: runs (a:r with a:rPr and a:t) become text; breaks and fields become pieces. */
export function readDrawingParagraph(source: string, paragraph: XmlElement): DrawingParagraphUnit | undefined {
  const items: Item[] = [];
  let pPr: DrawingParagraphUnit['pPr'];
  for (const child of paragraph.children) {
    if (child.ns === 'a' && child.local === 'pPr') {
      pPr = { start: child.start, end: child.end };
      continue;
    }
    if (child.ns === 'a' && child.local === 'r') {
      const props = child.children.find((element) => element.local === 'rPr');
      const runProps = props ? source.slice(props.start, props.end) : '';
      for (const text of child.children.filter((element) => element.local === 't')) {
        items.push({ type: 'text', text: decodeXmlText(source.slice(text.openEnd, text.closeStart)), runProps });
      }
      continue;
    }
    const object = !(child.ns === 'a' && INLINE.has(child.local));
    items.push({ type: 'piece', piece: { start: child.start, end: child.end, object } });
  }
  const content = buildInline(items);
  if (!content) return undefined;
  return {
    kind: 'drawing',
    id: '',
    start: paragraph.start,
    end: paragraph.end,
    openEnd: paragraph.openEnd,
    closeStart: paragraph.closeStart,
    prefix: prefixOf(paragraph),
    pPr,
    content,
  };
}

class DrawingRuns implements RunWriter {
  constructor(
    private readonly prefix: string,
    private readonly slicer: Slicer,
  ) {}

  run(runProps: string, text: string): string {
    const p = this.prefix;
    return text
      .split(/\r?\n/)
      .map((line) => (line === '' ? '' : `<${p}r>${runProps}<${p}t>${escapeXmlText(line)}</${p}t></${p}r>`))
      .join(`<${p}br>${runProps}</${p}br>`);
  }

  piece(piece: Piece): string {
    return this.slicer.slice(piece.start, piece.end);
  }
}

function translatedCopy(unit: DrawingParagraphUnit, translation: string, slicer: Slicer, rtl: boolean): string {
  const p = unit.prefix;
  let pPr = unit.pPr ? slicer.slice(unit.pPr.start, unit.pPr.end) : '';
  if (rtl) pPr = withAttribute(pPr || `<${p}pPr/>`, 'rtl', '1');
  const body = writeInline(unit.content, translation, new DrawingRuns(p, slicer), false);
  return slicer.slice(unit.start, unit.openEnd) + pPr + body + slicer.slice(unit.closeStart, unit.end);
}

/** The paragraph in the output; the bilingual modes put both versions in the same text body. */
export function renderDrawingParagraph(
  unit: DrawingParagraphUnit,
  translation: string | undefined,
  mode: OutputMode,
  rtl: boolean,
  slicer: Slicer,
): string {
  if (translation === undefined || translation === unit.content.text) return slicer.original(unit);
  const target = translatedCopy(unit, translation, slicer, rtl);
  if (mode === 'translated') return target;
  const original = slicer.original(unit);
  return mode === 'source-then-target' ? original + target : target + original;
}
