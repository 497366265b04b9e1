import type { Element as XmlElement } from '@xmldom/xmldom';
import { type DocumentFormat, FormatError } from '../document-format.ts';
import { parseXml } from '../safe-xml.ts';
import { renderXliffTargets } from './xliff-targets.ts';
import { childElements, notesOf, UnitCollector, type XliffSkeleton } from './xliff-units.ts';
import { type ElementSpan, elementSpans } from './xml-spans.ts';
import { readXmlText } from './xml-text.ts';

// The DOM parser reads about 2 MB a second: this keeps the worst case under half a minute.
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_SEGMENTS = 500_000;
const WHAT = 'the XLIFF file';

/** All elements in document order, without recursion (depth is bounded, but this needs no stack). */
function elementsInOrder(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const stack: XmlElement[] = [root];
  while (stack.length > 0) {
    const element = stack.pop() as XmlElement;
    out.push(element);
    const children = childElements(element);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as XmlElement);
  }
  return out;
}

/**
 * Element spans, checked for depth before the DOM is built. Other problems wait for the XML
 * parser, which says first whether the file is unsafe (a DOCTYPE) rather than merely damaged.
 */
function safeSpans(text: string): ElementSpan[] | FormatError {
  try {
    return elementSpans(text);
  } catch (error) {
    if (error instanceof FormatError && error.code !== 'unsafe') return error;
    throw error;
  }
}

function versionOf(root: XmlElement): 1 | 2 {
  if (root.localName !== 'xliff')
    throw new FormatError('The file is not XLIFF: its root element is not <xliff>', 'unsupported');
  const version = root.getAttribute('version') ?? '';
  if (/^1\.[012]$/.test(version)) return 1;
  if (/^2\.\d$/.test(version) || (root.namespaceURI ?? '').includes(':xliff:document:2.')) return 2;
  throw new FormatError(`The file uses XLIFF version ${version || 'unknown'}, which is not supported`, 'unsupported');
}

/**
 * Units a reviewer locked (approved, final, signed-off) keep their target when the file is
 * already meant for a target language: a human's reviewed translation is never overwritten.
 */
function locked12(unit: XmlElement, declared: boolean): boolean {
  const state = childElements(unit, 'target')[0]?.getAttribute('state') ?? '';
  return declared && (unit.getAttribute('approved') === 'yes' || state === 'final' || state === 'signed-off');
}

function fileOf(unit: XmlElement): XmlElement | undefined {
  for (
    let node = unit.parentNode as XmlElement | null;
    node && node.nodeType === 1;
    node = node.parentNode as XmlElement | null
  ) {
    if (node.localName === 'file') return node;
  }
  return undefined;
}

function collect12(collector: UnitCollector, elements: XmlElement[]): void {
  for (const unit of elements) {
    if (unit.localName !== 'trans-unit') continue;
    if (locked12(unit, Boolean(fileOf(unit)?.getAttribute('target-language')))) continue;
    const source = childElements(unit, 'source')[0];
    if (!source) continue;
    const segSource = childElements(unit, 'seg-source')[0];
    const marks = segSource ? childElements(segSource, 'mrk').filter((m) => m.getAttribute('mtype') === 'seg') : [];
    collector.add(unit, marks.length > 0 && segSource ? segSource : source, childElements(unit, 'target')[0], {
      part: `trans-unit ${unit.getAttribute('id') ?? ''}`.trim(),
      note: notesOf(unit),
      marks,
      after: segSource ?? source,
    });
  }
}

function collect20(collector: UnitCollector, elements: XmlElement[], declared: boolean): void {
  for (const unit of elements) {
    if (unit.localName !== 'unit') continue;
    const note = notesOf(unit);
    for (const segment of childElements(unit, 'segment')) {
      if (declared && segment.getAttribute('state') === 'final') continue;
      const source = childElements(segment, 'source')[0];
      if (!source) continue;
      const id = [unit.getAttribute('id'), segment.getAttribute('id')].filter(Boolean).join('/');
      collector.add(segment, source, childElements(segment, 'target')[0], {
        part: `unit ${id}`,
        note,
        stateOn: segment,
      });
    }
  }
}

/**
 * XLIFF 1.2 and 2.x: every source (or 1.2 seg-source segment) is a segment; the rebuild fills
 * or replaces its target, marks it translated and sets the file's target language. Inline codes
 * (g x bx ex ph it mrk; pc ph sc ec mrk) are tags carrying their original element, written back
 * inside the target. Everything else keeps its bytes. A bilingual form makes no sense for a file
 * that is itself bilingual: the output is always the filled XLIFF.
 */
export const xliff: DocumentFormat<XliffSkeleton> & { bilingual: false } = {
  id: 'xliff',
  extensions: ['xliff', 'xlf'],
  bilingual: false,
  async extract(input) {
    const { text, encoding, bom } = readXmlText(input, WHAT, MAX_BYTES);
    const spans = safeSpans(text);
    const root = parseXml(text, WHAT).documentElement as XmlElement;
    if (spans instanceof Error) throw spans;
    const version = versionOf(root);
    const elements = elementsInOrder(root);
    if (elements.length !== spans.length)
      throw new FormatError(`The file is damaged: ${WHAT} could not be read`, 'corrupt');
    const spanOf = new Map(elements.map((element, i) => [element, spans[i] as ElementSpan]));
    const collector = new UnitCollector({ text, spanOf }, version);
    if (version === 1) collect12(collector, elements);
    else collect20(collector, elements, Boolean(root.getAttribute('trgLang')));
    const { plans, segments, sources } = collector.units;
    if (segments.length === 0)
      throw new FormatError(`Nothing to translate: ${WHAT} has no source text to translate`, 'empty');
    if (segments.length > MAX_SEGMENTS)
      throw new FormatError(`The file is too large: more than ${MAX_SEGMENTS} segments`, 'too-large');
    const languageTags =
      version === 1
        ? elements.filter((e) => e.localName === 'file').map((e) => spanOf.get(e) as ElementSpan)
        : [spanOf.get(root) as ElementSpan];
    return { segments, skeleton: { form: { encoding, bom }, source: text, version, plans, sources, languageTags } };
  },
  async rebuild(skeleton, translations, _mode, options) {
    return renderXliffTargets(skeleton, translations, options.targetLanguage);
  },
};
