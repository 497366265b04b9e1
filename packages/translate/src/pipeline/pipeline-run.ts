import { type EngineBatch, EngineError, NEIGHBOUR_CONTEXT } from '../engines/engine.ts';
import { type TermEntry, termBaseVersion, termsInTexts } from '../glossary/term-base.ts';
import type { MemoryScope } from '../memory/translation-memory.ts';
import { countWords } from '../segments/count-words.ts';
import { stripTags } from '../segments/inline-tags.ts';
import { addUsage, NO_USAGE, type Segment, type TranslatedSegment, type Usage } from '../segments/segment.ts';
import type { PipelineOptions, PipelineReport } from './pipeline-options.ts';
import { checkQuality, type QualityIssue } from './quality.ts';
import { finish, hasWords, prepare, type WorkItem } from './segment-work.ts';

const CONTEXT_SEGMENTS = 2;
/** Up to this many terms, the document's whole list is in every request's stable prefix; beyond, each batch names its own. */
const PREFIX_TERMS = 40;

/** What happens to one segment: known without an engine (resumed, no words, memory), or sent to it. */
export type Planned =
  | { kind: 'resumed' | 'unchanged' | 'memory'; segment: Segment; text: string }
  | { kind: 'engine'; segment: Segment; item: WorkItem };

type MemoryEntry = { source: string; target: string };

/**
 * One run of the pipeline: its counters, and the steps that batches and streams share, so a
 * segment gets the same memory, terms, protection, repair and checks whichever way it goes.
 */
export class PipelineRun {
  readonly results = new Map<string, TranslatedSegment>();
  readonly issues: QualityIssue[] = [];
  readonly entries: readonly TermEntry[];
  readonly sameLanguage: boolean;
  readonly scope: MemoryScope;
  usage: Usage = NO_USAGE;
  fromMemory = 0;
  resumed = 0;
  /** Where each segment sits in `options.document`, when the run was given one. */
  private readonly placeInDocument: ReadonlyMap<string, number> | undefined;
  /** The llm's terms for every request of the run, when they are few enough to share one prefix. */
  private documentTerms: TermEntry[] | undefined;

  constructor(
    readonly segments: readonly Segment[],
    readonly options: PipelineOptions,
  ) {
    this.entries = options.termBase?.entries ?? [];
    this.sameLanguage = options.source === options.target;
    this.scope = {
      owner: options.memoryOwner ?? 'local',
      source: options.source,
      target: options.target,
      engine: options.engine.id,
      agent: options.agentKey ?? 'general@1',
      termBaseVersion: termBaseVersion(options.termBase),
    };
    this.placeInDocument = options.document && new Map(options.document.map((segment, index) => [segment.id, index]));
    if (options.engine.kind === 'llm' && this.entries.length > 0) {
      const terms = termsInTexts(
        segments.map((segment) => segment.text),
        this.entries,
      );
      if (terms.length <= PREFIX_TERMS) this.documentTerms = terms;
    }
  }

  /** The plain texts around a batch: from the whole document when given, else from the run's queue. */
  private neighbours(queue: readonly WorkItem[], first: number, count: number) {
    const plain = (segment: Segment) => stripTags(segment.text);
    const { document } = this.options;
    const start = this.placeInDocument?.get(queue[first]?.segment.id ?? '');
    const end = this.placeInDocument?.get(queue[first + count - 1]?.segment.id ?? '');
    if (document && start !== undefined && end !== undefined) {
      return {
        before: document.slice(Math.max(0, start - CONTEXT_SEGMENTS), start).map(plain),
        after: document.slice(end + 1, end + 1 + CONTEXT_SEGMENTS).map(plain),
      };
    }
    const short = (item: WorkItem | undefined) =>
      item !== undefined && countWords(stripTags(item.segment.text)) < NEIGHBOUR_CONTEXT.shortSegmentWords;
    const before = short(queue[first])
      ? queue.slice(Math.max(0, first - CONTEXT_SEGMENTS), first).map((item) => plain(item.segment))
      : [];
    const after = short(queue[first + count - 1])
      ? queue.slice(first + count, first + count + CONTEXT_SEGMENTS).map((item) => plain(item.segment))
      : [];
    return { before: nearest(before, 'end'), after: nearest(after, 'start') };
  }

