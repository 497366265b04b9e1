import { type EngineBatch, EngineError, type TranslationEngine } from '../engines/engine.ts';
import { protectTerms, restoreTerms } from '../glossary/protect-terms.ts';
import { type TermBase, type TermEntry, termBaseVersion, termsInTexts } from '../glossary/term-base.ts';
import type { TranslationMemory } from '../memory/translation-memory.ts';
import { projectTags, repairTags, stripTags, tagIds, validateTags } from '../segments/inline-tags.ts';
import { protectSpans, restoreSpans } from '../segments/protect.ts';
import { addUsage, NO_USAGE, type Segment, type TranslatedSegment, type Usage } from '../segments/segment.ts';
import { batchByChars, runLimited } from './batches.ts';
import { checkQuality, type QualityIssue } from './quality.ts';

export interface PipelineProgress {
  done: number;
  total: number;
  fromMemory: number;
  usage: Usage;
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
  /** Batches in flight at once (the llm engine also applies its own endpoint limits). */
  concurrency?: number;
  /** Multiplies the engine's batch size (precision: smaller batches for "best"). */
  batchScale?: number;
  onProgress?: (progress: PipelineProgress) => void;
  /** Called for every finished segment as it finishes, so a job can persist it at once. */
  onSegment?: (segment: TranslatedSegment) => void | Promise<void>;
}

export interface PipelineReport {
  translations: TranslatedSegment[];
  fromMemory: number;
  resumed: number;
  usage: Usage;
  issues: QualityIssue[];
}

interface WorkItem {
  segment: Segment;
  sendText: string;
  spans: Map<string, string>;
  terms: Map<string, string>;
}

const CONTEXT_SEGMENTS = 2;

function hasWords(text: string): boolean {
  return /\p{L}/u.test(stripTags(text));
}

/** Puts protected spans and terms back, then makes sure the source's tags are all there. */
function finish(item: WorkItem, raw: string): { text: string; missingSpans: string[] } {
  const restored = restoreSpans(restoreTerms(raw, item.terms), item.spans);
  let text = restored.text;
  if (!validateTags(item.segment.text, text).ok) text = repairTags(item.segment.text, text);
  if (!validateTags(item.segment.text, text).ok) text = projectTags(item.segment.text, stripTags(text));
  return { text, missingSpans: restored.missing };
}

function prepare(segment: Segment, apertiumTerms: readonly TermEntry[]): WorkItem {
  const protectedText = protectSpans(segment.text);
  let sendText = protectedText.text;
  let terms = new Map<string, string>();
  if (apertiumTerms.length > 0) {
    const highest = Math.max(0, ...tagIds(sendText).map(Number));
    const swapped = protectTerms(sendText, apertiumTerms, highest + 1);
    sendText = swapped.text;
    terms = swapped.replacements;
  }
  return { segment, sendText, spans: protectedText.spans, terms };
}

/**
 * The translation pipeline: resume → skip text without words → memory → protect spans and
 * terms → batches with context → engine calls in parallel → restore, repair tags, quality checks.
 */
