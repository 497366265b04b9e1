import type { Attr, Element, Node } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { type ExtractOptions, FormatError } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { type LegacyId, legacyFormat } from '../legacy/legacy.ts';
import { formatForFile, type RegisteredFormat, supportedExtensions } from '../registry.ts';
import { xmlFromBytes } from '../safe-xml.ts';
import { shout } from '../test-kit.ts';
import { buildCorpus, type CorpusFile, cachedConversion, PAGE_FORMATS } from './corpus.ts';

/**
 * The round-trip corpus (ADR 0009): every supported format, identity translations give the same
 * file back, pseudo translations and bilingual files can be read again by the same adapter.
 */

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };
// Everything that may hold text: notes, masters, hidden sheets.
const OPTIONS: ExtractOptions = { includeNotes: true, includeMasters: true, includeHidden: true };
const LEGACY = new Set<string>(['doc', 'xls', 'ppt', 'rtf']);
const BILINGUAL_MODES: OutputMode[] = ['source-then-target', 'target-then-source'];

const corpus = await buildCorpus();

/** The registered adapter; legacy ones convert through the corpus cache instead of a new LibreOffice run. */
async function adapterFor(entry: CorpusFile): Promise<RegisteredFormat> {
  if (LEGACY.has(entry.extension)) {
    return legacyFormat(entry.extension as LegacyId, { convert: cachedConversion });
  }
  const format = await formatForFile(entry.name);
  if (!format) throw new Error(`No adapter for ${entry.name}`);
  return format;
}

/** The adapter that reads what `format` writes: the modern one for legacy files. */
async function outputAdapterFor(entry: CorpusFile, format: RegisteredFormat): Promise<RegisteredFormat> {
  if (!format.outputExtension) return format;
  const modern = await formatForFile(`output.${format.outputExtension}`);
  if (!modern) throw new Error(`No adapter for .${format.outputExtension} (${entry.name})`);
  return modern;
}

async function rebuildWith(entry: CorpusFile, translate: (text: string) => string, mode: OutputMode = 'translated') {
  const format = await adapterFor(entry);
  const { segments, skeleton } = await format.extract(entry.bytes, OPTIONS);
  const translations = new Map(segments.map((segment) => [segment.id, translate(segment.text)]));
  const output = await format.rebuild(skeleton, translations, mode, LANGUAGES);
  return { format, segments, output };
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;
const keepBom = new TextDecoder('utf-8', { ignoreBOM: true });

/** The entries of two packages that differ (missing, added or changed), by name. */
function differentEntries(expected: Uint8Array, actual: Uint8Array): string[] {
  const before = unzipSync(expected);
  const after = unzipSync(actual);
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => {
    const a = before[name];
    const b = after[name];
    return !a || !b || !Buffer.from(a).equals(Buffer.from(b));
  });
}

/**
 * A page's text as a multiset of its characters: a page format is typeset anew, so its lines may
 * break elsewhere, and a right-to-left run of a script mupdf does not reorder may be read back in
 * the other direction; what must hold is that every code point is read again, whole.
 */
const pageCharacters = (segments: readonly { text: string }[]): string =>
  [...segments.map((segment) => segment.text).join('')]
    .filter((char) => /\S/u.test(char))
    .sort()
    .join('');

/** The text with the one thing adapters set to the target language blanked: `<html lang>` and ARB `@@locale`. */
function withoutTargetLanguage(extension: string, text: string): string {
  if (extension === 'arb') return text.replace(/("@@locale"\s*:\s*)"[^"]*"/, '$1""');
  return text.replace(/<html\b[^>]*>/i, (tag) =>
    tag.replace(/\s(?:xml:)?lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''),
  );
}

const SETS_LANGUAGE = new Set(['html', 'htm', 'xhtml', 'arb']);

