import type { TranslationEngine } from '../engines/engine.ts';
import type { TermBase } from '../glossary/term-base.ts';
import type { TranslationMemory } from '../memory/translation-memory.ts';
import type { Segment, TranslatedSegment, Usage } from '../segments/segment.ts';
import type { QualityIssue } from './quality.ts';

/** What a pipeline run is given and what it answers (translate-segments.ts runs it). */

export interface PipelineProgress {
  done: number;
  total: number;
  fromMemory: number;
  usage: Usage;
  /** The share of the engine's work done, answers counted as they stream in (0 to 1; batches only). */
  work?: number;
}

export interface PipelineOptions {
  engine: TranslationEngine;
  source: string | 'auto';
  target: string;
  title?: string;
  /** The agent's system prompt and its identity for memory keys ('general@1'). */
  instructions?: string;
  agentKey?: string;
  termBase?: TermBase;
  /**
   * The whole document, in order, when the run translates only some of its segments (a
   * retranslated selection): each request's neighbours come from it instead of from the run's own
   * segments, so the engine reads what surrounds the selection.
   */
  document?: readonly Segment[];
  memory?: TranslationMemory;
  /** Whose memory: reuse never crosses accounts. */
  memoryOwner?: string;
  /** Segments a resumed job already has: never sent to an engine again. */
  done?: ReadonlyMap<string, string>;
  signal?: AbortSignal;
  /**
   * Asks the run to give the engine back early (a job yielding its worker, decision 0031): no
   * further batch starts, batches still waiting in the engine's queue leave it, and those the
   * engine is working on finish (their segments settle as usual). The report then says `stopped`,
   * and the segments left over are for a later run.
   */
  yieldSignal?: AbortSignal;
  /** Batches in flight at once (the llm engine also applies its own endpoint limits). */
  concurrency?: number;
  /** Who the work is for (the job), so an engine shared by several jobs takes turns between them. */
  requester?: string;
  /** Multiplies the engine's batch size (precision: smaller batches for "best"). */
  batchScale?: number;
  onProgress?: (progress: PipelineProgress) => void;
  /** Called for every finished segment as it finishes, so a job can persist it at once. */
  onSegment?: (segment: TranslatedSegment) => void | Promise<void>;
  /**
   * Called with the finished segments of each engine answer together, as soon as the answer is
   * checked: before its memory entries are stored, before a segment it left out is asked for
   * again, and before this batch's lane sends its next request (other batches stay in flight).
   * A job saves them here in one transaction, so what a crash can lose is only what the engine
   * has not answered yet. When given, these segments do not also go through onSegment.
   */
  onBatch?: (batch: AnsweredBatch) => Promise<void>;
  /**
   * Asks for the streaming path (typed text): segments go one at a time in document order, and
   * onSegment is called in that order. While an engine that can stream writes a segment, this
   * receives the text so far, placeholders already put back; the finished text comes by onSegment
   * and replaces the draft (it may differ: tags repaired, a held-back placeholder restored).
   */
  onDraft?: (segmentId: string, draft: string) => void | Promise<void>;
}

/** The finished segments of one engine answer. */
export interface AnsweredBatch {
  segments: TranslatedSegment[];
  /** `performance.now()` when the engine's answer came back: the time to save it is measured from here. */
  answeredAt: number;
}

export interface PipelineReport {
  /** The finished segments, in document order (all of them unless the run stopped early). */
  translations: TranslatedSegment[];
  /** The run gave the engine back before every segment was done (yieldSignal). */
  stopped: boolean;
  fromMemory: number;
  resumed: number;
  usage: Usage;
  issues: QualityIssue[];
}
