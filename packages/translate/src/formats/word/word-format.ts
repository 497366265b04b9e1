import type { Unzipped } from 'fflate';
import { stripTags } from '../../segments/inline-tags.ts';
import type { Segment } from '../../segments/segment.ts';
import { writeArchive } from '../archive.ts';
import { type DocumentFormat, type ExtractOptions, FormatError, type RebuildOptions } from '../document-format.ts';
import { bilingualPair, type OutputMode } from '../format.ts';
import { unlockOfficeFile } from '../ooxml/office-encryption.ts';
import { renderDrawingParagraph } from './drawing-paragraph.ts';
import { type Slicer, Splicer } from './splicer.ts';
import { resolveWordOptions, WORD_OPTIONS, type WordOptionKey } from './word-options.ts';
import { openWordPackage, type PartRole } from './word-package.ts';
import { renderWordParagraph } from './word-paragraph-write.ts';
import { type TextUnit, type Unit, UnitCollector, unitText } from './word-units.ts';
import { escapeXmlText, scanXml } from './xml-scan.ts';

/** One XML part with text: its source, as decoded, and its units in document order. */
interface PartPlan {
  name: string;
  text: string;
  /** Written back as UTF-8 when it changes (the declaration is updated). */
  utf16: boolean;
  units: Unit[];
}

export interface WordSkeleton {
  files: Unzipped;
  order: string[];
  parts: PartPlan[];
}

/** Past these, a document is refused rather than slowly processed. */
const MAX_PART_CHARS = 200 * 1024 * 1024;
const MAX_SEGMENTS = 500_000;

const OPTION_OF_ROLE: Partial<Record<PartRole, WordOptionKey>> = {
  header: 'headersFooters',
  footer: 'headersFooters',
  footnotes: 'footnotes',
  endnotes: 'footnotes',
  comments: 'comments',
  diagram: 'textBoxes',
  chart: 'charts',
};

const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

export function isRightToLeft(language: string): boolean {
  return RTL_LANGUAGES.has(language.toLowerCase().split(/[-_]/)[0] ?? '');
}

function decodePart(bytes: Uint8Array): { text: string; utf16: boolean } {
  const le = bytes[0] === 0xff && bytes[1] === 0xfe;
  const be = bytes[0] === 0xfe && bytes[1] === 0xff;
  if (le || be) return { text: new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(bytes), utf16: true };
  // The byte order mark, if any, stays in the text so that an untouched part is written back as it was.
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), utf16: false };
}

function encodePart(text: string, utf16: boolean) {
  const utf8 = utf16 ? text.replace(/^(<\?xml[^>]*encoding=["'])UTF-16(["'])/i, '$1UTF-8$2') : text;
  return new TextEncoder().encode(utf8);
}

async function extract(input: Uint8Array, options?: ExtractOptions) {
  const chosen = resolveWordOptions(options);
  const pkg = openWordPackage(await unlockOfficeFile(input, options?.password), options?.archiveLimits);
  const parts: PartPlan[] = [];
  const segments: Segment[] = [];
  const seen = new Set<string>();
  let counter = 0;
  const nextId = () => `w${++counter}`;
  // The building blocks the body's content controls show as placeholders (word-units.ts).
  const docParts = new Set<string>();
  for (const { name, role } of pkg.parts) {
    const option = OPTION_OF_ROLE[role];
    if (option && !chosen[option]) continue;
    const bytes = pkg.files[name] as Uint8Array;
    const { text, utf16 } = decodePart(bytes);
    if (text.length > MAX_PART_CHARS)
      throw new FormatError(`The part ${name} of the document is too large`, 'too-large');
    const found = new UnitCollector(text, role, chosen, nextId, docParts).collect(scanXml(text, name));
    if (found.length === 0) continue;
    for (const { unit, context, mirror } of found) {
      if (mirror || seen.has(unit.id)) continue;
      seen.add(unit.id);
      segments.push({ id: unit.id, text: unitText(unit), context });
    }
    if (segments.length > MAX_SEGMENTS) throw new FormatError('The document has too many paragraphs', 'too-large');
    const units = found.map((entry) => entry.unit).sort((a, b) => a.start - b.start);
    parts.push({ name, text, utf16, units });
  }
  if (segments.length === 0) throw new FormatError('The document has no text to translate', 'empty');
  const skeleton: WordSkeleton = { files: pkg.files, order: pkg.order, parts };
  return { segments, skeleton };
}

function renderText(unit: TextUnit, translation: string | undefined, mode: OutputMode, slicer: Slicer): string {
  if (translation === undefined || translation === unit.text) return slicer.original(unit);
  const target = stripTags(translation);
  const pair = bilingualPair(mode, unit.text, target);
  return escapeXmlText(pair ? pair.join(' / ') : target);
}

function changes(unit: Unit, translations: ReadonlyMap<string, string>): boolean {
  const translation = translations.get(unit.id);
  return translation !== undefined && translation !== unitText(unit);
}

async function rebuild(
  skeleton: WordSkeleton,
  translations: ReadonlyMap<string, string>,
  mode: OutputMode,
  options: RebuildOptions,
): Promise<Uint8Array> {
  const rtl = isRightToLeft(options.targetLanguage);
  const files: Unzipped = { ...skeleton.files };
  for (const part of skeleton.parts) {
    // Parts without a changed unit keep their exact bytes.
    if (!part.units.some((unit) => changes(unit, translations))) continue;
    const splicer = new Splicer(part.text, part.units, (unit, slicer) => {
      const translation = translations.get(unit.id);
      if (unit.kind === 'word') return renderWordParagraph(unit, translation, mode, rtl, slicer);
      if (unit.kind === 'drawing') return renderDrawingParagraph(unit, translation, mode, rtl, slicer);
      return renderText(unit, translation, mode, slicer);
    });
    files[part.name] = encodePart(splicer.whole(), part.utf16);
  }
  return writeArchive(files, skeleton.order);
}

/**
 * Word documents (.docx, .docm, .dotx, .dotm): body, tables, headers and footers, notes,
 * comments, text boxes, SmartArt, charts and the title. Macros and every part without text
 * are kept byte for byte.
 */
export const word: DocumentFormat<WordSkeleton> & { options: typeof WORD_OPTIONS; bilingual: true } = {
  id: 'docx',
  extensions: ['docx', 'docm', 'dotx', 'dotm'],
  options: WORD_OPTIONS,
  bilingual: true,
  extract,
  rebuild,
};
