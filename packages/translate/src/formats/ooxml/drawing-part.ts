import type { Element } from '@xmldom/xmldom';
import type { Segment, SegmentKind } from '../../segments/segment.ts';
import { bilingualPair, type OutputMode } from '../format.ts';
import type { XmlDocument } from '../safe-xml.ts';
import {
  isDrawingParagraph,
  paragraphText,
  tagDrawingParagraph,
  type WriteOptions,
  writeDrawingParagraph,
} from './drawing-text.ts';
import { childElements, elementsByName, firstChild, replaceText, siblingElement } from './xml-part.ts';

/**
 * Text of any part that carries DrawingML: slides, notes, masters, charts, SmartArt and
 * spreadsheet drawings. Units are the paragraphs with words, and in charts the cached string
 * values (category and series names); ids count every paragraph of the part, so extraction and
 * rebuild find the same ones.
 */
interface DrawingUnit {
  id: string;
  element: Element;
  kind: 'paragraph' | 'value';
}

const STRING_CACHES = new Set(['strCache', 'multiLvlStrCache', 'strLit']);
const HAS_WORDS = /\p{L}/u;

function isStringValue(v: Element): boolean {
  const parent = v.parentNode as Element | null;
  if (parent?.localName === 'tx') return true;
  if (parent?.localName !== 'pt') return false;
  for (let node = parent.parentNode as Element | null; node && node.nodeType === 1; node = node.parentNode as Element) {
    if (STRING_CACHES.has(node.localName ?? '')) return true;
    if (node.localName !== 'lvl') return false;
  }
  return false;
}

function drawingUnits(doc: XmlDocument, prefix: string): DrawingUnit[] {
  const units: DrawingUnit[] = [];
  elementsByName(doc, 'p').forEach((element, ordinal) => {
    if (isDrawingParagraph(element) && HAS_WORDS.test(paragraphText(element))) {
      units.push({ id: `${prefix}#p${ordinal}`, element, kind: 'paragraph' });
    }
  });
  const chartSpace = doc.documentElement?.localName === 'chartSpace';
  if (chartSpace) {
    elementsByName(doc, 'v').forEach((element, ordinal) => {
      if (isStringValue(element) && HAS_WORDS.test(element.textContent ?? '')) {
        units.push({ id: `${prefix}#v${ordinal}`, element, kind: 'value' });
      }
    });
  }
  return units;
}

function unitText(unit: DrawingUnit): string {
  return unit.kind === 'paragraph' ? tagDrawingParagraph(unit.element).text : (unit.element.textContent ?? '');
}

/** Ids of the paragraphs with words, by element: for parts whose text mirrors another part's. */
export function paragraphIds(doc: XmlDocument, prefix: string): Map<Element, string> {
  const ids = new Map<Element, string>();
  for (const unit of drawingUnits(doc, prefix)) if (unit.kind === 'paragraph') ids.set(unit.element, unit.id);
  return ids;
}

/** Placeholder kinds of a master or layout whose text slides show as it is: the footer. */
const SHOWN_PLACEHOLDERS = new Set(['ftr']);

/**
 * A paragraph of a placeholder's prompt in a slide master, layout or notes master ("Click to edit
 * Master title style"): only the editor shows it, and each slide holds its own text in that
 * place. Its footer is shown; text outside placeholders (a logo's caption, "Confidential" on every
 * slide) is not a prompt either. A placeholder with no type is the content one (`obj`).
 */
function isPrompt(paragraph: Element): boolean {
  for (let node = paragraph.parentNode as Element | null; node?.nodeType === 1; node = node.parentNode as Element) {
    if (node.localName !== 'sp') continue;
    const properties = firstChild(node, 'nvSpPr');
    const placeholder = properties && firstChild(firstChild(properties, 'nvPr') ?? properties, 'ph');
    return placeholder !== undefined && !SHOWN_PLACEHOLDERS.has(placeholder.getAttribute('type') ?? 'obj');
  }
  return false;
}

export interface DrawingExtract {
  /** Units that mirror another part's segment (SmartArt's drawing), not extracted again. */
  aliases?: ReadonlyMap<string, string>;
  /** A master or layout: its placeholders' prompts are left out (they keep their text at rebuild). */
  template?: boolean;
}