  /** Resume → text without words → memory, in document order; the rest is prepared for the engine. */
  async plan(): Promise<Planned[]> {
    const { done, memory, engine } = this.options;
    const needed = (segment: Segment) =>
      !done?.has(segment.id) && hasWords(segment.text) && !this.sameLanguage ? [segment.text] : [];
    const remembered = memory ? await memory.lookup(this.scope, this.segments.flatMap(needed)) : new Map();
    // Apertium cannot read instructions: its terms travel as placeholders instead.
    const placeholderTerms = engine.kind === 'apertium' ? this.entries : [];
    return this.segments.map((segment): Planned => {
      const previous = done?.get(segment.id);
      if (previous !== undefined) return { kind: 'resumed', segment, text: previous };
      if (!hasWords(segment.text) || this.sameLanguage) return { kind: 'unchanged', segment, text: segment.text };
      const hit = remembered.get(segment.text);
      if (hit !== undefined) return { kind: 'memory', segment, text: hit };
      return { kind: 'engine', segment, item: prepare(segment, placeholderTerms) };
    });
  }

  /** A segment known without the engine; a resumed one is the job's already, so onSegment is not called. */
  async settleKnown(planned: Exclude<Planned, { kind: 'engine' }>): Promise<void> {
    const { id } = planned.segment;
    if (planned.kind === 'resumed') {
      this.resumed += 1;
      this.results.set(id, { id, text: planned.text, origin: 'engine' });
      return;
    }
    if (planned.kind === 'memory') this.fromMemory += 1;
    await this.settle({ id, text: planned.text, origin: planned.kind });
  }

  private async settle(segment: TranslatedSegment): Promise<void> {
    this.results.set(segment.id, segment);
    await this.options.onSegment?.(segment);
  }

  progress(work?: number): void {
    const { results, fromMemory, usage } = this;
    const progress = { done: results.size, total: this.segments.length, fromMemory, usage };
    this.options.onProgress?.(work === undefined ? progress : { ...progress, work });
  }

  addUsage(usage: Usage | undefined): void {
    this.usage = addUsage(this.usage, usage);
  }

  checkCancelled(): void {
    if (this.options.signal?.aborted) throw new EngineError('The translation was cancelled', 'cancelled');
  }

  /** The run was asked to give the engine back (and was not cancelled). */
  get yielding(): boolean {
    return this.options.yieldSignal?.aborted === true && this.options.signal?.aborted !== true;
  }

  /**
   * A request that failed because it left the engine's queue as the run yields: nothing of it
   * was translated, so it is left for a later run (undefined); any other failure is rethrown.
   */
  readonly leftWaiting = (error: unknown): undefined => {
    if (this.yielding && error instanceof EngineError && error.code === 'cancelled') return undefined;
    throw error;
  };

  /** The request for consecutive items of `queue` from `first` on: neighbours as context, the llm's terms in its brief. */
  request(queue: readonly WorkItem[], first: number, count: number): EngineBatch {
    const { engine, source, target, instructions, title, requester, yieldSignal } = this.options;
    const batch = queue.slice(first, first + count);
    const texts = batch.map((item) => item.segment.text);
    const tagged = (item: WorkItem) =>
      new Map([...item.terms].map(([tag, target]) => [tag, { source: item.termSources.get(tag) ?? '', target }]));
    const termTags = new Map(batch.flatMap((item) => (item.terms.size > 0 ? [[item.segment.id, tagged(item)]] : [])));
    return {
      segments: batch.map((item) => ({ id: item.segment.id, text: item.sendText, context: item.segment.context })),
      source,
      target,
      ...this.neighbours(queue, first, count),
      brief: {
        instructions,
        title,
        terms: engine.kind === 'llm' ? (this.documentTerms ?? termsInTexts(texts, this.entries)) : undefined,
      },
      ...(termTags.size > 0 ? { termTags } : {}),
      ...(requester ? { requester } : {}),
      ...(yieldSignal ? { stopWaiting: yieldSignal } : {}),
    };
  }

  /** The engine's raw answers to one request, as it gave them (it may leave a segment out). */
  async ask(request: EngineBatch): Promise<Map<string, string>> {
    const { engine, signal } = this.options;
    this.checkCancelled();
    const reply = await engine.translate(request, signal);
    this.addUsage(reply.usage);
    return new Map(reply.translations.map((t) => [t.id, t.text]));
  }

