import type { OutputMode } from '../format.ts';
import type { InlineContent, Piece } from './inline-model.ts';
import { type RunWriter, writeInline } from './inline-write.ts';
import {
  hasChild,
  PARAGRAPH_PROPERTY_ORDER,
  RUN_PROPERTY_ORDER,
  withChild,
  withFlag,
  withoutChild,
} from './property-edit.ts';
import type { Slicer } from './splicer.ts';
import { escapeXmlText } from './xml-scan.ts';

/** A WordprocessingML paragraph (w:p) that is a segment. */
export interface WordParagraphUnit {
  kind: 'word';
  id: string;
  start: number;
  end: number;
  /** End of the start tag and start of the end tag. */
  openEnd: number;
  closeStart: number;
  /** The element prefix ('w:'). */
  prefix: string;
  pPr: { start: number; end: number } | undefined;
  content: InlineContent;
}

interface ParagraphEdits {
  bidi: boolean;
  /** The section break (w:sectPr) belongs to the last paragraph of a pair only. */
  dropSection: boolean;
  /** The second paragraph of a pair is not numbered again. */
  dropNumbering: boolean;
}

function editProperties(pPr: string, prefix: string, edits: ParagraphEdits): string {
  let xml = pPr;
  if (edits.dropSection) xml = withoutChild(xml, 'sectPr');
  if (edits.dropNumbering && hasChild(xml, 'numPr')) {
    const none = `<${prefix}numPr><${prefix}ilvl ${prefix}val="0"/><${prefix}numId ${prefix}val="0"/></${prefix}numPr>`;
    xml = withChild(xml, 'numPr', none, PARAGRAPH_PROPERTY_ORDER);
  }
  if (edits.bidi) xml = withFlag(xml, 'bidi', PARAGRAPH_PROPERTY_ORDER);
  return xml;
}

class WordRuns implements RunWriter {
  private readonly rtlProps = new Map<string, string>();

  constructor(
    private readonly prefix: string,
    private readonly rtl: boolean,
    private readonly slicer: Slicer,
  ) {}

  run(runProps: string, text: string): string {
    const p = this.prefix;
    let body = '';
    for (const part of text.split(/(\t|\r?\n)/)) {
      if (part === '') continue;
      if (part === '\t') body += `<${p}tab/>`;
      else if (part.endsWith('\n')) body += `<${p}br/>`;
      else {
        const space = /^\s|\s$|\s\s/.test(part) ? ' xml:space="preserve"' : '';
        body += `<${p}t${space}>${escapeXmlText(part)}</${p}t>`;
      }
    }
    return body ? `<${p}r>${this.props(runProps)}${body}</${p}r>` : '';
  }

  piece(piece: Piece): string {
    const xml = this.slicer.slice(piece.start, piece.end);
    return piece.runProps === undefined ? xml : `<${this.prefix}r>${piece.runProps}${xml}</${this.prefix}r>`;
  }

  private props(runProps: string): string {
    if (!this.rtl) return runProps;
    let props = this.rtlProps.get(runProps);
    if (props === undefined) {
      const base = runProps || `<${this.prefix}rPr></${this.prefix}rPr>`;
      props = withFlag(base, 'rtl', RUN_PROPERTY_ORDER);
      this.rtlProps.set(runProps, props);
    }
    return props;
  }
}

function originalCopy(unit: WordParagraphUnit, slicer: Slicer, edits: ParagraphEdits): string {
  const source = slicer.slice(unit.start, unit.end);
  if (!unit.pPr || (!edits.dropSection && !edits.dropNumbering)) return source;
  const pPr = slicer.slice(unit.pPr.start, unit.pPr.end);
  const edited = editProperties(pPr, unit.prefix, edits);
  if (edited === pPr) return source;
  return slicer.slice(unit.start, unit.pPr.start) + edited + slicer.slice(unit.pPr.end, unit.end);
}

function translatedCopy(
  unit: WordParagraphUnit,
  translation: string,
  slicer: Slicer,
  edits: ParagraphEdits,
  copy: boolean,
): string {
  let start = slicer.slice(unit.start, unit.openEnd);
  // Word 2010 paragraph ids must stay unique.
  if (copy) start = start.replace(/(?<!\s)\s+w14:(?:paraId|textId)\s*=\s*"[^"]*"/g, '');
  const p = unit.prefix;
  let pPr = unit.pPr ? editProperties(slicer.slice(unit.pPr.start, unit.pPr.end), p, edits) : '';
  if (!unit.pPr && edits.bidi) pPr = `<${p}pPr><${p}bidi/></${p}pPr>`;
  const runs = new WordRuns(p, edits.bidi, slicer);
  return start + pPr + writeInline(unit.content, translation, runs, copy) + slicer.slice(unit.closeStart, unit.end);
}

/**
 * The paragraph in the output: unchanged when its translation is its source; otherwise its runs
 * rebuilt from the translation, after or before the original paragraph in the bilingual modes.
 */
export function renderWordParagraph(
  unit: WordParagraphUnit,
  translation: string | undefined,
  mode: OutputMode,
  rtl: boolean,
  slicer: Slicer,
): string {
  if (translation === undefined || translation === unit.content.text) return slicer.original(unit);
  const none = { bidi: false, dropSection: false, dropNumbering: false };
  if (mode === 'translated') return translatedCopy(unit, translation, slicer, { ...none, bidi: rtl }, false);
  const sourceFirst = mode === 'source-then-target';
  const original = originalCopy(unit, slicer, { ...none, dropSection: sourceFirst, dropNumbering: !sourceFirst });
  const target = translatedCopy(
    unit,
    translation,
    slicer,
    { bidi: rtl, dropSection: !sourceFirst, dropNumbering: sourceFirst },
    true,
  );
  return sourceFirst ? original + target : target + original;
}