export async function translateSegments(
  segments: readonly Segment[],
  options: PipelineOptions,
): Promise<PipelineReport> {
  const { engine, signal } = options;
  const results = new Map<string, TranslatedSegment>();
  const issues: QualityIssue[] = [];
  const entries = options.termBase?.entries ?? [];
  const sameLanguage = options.source === options.target;
  let usage = NO_USAGE;
  let fromMemory = 0;
  let resumed = 0;

  const progress = () => options.onProgress?.({ done: results.size, total: segments.length, fromMemory, usage });
  const settle = async (segment: TranslatedSegment) => {
    results.set(segment.id, segment);
    await options.onSegment?.(segment);
  };

  const pending: Segment[] = [];
  for (const segment of segments) {
    const previous = options.done?.get(segment.id);
    if (previous !== undefined) {
      resumed += 1;
      results.set(segment.id, { id: segment.id, text: previous, origin: 'engine' });
    } else if (!hasWords(segment.text) || sameLanguage) {
      await settle({ id: segment.id, text: segment.text, origin: 'unchanged' });
    } else pending.push(segment);
  }

  const scope = {
    owner: options.memoryOwner ?? 'local',
    source: options.source,
    target: options.target,
    engine: engine.id,
    agent: options.agentKey ?? 'general@1',
    termBaseVersion: termBaseVersion(options.termBase),
  };
  const remembered = options.memory
    ? await options.memory.lookup(
        scope,
        pending.map((s) => s.text),
      )
    : new Map();
  const toTranslate: WorkItem[] = [];
  for (const segment of pending) {
    const hit = remembered.get(segment.text);
    if (hit !== undefined) {
      fromMemory += 1;
      await settle({ id: segment.id, text: hit, origin: 'memory' });
    } else toTranslate.push(prepare(segment, engine.kind === 'apertium' ? entries : []));
  }
  progress();

  const maxChars = Math.max(200, Math.round(engine.maxBatchChars * (options.batchScale ?? 1)));
  const batches = batchByChars(toTranslate, (item) => item.sendText.length, maxChars);
  const order = new Map(toTranslate.map((item, index) => [item, index]));
  const position = new Map(segments.map((segment, index) => [segment.id, index]));
  const plain = (item: WorkItem | undefined) => (item ? stripTags(item.segment.text) : undefined);

  const runBatch = async (batch: WorkItem[]) => {
    if (signal?.aborted) throw new EngineError('The translation was cancelled', 'cancelled');
    const first = order.get(batch[0] as WorkItem) ?? 0;
    const last = first + batch.length - 1;
    const request: EngineBatch = {
      segments: batch.map((item) => ({ id: item.segment.id, text: item.sendText, context: item.segment.context })),
      source: options.source,
      target: options.target,
      before: toTranslate.slice(Math.max(0, first - CONTEXT_SEGMENTS), first).map(plain) as string[],
      after: toTranslate.slice(last + 1, last + 1 + CONTEXT_SEGMENTS).map(plain) as string[],
      brief: {
        instructions: options.instructions,
        title: options.title,
        terms:
          engine.kind === 'llm'
            ? termsInTexts(
                batch.map((item) => item.segment.text),
                entries,
              )
            : undefined,
      },
    };
    let reply = await engine.translate(request, signal);
    usage = addUsage(usage, reply.usage);
    const byId = new Map(reply.translations.map((t) => [t.id, t.text]));
    const missing = batch.filter((item) => !byId.has(item.segment.id));
    // One more try for segments the engine left out, each on its own.
    for (const item of missing) {
      reply = await engine.translate({ ...request, segments: [{ id: item.segment.id, text: item.sendText }] }, signal);
      usage = addUsage(usage, reply.usage);
      const text = reply.translations.find((t) => t.id === item.segment.id)?.text;
      if (text === undefined) {
        throw new EngineError(
          `The ${engine.id} engine returned no translation for segment ${item.segment.id}`,
          'bad-response',
        );
      }
      byId.set(item.segment.id, text);
    }
    const stored: { source: string; target: string }[] = [];
    for (const item of batch) {
      const { text, missingSpans } = finish(item, byId.get(item.segment.id) as string);
      issues.push(
        ...checkQuality({
          segmentId: item.segment.id,
          source: item.segment.text,
          translation: text,
          sameLanguage,
          missingSpans,
          terms: entries,
        }),
      );
      stored.push({ source: item.segment.text, target: text });
      await settle({ id: item.segment.id, text, origin: 'engine' });
    }
    await options.memory?.store(scope, stored);
    progress();
  };

  await runLimited(
    batches.map((batch) => () => runBatch(batch)),
    options.concurrency ?? (engine.kind === 'llm' ? 16 : 2),
  );

  return {
    translations: segments.map((s) => results.get(s.id) as TranslatedSegment),
    fromMemory,
    resumed,
    usage,
    issues: issues.sort((a, b) => (position.get(a.segmentId) ?? 0) - (position.get(b.segmentId) ?? 0)),
  };
}