  /** A segment an answered request left out, asked for once more on its own. */
  async askAlone(request: EngineBatch, segment: EngineBatch['segments'][number]): Promise<string> {
    const { engine, signal } = this.options;
    // The batch was answered: what it left out finishes it, so these requests do not leave the queue.
    const again = await engine.translate({ ...request, stopWaiting: undefined, segments: [segment] }, signal);
    this.addUsage(again.usage);
    const text = again.translations.find((t) => t.id === segment.id)?.text;
    if (text === undefined) {
      throw new EngineError(
        `The ${engine.id} engine returned no translation for segment ${segment.id}`,
        'bad-response',
      );
    }
    return text;
  }

  /** The engine's raw answers for a request; a segment it left out is asked for once more on its own. */
  async translate(request: EngineBatch): Promise<Map<string, string>> {
    const byId = await this.ask(request);
    for (const segment of request.segments.filter((s) => !byId.has(s.id))) {
      byId.set(segment.id, await this.askAlone(request, segment));
    }
    return byId;
  }

  /** Restores placeholders, repairs tags and checks quality: the finished segment, not settled yet. */
  private finishItem(item: WorkItem, raw: string): TranslatedSegment {
    const { text, missingSpans } = finish(item, raw);
    this.issues.push(
      ...checkQuality({
        segmentId: item.segment.id,
        source: item.segment.text,
        translation: text,
        sameLanguage: this.sameLanguage,
        missingSpans,
        terms: this.entries,
      }),
    );
    return { id: item.segment.id, text, origin: 'engine' };
  }

  /** Finishes and settles one segment the engine answered; answers its memory entry. */
  async complete(item: WorkItem, raw: string): Promise<MemoryEntry> {
    const segment = this.finishItem(item, raw);
    await this.settle(segment);
    return { source: item.segment.text, target: segment.text };
  }

  /**
   * Finishes the segments of one engine answer and settles them together: with `onBatch`, in one
   * call (a job saves them in one transaction), else one by one through `onSegment`. Answers
   * their memory entries, stored later: the answer is saved first.
   */
  async completeBatch(
    items: readonly WorkItem[],
    raw: ReadonlyMap<string, string>,
    answeredAt: number,
  ): Promise<MemoryEntry[]> {
    const segments = items.map((item) => this.finishItem(item, raw.get(item.segment.id) as string));
    if (this.options.onBatch) {
      for (const segment of segments) this.results.set(segment.id, segment);
      if (segments.length > 0) await this.options.onBatch({ segments, answeredAt });
    } else {
      for (const segment of segments) await this.settle(segment);
    }
    return items.map((item, index) => ({ source: item.segment.text, target: segments[index]?.text as string }));
  }

  async remember(entries: readonly MemoryEntry[]): Promise<void> {
    await this.options.memory?.store(this.scope, entries);
  }

  report(): PipelineReport {
    const position = new Map(this.segments.map((segment, index) => [segment.id, index]));
    return {
      translations: this.segments.flatMap((s) => this.results.get(s.id) ?? []),
      stopped: this.results.size < this.segments.length,
      fromMemory: this.fromMemory,
      resumed: this.resumed,
      usage: this.usage,
      issues: this.issues.sort((a, b) => (position.get(a.segmentId) ?? 0) - (position.get(b.segmentId) ?? 0)),
    };
  }
}

/**
 * Context lines cut to the characters nearest the batch (the end of what comes before, the start
 * of what comes after), at a word boundary where one is near.
 */
function nearest(lines: string[], keep: 'start' | 'end'): string[] {
  let left: number = NEIGHBOUR_CONTEXT.sideChars;
  const ordered = keep === 'end' ? [...lines].reverse() : lines;
  const kept: string[] = [];
  for (const line of ordered) {
    if (left <= 0) break;
    kept.push(line.length <= left ? line : cut(line, left, keep));
    left -= line.length;
  }
  return keep === 'end' ? kept.reverse() : kept;
}

function cut(line: string, chars: number, keep: 'start' | 'end'): string {
  const part = keep === 'start' ? line.slice(0, chars) : line.slice(line.length - chars);
  if (keep === 'start') {
    const space = part.lastIndexOf(' ');
    return space < chars / 2 ? part : `${part.slice(0, space)} …`;
  }
  const space = part.indexOf(' ');
  return space < 0 || space > chars / 2 ? part : `… ${part.slice(space + 1)}`;
}