/** The segments of a DrawingML part; `part` is the context shown to translators ('slide 3'). */
export function extractDrawingPart(
  doc: XmlDocument,
  prefix: string,
  part: string,
  kind: SegmentKind,
  { aliases = new Map(), template = false }: DrawingExtract = {},
): Segment[] {
  return drawingUnits(doc, prefix)
    .filter((unit) => !aliases.has(unit.id) && !(template && unit.kind === 'paragraph' && isPrompt(unit.element)))
    .map((unit) => ({
      id: unit.id,
      text: unitText(unit),
      context: { part, kind: unit.kind === 'value' ? 'cell' : kind },
    }));
}

export interface DrawingRebuild extends WriteOptions {
  mode: OutputMode;
  /** Units whose translation is another unit's (see extractDrawingPart). */
  aliases?: ReadonlyMap<string, string>;
}

/** Shrink on overflow: both versions must fit the frame the source alone filled. */
function shrinkToFit(body: Element): void {
  const bodyPr = firstChild(body, 'bodyPr');
  if (!bodyPr) return;
  let scale = 100_000;
  for (const child of childElements(bodyPr)) {
    if (!['noAutofit', 'spAutoFit', 'normAutofit'].includes(child.localName ?? '')) continue;
    scale = Number(child.getAttribute('fontScale')?.replace('%', '') || 100_000) || 100_000;
    if (scale <= 100) scale *= 1000;
    bodyPr.removeChild(child);
  }
  const fit = siblingElement(bodyPr, 'normAutofit');
  fit.setAttribute('fontScale', String(Math.max(25_000, Math.round((scale * 0.7) / 2500) * 2500)));
  fit.setAttribute('lnSpcReduction', '10000');
  const warp = firstChild(bodyPr, 'prstTxWarp');
  bodyPr.insertBefore(fit, warp ? warp.nextSibling : bodyPr.firstChild);
}

/** Shapes' text bodies shrink; table cells grow by themselves and chart titles have no frame. */
function isShapeBody(body: Element): boolean {
  return body.localName === 'txBody' && (body.parentNode as Element | null)?.localName === 'sp';
}

/** Both versions of a text body: the other language's paragraphs follow (or precede) the first ones. */
function writeBilingualBody(body: Element, units: Map<Element, string>, options: DrawingRebuild): void {
  const paragraphs = childElements(body).filter(isDrawingParagraph);
  const translated = paragraphs.map((paragraph) => {
    const copy = paragraph.cloneNode(true) as Element;
    const translation = units.get(paragraph);
    if (translation !== undefined) writeDrawingParagraph(copy, translation, options);
    return copy;
  });
  const last = paragraphs.at(-1) as Element;
  const anchor = options.mode === 'source-then-target' ? last.nextSibling : paragraphs[0];
  for (const copy of translated) body.insertBefore(copy, anchor ?? null);
  if (isShapeBody(body)) shrinkToFit(body);
}

/**
 * Writes the translations into a parsed DrawingML part. Returns false when nothing changed,
 * so the caller keeps the original bytes.
 */
export function rebuildDrawingPart(
  doc: XmlDocument,
  prefix: string,
  translations: ReadonlyMap<string, string>,
  options: DrawingRebuild,
): boolean {
  const bilingual = options.mode !== 'translated';
  const bodies = new Map<Element, Map<Element, string>>();
  let changed = false;
  for (const unit of drawingUnits(doc, prefix)) {
    const translation = translations.get(options.aliases?.get(unit.id) ?? unit.id);
    if (translation === undefined) continue;
    const source = unitText(unit);
    if (unit.kind === 'value') {
      const pair = bilingualPair(options.mode, source, translation);
      const text = pair ? pair.join(' / ') : translation;
      if (text !== source) replaceText(unit.element, text);
      changed ||= text !== source;
    } else if (bilingual) {
      const body = unit.element.parentNode as Element;
      bodies.set(body, (bodies.get(body) ?? new Map()).set(unit.element, translation));
    } else if (translation !== source) {
      writeDrawingParagraph(unit.element, translation, options);
      changed = true;
    }
  }
  for (const [body, units] of bodies) writeBilingualBody(body, units, options);
  return changed || bodies.size > 0;
}
