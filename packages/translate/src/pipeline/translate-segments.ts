import type { TranslationEngine } from '../engines/engine.ts';
import type { TermBase } from '../glossary/term-base.ts';
import type { TranslationMemory } from '../memory/translation-memory.ts';
import type { Segment, TranslatedSegment, Usage } from '../segments/segment.ts';
import { batchByChars, cutByCounts, runLimited } from './batches.ts';
import { PipelineRun, type Planned } from './pipeline-run.ts';
import type { QualityIssue } from './quality.ts';
import type { WorkItem } from './segment-work.ts';
import { translateInOrder } from './stream-segments.ts';
import { WorkMeter } from './work-meter.ts';

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

/**
 * The translation pipeline: resume → skip text without words → memory → protect spans and
 * terms → engine (batches with context in parallel, or one streamed segment after another) →
 * restore, repair tags, quality checks → memory.
 */
export async function translateSegments(
  segments: readonly Segment[],
  options: PipelineOptions,
): Promise<PipelineReport> {
  const run = new PipelineRun(segments, options);
  const plan = await run.plan();
  if (options.onDraft) await translateInOrder(run, plan, options.onDraft);
  else await translateInBatches(run, plan);
  return run.report();
}

/** Everything known without the engine first, then batches of the rest, several at once. */
async function translateInBatches(run: PipelineRun, plan: readonly Planned[]): Promise<void> {
  const { engine, batchScale, concurrency } = run.options;
  const queue: WorkItem[] = [];
  for (const planned of plan) {
    if (planned.kind === 'engine') queue.push(planned.item);
    else await run.settleKnown(planned);
  }
  run.progress();

  const texts = queue.map((item) => item.sendText);
  const meter = new WorkMeter(texts.reduce((sum, text) => sum + text.length, 0));
  const maxChars = Math.max(200, Math.round(engine.maxBatchChars * (batchScale ?? 1)));
  const batches = engine.planBatches
    ? cutByCounts(queue, engine.planBatches(texts, batchScale ?? 1))
    : batchByChars(queue, (item) => item.sendText.length, maxChars);
  let next = 0;
  const tasks = batches.map((batch) => {
    const first = next;
    next += batch.length;
    return async () => {
      if (run.yielding) return;
      let answered = 0;
      const onAnswer = (characters: number) => {
        answered += characters;
        meter.received(characters);
        run.progress(meter.fraction);
      };
      const request = { ...run.request(queue, first, batch.length), onAnswer };
      const raw = await run.ask(request).catch(run.leftWaiting);
      if (!raw) return;
      const answeredAt = performance.now();
      meter.finished(
        batch.reduce((sum, item) => sum + item.sendText.length, 0),
        answered,
      );
      // What came back is settled (saved, for a job) before anything else is asked or stored.
      const stored = await run.completeBatch(
        batch.filter((item) => raw.has(item.segment.id)),
        raw,
        answeredAt,
      );
      for (const [index, segment] of request.segments.entries()) {
        if (raw.has(segment.id)) continue;
        const again = new Map([[segment.id, await run.askAlone(request, segment)]]);
        stored.push(...(await run.completeBatch([batch[index] as WorkItem], again, performance.now())));
      }
      await run.remember(stored);
      run.progress(meter.fraction);
    };
  });
  await runLimited(tasks, concurrency ?? engine.maxInFlight ?? (engine.kind === 'llm' ? 16 : 2));
}
