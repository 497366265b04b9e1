import type { DocumentFormat } from './document-format.ts';

export type RegisteredFormat = DocumentFormat;

interface Entry {
  extensions: readonly string[];
  load: () => Promise<RegisteredFormat>;
  /** What the adapter declares, known without loading it (registry.test.ts checks they agree). */
  bilingual?: false;
  output?: string;
}

// Adapters load on first use: a command that translates one Markdown file never parses OOXML code.
const ENTRIES: readonly Entry[] = [
  { extensions: ['docx', 'docm', 'dotx', 'dotm'], load: async () => (await import('./word/word-format.ts')).word },
  {
    extensions: ['xlsx', 'xlsm', 'xltx', 'xltm'],
    load: async () => (await import('./spreadsheet/spreadsheet.ts')).spreadsheet,
  },
  {
    extensions: ['pptx', 'pptm', 'potx', 'ppsx', 'ppsm'],
    load: async () => (await import('./presentation/presentation.ts')).presentation,
  },
  { extensions: ['html', 'htm'], load: async () => (await import('./web/html.ts')).html },
  { extensions: ['xhtml'], load: async () => (await import('./web/html.ts')).xhtml },
  { extensions: ['xml'], bilingual: false, load: async () => (await import('./web/xml.ts')).xml },
  { extensions: ['svg'], bilingual: false, load: async () => (await import('./web/xml.ts')).svg },
  {
    extensions: ['md', 'markdown'],
    load: async () => (await import('./markdown/markdown-document.ts')).markdownFormat,
  },
  { extensions: ['mdx'], load: async () => (await import('./markdown/markdown-document.ts')).mdxFormat },
  { extensions: ['txt'], load: async () => (await import('./data/txt.ts')).txt },
  { extensions: ['csv'], load: async () => (await import('./data/csv.ts')).csv },
  { extensions: ['tsv'], load: async () => (await import('./data/csv.ts')).tsv },
  { extensions: ['json'], bilingual: false, load: async () => (await import('./data/json.ts')).json },
  { extensions: ['yaml', 'yml'], bilingual: false, load: async () => (await import('./data/yaml.ts')).yaml },
  { extensions: ['properties'], bilingual: false, load: async () => (await import('./data/properties.ts')).properties },
  { extensions: ['ini'], bilingual: false, load: async () => (await import('./data/ini.ts')).ini },
  {
    extensions: ['strings'],
    bilingual: false,
    load: async () => (await import('./data/apple-strings.ts')).appleStrings,
  },
  { extensions: ['resx'], bilingual: false, load: async () => (await import('./data/resx.ts')).resx },
  { extensions: ['arb'], bilingual: false, load: async () => (await import('./data/arb.ts')).arb },
  { extensions: ['xliff', 'xlf'], bilingual: false, load: async () => (await import('./exchange/xliff.ts')).xliff },
  { extensions: ['po', 'pot'], bilingual: false, load: async () => (await import('./exchange/po.ts')).po },
  { extensions: ['srt'], load: async () => (await import('./subtitles/srt.ts')).srt },
  { extensions: ['vtt'], load: async () => (await import('./subtitles/vtt.ts')).vtt },
  { extensions: ['sbv'], load: async () => (await import('./subtitles/sbv.ts')).sbv },
  { extensions: ['ass', 'ssa'], load: async () => (await import('./subtitles/ass.ts')).ass },
  { extensions: ['lrc'], load: async () => (await import('./subtitles/lrc.ts')).lrc },
  { extensions: ['epub'], load: async () => (await import('./ebook/epub.ts')).epub },
  { extensions: ['fb2'], load: async () => (await import('./ebook/fb2.ts')).fictionBook },
  { extensions: ['odt', 'ott'], load: async () => (await import('./opendocument/opendocument.ts')).openDocumentText },
  {
    extensions: ['ods', 'ots'],
    load: async () => (await import('./opendocument/opendocument.ts')).openDocumentSpreadsheet,
  },
  {
    extensions: ['odp', 'otp'],
    load: async () => (await import('./opendocument/opendocument.ts')).openDocumentPresentation,
  },
  // PDF keeps the page layout (ADR 0010).
  { extensions: ['pdf'], load: async () => (await import('./pdf/pdf-format.ts')).pdf },
  // Scans and pictures of text: OCR, and the translation written into the picture (ADR 0010, OCR).
  {
    extensions: ['png', 'jpg', 'jpeg', 'webp', 'tif', 'tiff'],
    load: async () => (await import('./image/image-format.ts')).image,
  },
  { extensions: ['bmp'], output: 'png', load: async () => (await import('./image/image-format.ts')).bitmap },
  // Legacy Office files go through LibreOffice and come back in the modern format (outputExtension).
  { extensions: ['doc'], output: 'docx', load: async () => (await import('./legacy/legacy.ts')).doc },
  { extensions: ['xls'], output: 'xlsx', load: async () => (await import('./legacy/legacy.ts')).xls },
  { extensions: ['ppt'], output: 'pptx', load: async () => (await import('./legacy/legacy.ts')).ppt },
  { extensions: ['rtf'], output: 'docx', load: async () => (await import('./legacy/legacy.ts')).rtf },
];

const byExtension = new Map(ENTRIES.flatMap((entry) => entry.extensions.map((ext) => [ext, entry] as const)));

/** Every extension an adapter reads (lower case, no dot). */
export function supportedExtensions(): string[] {
  return [...byExtension.keys()];
}

/** A file name's extension, lower case without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function entryFor(fileName: string): Entry | undefined {
  return byExtension.get(extensionOf(fileName));
}

/** The adapter for a file name, by its extension; undefined when no adapter reads it. */
export async function formatForFile(fileName: string): Promise<RegisteredFormat | undefined> {
  return entryFor(fileName)?.load();
}

export interface FormatFacts {
  /** The extension the translated file is written in (docx for a doc, png for a bmp, else the input's). */
  outputExtension: string;
  /** False where a bilingual file makes no sense (po, xliff, json ...). */
  bilingual: boolean;
}

/**
 * What the adapter for a file name writes, without loading it: a server asks this on every
 * upload and download, and loading an adapter (mupdf, OCR, sharp) is work for a document thread.
 */
export function formatFacts(fileName: string): FormatFacts | undefined {
  const entry = entryFor(fileName);
  if (!entry) return undefined;
  return { outputExtension: entry.output ?? extensionOf(fileName), bilingual: entry.bilingual ?? true };
}