/**
 * PO and XLIFF are bilingual files whose rebuild fills the targets, so even an identity translation
 * changes text. What must stay is everything else: the PO without its msgstr fields and fuzzy flags
 * (the header lives in the header's msgstr) ...
 */
function poWithoutTargets(bytes: Uint8Array): string {
  const kept: string[] = [];
  let inMsgstr = false;
  for (const line of keepBom.decode(bytes).split(/\r?\n/)) {
    if (/^msgstr(?:\[\d+\])?\s/.test(line)) inMsgstr = true;
    else if (!(inMsgstr && /^\s*"/.test(line))) inMsgstr = false;
    if (inMsgstr) continue;
    if (line.startsWith('#,')) {
      const flags = line
        .slice(2)
        .split(',')
        .map((flag) => flag.trim())
        .filter((flag) => flag && flag !== 'fuzzy');
      if (flags.length > 0) kept.push(`#, ${flags.join(', ')}`);
    } else kept.push(line);
  }
  return kept.join('\n');
}

/** ... and the XLIFF's element tree without its targets, target language and segment states. */
function xliffWithoutTargets(bytes: Uint8Array): string {
  const DROPPED_ATTRIBUTES = new Set(['target-language', 'trgLang', 'state']);
  const walk = (node: Node): string => {
    if (node.nodeType === 3 || node.nodeType === 4) return (node.nodeValue ?? '').trim();
    if (node.nodeType !== 1) return '';
    const element = node as Element;
    if (element.localName === 'target' && element.parentNode?.nodeName !== 'alt-trans') return '';
    const attributes = Array.from(element.attributes as ArrayLike<Attr>)
      .filter((attribute) => !DROPPED_ATTRIBUTES.has(attribute.name))
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    const children = Array.from(element.childNodes as ArrayLike<Node>)
      .map(walk)
      .filter(Boolean);
    return `<${element.nodeName} ${attributes.join(' ')}>${children.join('')}</${element.nodeName}>`;
  };
  return walk(xmlFromBytes(bytes).documentElement as Node);
}

const FILLS_TARGETS: Record<string, (bytes: Uint8Array) => string> = {
  po: poWithoutTargets,
  pot: poWithoutTargets,
  xliff: xliffWithoutTargets,
  xlf: xliffWithoutTargets,
};

const REQUIRED_STRUCTURES = [
  'tables',
  'nested-tables',
  'headers-footers',
  'footnotes',
  'comments',
  'text-boxes',
  'hyperlinks',
  'fields',
  'tracked-changes',
  'rich-text-cells',
  'formulas-across-sheets',
  'hidden-sheet',
  'notes',
  'groups',
  'charts',
  'front-matter',
  'code-blocks',
  'icu-plurals',
  'po-plurals',
  'xliff-1.2',
  'xliff-2.0',
  'utf-16',
  'bom',
  'crlf',
  'epub-2',
  'epub-3',
  'fb2',
  'libreoffice',
];

/**
 * Pictures are read by OCR, and their own suite checks them (formats/image). PDFs are in the corpus,
 * read again by their characters (pageCharacters); their layout has its own suites (formats/pdf:
 * qpdf, mupdf, overlaps, LibreOffice conversions of this corpus).
 */
const OWN_SUITES = new Set(['png', 'jpg', 'jpeg', 'webp', 'tif', 'tiff', 'bmp']);

describe('the round-trip corpus', () => {
  it('has at least 60 files, every supported extension and every listed structure', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    const extensions = new Set(corpus.map((entry) => entry.extension));
    const missing = supportedExtensions().filter(
      (extension) => !extensions.has(extension) && !OWN_SUITES.has(extension),
    );
    expect(missing).toEqual([]);
    const covered = new Set(corpus.flatMap((entry) => entry.covers));
    expect(REQUIRED_STRUCTURES.filter((structure) => !covered.has(structure))).toEqual([]);
    for (const extension of ['docx', 'xlsx', 'pptx', 'odt', 'html', 'md', 'json', 'po', 'xlf', 'srt', 'vtt', 'epub']) {
      const variants = corpus.filter(
        (entry) => entry.extension === extension || (extension === 'xlf' && entry.extension === 'xliff'),
      );
      expect(variants.length, extension).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('identity round trip', () => {
  it.each(corpus.map((entry) => [entry.name, entry] as const))('%s comes back equivalent', async (_, entry) => {
    const { format, segments, output } = await rebuildWith(entry, (text) => text);
    expect(segments.length).toBeGreaterThan(0);
    if (PAGE_FORMATS.has(entry.extension)) {
      const again = await format.extract(output, OPTIONS);
      expect(pageCharacters(again.segments)).toBe(pageCharacters(segments));
    } else if (format.outputExtension) {
      // A legacy file comes back as the modern file LibreOffice made of it, untouched.
      const modern = await cachedConversion(entry.bytes, entry.extension, format.outputExtension);
      expect(differentEntries(modern, output)).toEqual([]);
    } else if (isZip(entry.bytes)) {
      expect(differentEntries(entry.bytes, output)).toEqual([]);
    } else if (FILLS_TARGETS[entry.extension]) {
      const withoutTargets = FILLS_TARGETS[entry.extension] as (bytes: Uint8Array) => string;
      expect(withoutTargets(output)).toBe(withoutTargets(entry.bytes));
    } else if (SETS_LANGUAGE.has(entry.extension)) {
      const [before, after] = [entry.bytes, output].map((bytes) => keepBom.decode(bytes));
      expect(withoutTargetLanguage(entry.extension, after as string)).toBe(
        withoutTargetLanguage(entry.extension, before as string),
      );
    } else {
      expect(Buffer.from(output).equals(Buffer.from(entry.bytes))).toBe(true);
    }
  });
});

describe('pseudo-translation round trip', () => {
  const engine = new PseudoEngine();

  it.each(corpus.map((entry) => [entry.name, entry] as const))(
    '%s is read again with as many segments',
    async (_, entry) => {
      const format = await adapterFor(entry);
      const { segments, skeleton } = await format.extract(entry.bytes, OPTIONS);
      const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
      const translations = new Map(report.translations.map((t) => [t.id, t.text]));
      expect(translations.size).toBe(segments.length);
      const output = await format.rebuild(skeleton, translations, 'translated', LANGUAGES);
      const reader = await outputAdapterFor(entry, format);
      if (format.id === 'po') {
        // A PO keeps only untranslated entries as segments: once filled, it has none left to give.
        const error = await reader.extract(output, OPTIONS).then(
          () => undefined,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(FormatError);
        expect((error as FormatError).code).toBe('empty');
        expect(poWithoutTargets(output)).toBe(poWithoutTargets(entry.bytes));
        return;
      }
      const again = await reader.extract(output, OPTIONS);
      expect(again.segments.length).toBe(segments.length);
    },
  );
});

// As the CLI reads the flag: only `bilingual: false` rules the bilingual modes out (xlsx and pptx leave it unset).
const bilingualFiles = (
  await Promise.all(corpus.map(async (entry) => ((await adapterFor(entry)).bilingual !== false ? entry : undefined)))
).filter((entry): entry is CorpusFile => entry !== undefined);

describe('bilingual output', () => {
  it('covers every bilingual-capable family', () => {
    expect(bilingualFiles.length).toBeGreaterThan(20);
  });

  it.each(bilingualFiles.flatMap((entry) => BILINGUAL_MODES.map((mode) => [entry.name, mode, entry] as const)))(
    '%s in %s mode is read again',
    async (_, mode, entry) => {
      const { format, segments, output } = await rebuildWith(entry, shout, mode);
      const again = await (await outputAdapterFor(entry, format)).extract(output, OPTIONS);
      expect(segments.length).toBeGreaterThan(0);
      expect(again.segments.length).toBeGreaterThan(0);
    },
  );
});
