import type { Readable } from 'node:stream';
import type { PartCoverage } from '@glossa/contracts/coverage';
import type { Owner } from '#core/owner.ts';

/**
 * What every public API (native REST, DeepL-compatible, LibreTranslate-compatible) asks of the
 * core: who calls, text translated now, documents through the workspace's jobs. Each facade only
 * reads its own request shapes and writes its own answers and errors (decision 0026).
 */

/** The account behind an API key. */
export interface ApiCaller {
  keyId: string;
  userId: string;
  owner: Owner & { kind: 'user' };
  /** The client's address, for the per-address limits. */
  address: string | null;
}

/** Looks up a key's secret (the api-keys feature); throws AppError('apiKeyInvalid') for an unknown, revoked or disabled one. */
export interface ApiKeyAuthenticator {
  authenticate(secret: string): Promise<{ keyId: string; userId: string }>;
}

/** How the texts are written: plain, or markup whose tags are kept (DeepL's tag_handling, LibreTranslate's format). */
export type TextMarkup = 'text' | 'html' | 'xml';

export interface TextRequest {
  texts: readonly string[];
  /** A language of the catalog, or 'auto'. */
  source: string;
  target: string;
  markup: TextMarkup;
  /** Markup: names of the elements whose content stays as it is (DeepL's `ignore_tags`). */
  ignoreTags?: readonly string[];
  /** One of the caller's term bases; refused (AppError('termBasePairMismatch')) when it serves another pair. */
  termBaseId?: string;
  /** Extra instructions for an AI engine (formality, context); machine engines ignore them. */
  instructions?: string;
  /** Aborts the engine calls (the client went away). */
  signal?: AbortSignal;
  /** Languages the caller reads, most likely first (Accept-Language): detection's hints when it is unsure. */
  hints?: readonly string[];
}

export interface TextResult {
  /** Each text's translation, its source language and its characters billed (`billedCharacters`' rule). */
  translations: {
    text: string;
    /** The language given, or the one detected (a guess when `lowConfidence`). */
    detectedSource: string;
    /** The detector's confidence in `detectedSource`, 0..1; null when the source was given. */
    detectionConfidence: number | null;
    /** The source was guessed below the detector's threshold (docs/decisions/0041-short-text-detection.md). */
    lowConfidence: boolean;
    billedCharacters: number;
  }[];
  /**
   * Characters of the source texts counted for this request, what usage adds up: the characters a
   * reader sees, in code points, markup left out (a character reference such as &amp; is one), same-language
   * texts and texts kept as they are included (text-translation.ts `billedCharacters`).
   */
  billedCharacters: number;
  /** The engine that served ('llm', 'apertium'...). */
  engine: string;
}

export interface DocumentRequest {
  file: { fileName: string; stream: Readable & { truncated?: boolean } };
  source: string;
  target: string;
  termBaseId?: string;
  instructions?: string;
  /** The export format wanted at download (an extension: 'pdf', 'docx'...); the source's when left out. */
  outputFormat?: string;
  /** The password of a protected source file. */
  password?: string;
  /** The interface language a failure is worded in (status `error.message`); English when left out. */
  locale?: string;
}

export type DocumentState = 'queued' | 'translating' | 'done' | 'error';

export interface DocumentStatus {
  documentId: string;
  state: DocumentState;
  /** Estimated seconds left while translating, else null. */
  secondsRemaining: number | null;
  /** Characters of the source counted so far (all of it once done). */
  billedCharacters: number;
  segmentsDone: number;
  segmentsTotal: number;
  /** Why it failed, in the caller's words (state 'error'). */
  error: { key: string; message: string } | null;
  /** The output format chosen at upload (an extension). */
  outputFormat: string;
  /** When its file was first sent in full (a download cut on the way does not count). */
  downloadedAt: string | null;
  /** Once done: how much of each part of the document was translated. */
  coverage: PartCoverage[] | null;
}

export type OutputForm = 'translated' | 'source-then-target' | 'target-then-source';

export interface DownloadRequest {
  form?: OutputForm;
  /** An export format (extension); the one chosen at upload when left out. */
  format?: string;
  /**
   * Hands the file out once (DeepL): a download more than DOWNLOAD_RETRY_GRACE_MS after the file was
   * first sent in full answers AppError('documentDownloaded'); within it, a retry is served again.
   */
  once?: boolean;
}

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ApiUsage {
  /** Characters billed through the API in the current period (the plan's period, else today UTC). */
  characterCount: number;
  /** The most characters the quota left allows this period: count + chats left x text limit. */
  characterLimit: number;
  documentCount: number;
  documentLimit: number;
  /** Chats (the product's quota unit) left now, across plan, daily allowance and packs. */
  chatsLeft: number;
  periodStart: string;
  periodEnd: string;
}

/** The core every facade calls (public-api/service.ts). All methods are scoped to the caller. */
export interface PublicApiCore {
  /** The caller behind a secret; AppError('apiKeyInvalid') (403) when there is none. */
  caller(secret: string | undefined, address: string | null): Promise<ApiCaller>;
  /** Translates now with the workspace's pipeline (engine, memory, term base, checks); one chat per request. */
  translateTexts(caller: ApiCaller, request: TextRequest): Promise<TextResult>;
  /** Detects the language of a text: best first (the caller's likely languages decide when unsure), confidence 0..1. */
  detect(text: string, hints?: readonly string[]): Promise<{ language: string; confidence: number }[]>;
  /**
   * Stores the file and starts its translation job (one chat); answers at once with its id and a
   * document key (a secret shown once, kept hashed: DeepL's `document_key`).
   */
  submitDocument(caller: ApiCaller, request: DocumentRequest): Promise<{ documentId: string; documentKey: string }>;
  /** AppError('notFound') unless `key` is the document's key (the document being the caller's). */
  checkDocumentKey(caller: ApiCaller, documentId: string, key: string | undefined): Promise<void>;
  documentStatus(caller: ApiCaller, documentId: string): Promise<DocumentStatus>;
  /**
   * The translated file; AppError('documentNotReady') before it is done. It counts as downloaded
   * only once sent whole: the facade then calls `documentDelivered` (documentBody does).
   */
  downloadDocument(caller: ApiCaller, documentId: string, request?: DownloadRequest): Promise<DocumentDownload>;
  /** The document's file went out whole: marks it downloaded (the first time only). */
  documentDelivered(caller: ApiCaller, documentId: string): Promise<void>;
  /** Stops the job and deletes the document and what came from it. */
  cancelDocument(caller: ApiCaller, documentId: string): Promise<void>;
  usage(caller: ApiCaller): Promise<ApiUsage>;
}
