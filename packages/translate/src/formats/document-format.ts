import type { Segment } from '../segments/segment.ts';
import type { ArchiveLimits } from './archive-limits.ts';
import type { OutputMode } from './format.ts';

/** What an adapter may be asked while extracting. Unknown options are ignored. */
export interface ExtractOptions {
  /** Excel: translate sheet names too (formulas that reference them are updated). */
  translateSheetNames?: boolean;
  /** Excel and OpenDocument spreadsheets: translate hidden sheets, rows and columns. */
  includeHidden?: boolean;
  /** PowerPoint: speaker notes, and slide masters and layouts. */
  includeNotes?: boolean;
  includeMasters?: boolean;
  /** HTML and XML: attributes whose values are translated (default alt, title, placeholder). */
  attributes?: readonly string[];
  /**
   * HTML and XML: names of the elements whose content and attributes stay as they are (DeepL's
   * `ignore_tags`); HTML also keeps what `translate="no"` or `class="notranslate"` marks.
   */
  ignoreTags?: readonly string[];
  /** PDF and encrypted Office 2007+ files: the password that unlocks a protected file. */
  password?: string;
  /** Images and scanned PDF pages: the document's language when known (BCP-47), which picks the OCR model. */
  sourceLanguage?: string;
  /** Zip-based files (Office, OpenDocument, EPUB): the plan's caps on what the file may inflate to. */
  archiveLimits?: Partial<ArchiveLimits>;
  /** Image files: more pixels than this are refused from the header, before decoding (default 40 MP). */
  maxImagePixels?: number;
}

export interface RebuildOptions {
  sourceLanguage: string;
  targetLanguage: string;
}

export interface Extracted<Skeleton> {
  segments: Segment[];
  skeleton: Skeleton;
}

/**
 * A format adapter for any file (docs/translation-core.md §3). `rebuild` returns the same format as the
 * input, in one of the three output forms, with every untranslated byte kept.
 */
export interface DocumentFormat<Skeleton = unknown> {
  /** 'docx', 'xlsx', 'html' ... */
  id: string;
  /** Lower-case extensions without the dot that this adapter reads. */
  extensions: readonly string[];
  /** False where a bilingual file makes no sense (po, xliff, json ...): every mode writes the translated file. */
  bilingual?: boolean;
  /** Set when the output is another format than the input (legacy .doc comes back as .docx). */
  outputExtension?: string;
  extract(input: Uint8Array, options?: ExtractOptions): Promise<Extracted<Skeleton>>;
  rebuild(
    skeleton: Skeleton,
    translations: ReadonlyMap<string, string>,
    mode: OutputMode,
    options: RebuildOptions,
  ): Promise<Uint8Array>;
}

/** A file the adapter cannot read, in words the user can act on. */
export class FormatError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'corrupt'
      | 'encrypted'
      | 'wrong-password'
      | 'too-large'
      | 'unsafe'
      | 'unsupported'
      | 'empty'
      /** More time or memory than one file may use (a worker thread was stopped). */
      | 'too-complex',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FormatError';
  }
}

/** An image with more pixels than allowed, refused from its header: the sizes let the user be told why. */
export class ImageTooLargeError extends FormatError {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly maxPixels: number,
  ) {
    super(
      `The image is ${width} x ${height} pixels; at most ${maxPixels / 1_000_000} megapixels can be translated.`,
      'too-large',
    );
    this.name = 'ImageTooLargeError';
  }
}
