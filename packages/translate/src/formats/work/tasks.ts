import type { ReadXliff } from '../../exchange/bilingual-xliff-read.ts';
import type { CheckedRow, QaIssue, QaOptions, TermHit } from '../../qa/qa-checks.ts';
import type { Segment } from '../../segments/segment.ts';
import { FormatError } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { extensionOf, formatForFile } from '../registry.ts';
import { countDocument, type DocumentCounts } from './describe.ts';
import { extractOptionsFor, type ReadSettings } from './read-settings.ts';

/**
 * The work a document costs (docs/translation-core.md §6): each task is plain data in and out, so it can run
 * in a worker thread and never hold the server's event loop. What a task needs is loaded when
 * it first runs: a thread that only reads Word files never loads mupdf.
 */
export type DocumentTask =
  /** An upload: read the file, count what it holds. */
  | { kind: 'describe'; fileName: string; bytes: Uint8Array; read: ReadSettings }
  /** A translation: the file's segments, exactly as the download will rebuild them. */
  | { kind: 'extract'; fileName: string; bytes: Uint8Array; read: ReadSettings }
  /** A download: the file rebuilt with the translations, exported to another format when asked. */
  | {
      kind: 'build';
      fileName: string;
      bytes: Uint8Array;
      read: ReadSettings;
      translations: ReadonlyMap<string, string>;
      mode: OutputMode;
      languages: { sourceLanguage: string; targetLanguage: string };
      /** The extension to export to; LibreOffice is used only when `libreOffice` says it is there. */
      exportTo: string;
      libreOffice: boolean;
    }
  /** The preview panel: pages of a PDF as PNG pictures (a protected PDF with its password). */
  | { kind: 'pages'; pdf: Uint8Array; password?: string; from: number; count: number; scale: number }
  /** A protected Office file decrypted, for LibreOffice, which cannot open one. */
  | { kind: 'unlock'; bytes: Uint8Array; password: string }
  /** A built Office file encrypted with a password (agile encryption, a fresh salt each time). */
  | { kind: 'lock'; bytes: Uint8Array; password: string }
  /** A version's QA checks as the CSV report (packages/translate/src/qa). */
  | { kind: 'checks'; rows: CheckedRow[]; options: QaOptions }
  /** The same checks, each sentence's findings and term hits in the rows' order (the segment editor). */
  | { kind: 'segmentChecks'; rows: CheckedRow[]; options: QaOptions }
  /** A bilingual XLIFF file brought back from a CAT tool: its units (packages/translate/src/exchange). */
  | { kind: 'readXliff'; bytes: Uint8Array; maxBytes: number };

export interface DocumentTaskResults {
  describe: DocumentCounts;
  extract: { segments: Segment[] };
  build: Uint8Array;
  pages: Uint8Array[];
  unlock: Uint8Array;
  lock: Uint8Array;
  checks: string;
  segmentChecks: { issues: QaIssue[]; terms: TermHit[] }[];
  readXliff: ReadXliff;
}

export type DocumentTaskKind = DocumentTask['kind'];
export type TaskOf<K extends DocumentTaskKind> = Extract<DocumentTask, { kind: K }>;

async function extract(fileName: string, bytes: Uint8Array, read: ReadSettings) {
  const format = await formatForFile(fileName);
  if (!format) throw new FormatError(`Files like ${fileName} cannot be read.`, 'unsupported');
  const extension = extensionOf(fileName);
  return { format, extension, ...(await format.extract(bytes, extractOptionsFor(extension, read))) };
}

async function build(task: TaskOf<'build'>): Promise<Uint8Array> {
  const { format, extension, skeleton } = await extract(task.fileName, task.bytes, task.read);
  const rebuilt = await format.rebuild(skeleton, task.translations, task.mode, task.languages);
  const { exportDocument } = await import('../export-formats.ts');
  return exportDocument(rebuilt, extension, task.exportTo, { available: () => task.libreOffice });
}

async function run(task: DocumentTask): Promise<DocumentTaskResults[DocumentTaskKind]> {
  switch (task.kind) {
    case 'describe': {
      const { segments, skeleton } = await extract(task.fileName, task.bytes, task.read);
      return countDocument(segments, skeleton);
    }
    case 'extract': {
      const { segments } = await extract(task.fileName, task.bytes, task.read);
      return { segments };
    }
    case 'build':
      return build(task);
    case 'pages':
      return (await import('../pdf/page-preview.ts')).renderPdfPages(task.pdf, task);
    case 'unlock':
      return (await import('../ooxml/office-encryption.ts')).unlockOfficeFile(task.bytes, task.password);
    case 'lock':
      return (await import('../ooxml/office-encryption.ts')).lockOfficeFile(task.bytes, task.password);
    case 'checks':
      return (await import('../../qa/qa-checks.ts')).checksReport(task.rows, task.options);
    case 'segmentChecks': {
      const { segmentReview } = await import('../../qa/qa-checks.ts');
      return task.rows.map((row) => segmentReview(row.source, row.target, task.options));
    }
    case 'readXliff':
      return (await import('../../exchange/bilingual-xliff-read.ts')).readBilingualXliff(task.bytes, task.maxBytes);
  }
}

/** Runs one task where it is called (a worker thread, or the caller's thread when there is no pool). */
export async function runDocumentTask<K extends DocumentTaskKind>(task: TaskOf<K>): Promise<DocumentTaskResults[K]> {
  return (await run(task as DocumentTask)) as DocumentTaskResults[K];
}
