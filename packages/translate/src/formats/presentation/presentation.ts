import { findLanguage } from '../../languages/catalog.ts';
import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat, ExtractOptions, RebuildOptions } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { extractDrawingPart, rebuildDrawingPart } from '../ooxml/drawing-part.ts';
import { unlockOfficeFile } from '../ooxml/office-encryption.ts';
import { type OfficeOption, optionValue } from '../ooxml/office-options.ts';
import { checkSegmentCount, type OoxmlPackage, openPackage, type PackageKind, writePackage } from '../ooxml/package.ts';
import { parsePart, partBytes } from '../ooxml/xml-part.ts';
import type { XmlDocument } from '../safe-xml.ts';
import { type TextPart, textParts } from './slide-parts.ts';
import { smartArtAliases } from './smartart.ts';

/** Professional mode's preprocessing parameters for PowerPoint files, with their defaults. */
export const POWERPOINT_OPTIONS: readonly OfficeOption[] = [
  { name: 'includeNotes', default: true, description: 'Translate the speaker notes' },
  {
    name: 'includeMasters',
    default: true,
    description: 'Translate the text slide masters and layouts show on slides (footers, text boxes), not their prompts',
  },
  {
    name: 'includeCharts',
    default: true,
    description: 'Translate chart titles, axis titles, series and category names',
  },
];

/** The extract options PowerPoint files understand: the shared ones plus the switches of POWERPOINT_OPTIONS. */
export interface PowerPointExtractOptions extends ExtractOptions {
  includeCharts?: boolean;
}

const PRESENTATION: PackageKind = {
  label: 'a PowerPoint presentation',
  isMainType: (type) =>
    /presentationml\.(presentation|slideshow|template)\.main\+xml$|ms-powerpoint\.(presentation|slideshow|template)\.macroEnabled\.main\+xml$/.test(
      type,
    ),
};

/** One part with text: the sources of its units, to tell at rebuild whether it changes at all. */
interface PresentationPart {
  path: string;
  sources: Map<string, string>;
  /** SmartArt drawing paragraphs that take their data node's translation. */
  aliases: Map<string, string>;
}

export interface PresentationSkeleton {
  pkg: OoxmlPackage;
  parts: PresentationPart[];
}

function aliasesFor(part: TextPart, doc: XmlDocument, docs: Map<string, XmlDocument>): Map<string, string> {
  const data = part.mirrors ? docs.get(part.mirrors) : undefined;
  return part.mirrors && data ? smartArtAliases(data, part.mirrors, doc, part.path) : new Map();
}

/**
 * Slides (text boxes, placeholders, tables, groups), charts and SmartArt, speaker notes, and the
 * text masters and layouts show on every slide (not their placeholders' prompts); each but the
 * slides can be left out. Each DrawingML paragraph with words is a segment; run
 * properties become paired tags, line breaks and fields self-closing ones.
 */
async function extract(
  input: Uint8Array,
  options?: PowerPointExtractOptions,
): Promise<{ segments: Segment[]; skeleton: PresentationSkeleton }> {
  const pkg = openPackage(await unlockOfficeFile(input, options?.password), PRESENTATION, options?.archiveLimits);
  const choice = {
    notes: optionValue(options, POWERPOINT_OPTIONS, 'includeNotes'),
    masters: optionValue(options, POWERPOINT_OPTIONS, 'includeMasters'),
    charts: optionValue(options, POWERPOINT_OPTIONS, 'includeCharts'),
  };
  const docs = new Map<string, XmlDocument>();
  const segments: Segment[] = [];
  const sources = new Map<string, string>();
  const parts: PresentationPart[] = [];
  for (const part of textParts(pkg, choice)) {
    const doc = parsePart(pkg.files[part.path] as Uint8Array, part.path);
    docs.set(part.path, doc);
    const aliases = aliasesFor(part, doc, docs);
    const found = extractDrawingPart(doc, part.path, part.label, part.kind, { aliases, template: part.template });
    for (const segment of found) sources.set(segment.id, segment.text);
    segments.push(...found);
    const partSources = new Map(found.map((segment) => [segment.id, segment.text]));
    for (const [id, twin] of aliases) partSources.set(id, sources.get(twin) ?? '');
    if (partSources.size > 0) parts.push({ path: part.path, sources: partSources, aliases });
  }
  checkSegmentCount(segments.length, 'presentation');
  return { segments, skeleton: { pkg, parts } };
}

function touches(part: PresentationPart, translations: ReadonlyMap<string, string>, mode: OutputMode): boolean {
  for (const [id, source] of part.sources) {
    const translation = translations.get(part.aliases.get(id) ?? id);
    if (translation !== undefined && (mode !== 'translated' || translation !== source)) return true;
  }
  return false;
}

/**
 * Writes translations into the parts they belong to; other parts keep their bytes. Bilingual
 * modes put both versions in every text frame and shrink the text to fit.
 */
async function rebuild(
  skeleton: PresentationSkeleton,
  translations: ReadonlyMap<string, string>,
  mode: OutputMode,
  options: RebuildOptions,
): Promise<Uint8Array> {
  const { pkg } = skeleton;
  const rtl = findLanguage(options.targetLanguage)?.direction === 'rtl';
  const changed = new Map<string, Uint8Array>();
  for (const part of skeleton.parts) {
    if (!touches(part, translations, mode)) continue;
    const doc = parsePart(pkg.files[part.path] as Uint8Array, part.path);
    const write = { mode, language: options.targetLanguage, rtl, aliases: part.aliases };
    if (rebuildDrawingPart(doc, part.path, translations, write)) changed.set(part.path, partBytes(doc));
  }
  return writePackage(pkg, changed);
}

export const presentation = {
  id: 'pptx',
  extensions: ['pptx', 'pptm', 'potx', 'ppsx', 'ppsm'],
  extract,
  rebuild,
  bilingual: true,
} satisfies DocumentFormat<PresentationSkeleton>;
