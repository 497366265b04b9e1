import type { Segment, Usage } from '../segments/segment.ts';

/** A language code as the catalogue writes it (BCP-47: 'en', 'es', 'zh-Hans', 'pt-BR'). */
export type LanguageCode = string;

/** `source: '*'` or `target: '*'` means any language of the catalogue. */
export interface LanguagePair {
  source: LanguageCode | '*';
  target: LanguageCode | '*';
}

/** Instructions for the engine beyond the text itself (used by the llm engine, ignored by others). */
export interface TranslationBrief {
  /** System prompt of the agent (general, a domain, or the user's own). */
  instructions?: string;
  /** The document's title, for context. */
  title?: string;
  /** Terms that occur in this batch and must be respected. */
  terms?: { source: string; target: string; doNotTranslate?: boolean }[];
}

/**
 * Which neighbours go along with a batch as context (the token budget, decision 0055): only around
 * a segment of fewer than `shortSegmentWords` words (a heading, a label, a cell, a list item),
 * each side cut to the `sideChars` characters nearest the batch. The pipeline applies it; the llm
 * engine's estimate counts it.
 */
export const NEIGHBOUR_CONTEXT = { shortSegmentWords: 12, sideChars: 240 } as const;

export interface EngineBatch {
  segments: Segment[];
  /** 'auto' lets the engine detect; adapters should pass a detected language when they have one. */
  source: LanguageCode | 'auto';
  target: LanguageCode;
  /** Neighbouring segments, for context only (not translated). */
  before?: string[];
  after?: string[];
  brief?: TranslationBrief;
  /**
   * Terms sent as placeholder tags (engines that cannot follow instructions): by segment id, each
   * tag's source term and target rendering. An engine may use it to inflect the words around the tag.
   */
  termTags?: ReadonlyMap<string, ReadonlyMap<string, { source: string; target: string }>>;
  /** Who the work is for (a job): an engine with a request queue shares its free slots round robin between them. */
  requester?: string;
  /**
   * Takes the request out of the engine's queue while it still waits for its turn (rejected as
   * 'cancelled'); once the engine works on it, only the call's own signal stops it. A job giving
   * its worker back to another (decision 0031) drops its waiting batches this way and lets the
   * ones being translated finish.
   */
  stopWaiting?: AbortSignal;
  /** Called as the answer streams in, with the number of characters that just arrived (for progress). */
  onAnswer?: (characters: number) => void;
}

export interface EngineResult {
  /** One entry per translated segment id. A missing id is a failed segment. */
  translations: { id: string; text: string }[];
  usage?: Usage;
}

/** What translating a document would take, before it starts. */
export interface DocumentEstimate {
  /** Requests to the model. */
  requests: number;
  promptTokens: number;
  answerTokens: number;
  /** At the speed measured so far; null before the engine has measured any answer. */
  seconds: number | null;
}

export interface TranslationEngine {
  /** 'llm', 'llm:strong', 'apertium', 'pseudo' ... */
  readonly id: string;
  /** The kind of engine, for choosing and for reports. */
  readonly kind: 'llm' | 'apertium' | 'pseudo';
  /** Largest batch the engine wants, in characters of source text. */
  readonly maxBatchChars: number;
  /** Requests it can usefully have in flight at once (the pipeline keeps that many batches ready). */
  readonly maxInFlight?: number;
  /** Its own cut of a document into batches: the number of segments in each, in order (default: by characters). */
  planBatches?(texts: readonly string[], scale?: number): number[];
  /** Requests, tokens and time for a document of this many words and segments (engines that count tokens). */
  estimate?(
    document: { words: number; segments: number; source: string; target: string },
    scale?: number,
  ): DocumentEstimate;
  languagePairs(): LanguagePair[];
  supports(source: LanguageCode | 'auto', target: LanguageCode): boolean;
  translate(batch: EngineBatch, signal?: AbortSignal): Promise<EngineResult>;
  /** Streams one text translation as it is produced (llm); others may yield the whole text at once. */
  translateStream?(batch: EngineBatch, signal?: AbortSignal): AsyncIterable<string>;
  close?(): Promise<void>;
}

/** Why an engine call failed, in words a user can act on. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'unsupported-pair'
      | 'unavailable'
      | 'rate-limited'
      | 'timeout'
      | 'bad-response'
      | 'cancelled'
      | 'http-error',
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    this.name = 'EngineError';
    this.status = options?.status;
  }
  readonly status: number | undefined;
}

export function pairMatches(pair: LanguagePair, source: LanguageCode | 'auto', target: LanguageCode): boolean {
  return (pair.source === '*' || pair.source === source) && (pair.target === '*' || pair.target === target);
}
