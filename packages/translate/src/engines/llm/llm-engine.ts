import { projectTags, repairTags, stripTags, validateTags } from '../../segments/inline-tags.ts';
import { addUsage, NO_USAGE, type Segment, type Usage } from '../../segments/segment.ts';
import {
  type DocumentEstimate,
  type EngineBatch,
  EngineError,
  type EngineResult,
  type LanguageCode,
  type LanguagePair,
  type TranslationEngine,
} from '../engine.ts';
import { cancelledError } from './abort.ts';
import { planBatches } from './batch-plan.ts';
import { buildBatchMessages, buildTextMessages, parseBatchReply } from './batch-prompt.ts';
import { ChatClient, type ChatClientOptions, estimatePromptTokens } from './chat-client.ts';
import { estimateDocument } from './document-estimate.ts';
import { estimateTokens } from './limiter.ts';
import type { LlmEndpoint } from './llm-config.ts';
import { ThinkingFilter } from './thinking.ts';

/** The `{"id":"…","text":"…"}` around each segment, in tokens. */
const SEGMENT_OVERHEAD_TOKENS = 8;
/** The same around each translation in the answer (`{"id":"w12","text":""},` is about 6). */
const ANSWER_OVERHEAD_TOKENS = 6;
/** Beyond this many segments per request models start to skip or merge entries. */
const MAX_SEGMENTS_PER_BATCH = 50;
/** Latin text; CJK text has about one token per character, so batches sized in tokens hold fewer characters. */
const CHARS_PER_TOKEN = 4;

/** Translates with any OpenAI-compatible chat-completions API. */
export class LlmEngine implements TranslationEngine {
  readonly id: string;
  readonly kind = 'llm' as const;
  readonly maxBatchChars: number;
  readonly maxInFlight: number;
  readonly client: ChatClient;

  constructor(
    readonly endpoint: LlmEndpoint,
    options: ChatClientOptions = {},
  ) {
    this.id = endpoint.id;
    this.maxBatchChars = endpoint.maxBatchTokens * CHARS_PER_TOKEN;
    this.maxInFlight = endpoint.concurrency;
    this.client = new ChatClient(endpoint, options);
  }

  /**
   * A document's batches sized to it and to the endpoint's parallelism (see batch-plan.ts): the
   * number of segments in each, in order. `scale` shrinks the token budget (precision).
   */
  planBatches(texts: readonly string[], scale = 1): number[] {
    return planBatches(
      texts.map((text) => estimateTokens(text) + SEGMENT_OVERHEAD_TOKENS),
      this.planOptions(scale),
    );
  }

  /** Requests, tokens and minutes for a document, at the speed and parallelism measured so far. */
  estimate(document: { words: number; segments: number; source: string; target: string }, scale = 1): DocumentEstimate {
    return estimateDocument(this.client, {
      ...document,
      segmentOverheadTokens: SEGMENT_OVERHEAD_TOKENS,
      // The answer's JSON around a segment is a little shorter (no note); its text grows in translation.
      answerTokens: (tokens) =>
        ANSWER_OVERHEAD_TOKENS + Math.ceil(Math.max(0, tokens - SEGMENT_OVERHEAD_TOKENS) * ANSWER_RATIO),
      plan: this.planOptions(scale),
    });
  }

  private planOptions(scale: number) {
    return {
      maxTokens: Math.max(50, Math.round(this.endpoint.maxBatchTokens * scale)),
      maxSegments: MAX_SEGMENTS_PER_BATCH,
      parallelism: this.endpoint.concurrency,
      prefixTokens: prefixTokens(),
    };
  }

  /**
   * Batches of at most `maxBatchTokens` estimated tokens (and 50 segments), in order. A segment
   * larger than the budget gets a batch of its own.
   */
  static splitIntoBatches(
    segments: Segment[],
    maxBatchTokens: number,
    maxSegments = MAX_SEGMENTS_PER_BATCH,
  ): Segment[][] {
    const batches: Segment[][] = [];
    let current: Segment[] = [];
    let tokens = 0;
    for (const segment of segments) {
      const size = segmentTokens(segment);
      if (current.length > 0 && (tokens + size > maxBatchTokens || current.length >= maxSegments)) {
        batches.push(current);
        current = [];
        tokens = 0;
      }
      current.push(segment);
      tokens += size;
    }
    if (current.length > 0) batches.push(current);
    return batches;
  }

  languagePairs(): LanguagePair[] {
    return [{ source: '*', target: '*' }];
  }

  supports(_source: LanguageCode | 'auto', _target: LanguageCode): boolean {
    return true;
  }

  /**
   * One request for the batch; segments that come back missing or with broken tags go down a
   * repair ladder: once more as a batch, then one by one, then without tags (the plain
   * translation is projected onto the source's tags). Segments still failing are left out.
   */
  async translate(batch: EngineBatch, signal?: AbortSignal): Promise<EngineResult> {
    if (signal?.aborted) throw cancelledError(signal);
    const done = new Map<string, string>();
    let usage: Usage = NO_USAGE;
    // Only the batch's first request may leave the queue: the repairs finish a batch already answered.
    let stopWaiting = batch.stopWaiting;
    const send = async (segments: Segment[], withoutTags = false): Promise<Segment[]> => {
      const sent = withoutTags ? segments.map((segment) => ({ ...segment, text: stripTags(segment.text) })) : segments;
      const messages = buildBatchMessages({ ...batch, segments: sent });
      const call = { expectedAnswerTokens: answerTokens(sent), requester: batch.requester, stopWaiting };
      stopWaiting = undefined;
      const onText = batch.onAnswer ? (text: string) => batch.onAnswer?.(text.length) : undefined;
      const reply = await this.client.collect(messages, signal, call, onText);
      usage = addUsage(usage, reply.usage);
      const parsed = new Map(parseBatchReply(reply.content, ids(sent)).translations.map((t) => [t.id, t.text]));
      const failed: Segment[] = [];
      for (const segment of segments) {
        const answer = parsed.get(segment.id);
        const projected = answer !== undefined && withoutTags ? projectTags(segment.text, answer) : answer;
        const text = projected === undefined ? undefined : acceptable(segment.text, projected);
        if (text !== undefined) done.set(segment.id, text);
        else failed.push(segment);
      }
      return failed;
    };

    const toTranslate = batch.segments.filter((segment) => {
      if (hasWords(segment.text)) return true;
      done.set(segment.id, segment.text);
      return false;
    });
    if (toTranslate.length > 0) await repair(await send(toTranslate), send, signal);
    const translations = batch.segments.flatMap((segment) => {
      const text = done.get(segment.id);
      return text === undefined ? [] : [{ id: segment.id, text }];
    });
    return { translations, usage };
  }

  /** Streams the translation of the batch's one segment as plain text; `onUsage` receives the tokens it took. */
  async *translateStream(
    batch: EngineBatch,
    signal?: AbortSignal,
    onUsage?: (usage: Usage) => void,
  ): AsyncGenerator<string> {
    if (batch.segments.length !== 1) throw new RangeError('translateStream translates exactly one segment');
    const messages = buildTextMessages(batch);
    const thinking = new ThinkingFilter();
    const call = {
      expectedAnswerTokens: answerTokens(batch.segments),
      requester: batch.requester,
      stopWaiting: batch.stopWaiting,
    };
    for await (const event of this.client.stream(messages, signal, call)) {
      if (event.type === 'usage') {
        onUsage?.(event.usage);
        continue;
      }
      const text = thinking.push(event.text);
      if (text) yield text;
    }
    const rest = thinking.end();
    if (rest) yield rest;
  }
}

type Send = (segments: Segment[], withoutTags?: boolean) => Promise<Segment[]>;

/** The repair ladder. A failing repair request keeps what is done; only a cancellation is passed on. */
async function repair(failed: Segment[], send: Send, signal: AbortSignal | undefined): Promise<void> {
  let remaining = failed;
  const steps: ((segments: Segment[]) => Promise<Segment[]>)[] = [
    (segments) => send(segments),
    (segments) => (segments.length > 1 ? eachAlone(segments, (segment) => send([segment])) : Promise.resolve(segments)),
    (segments) =>
      eachAlone(segments, (segment) => (hasTags(segment.text) ? send([segment], true) : Promise.resolve([segment]))),
  ];
  for (const step of steps) {
    if (remaining.length === 0) return;
    try {
      remaining = await step(remaining);
    } catch (error) {
      if (signal?.aborted) throw cancelledError(signal);
      if (error instanceof EngineError && error.code === 'cancelled') throw error;
      return;
    }
  }
}

/** Sends every segment on its own, concurrently; the segments that still fail. */
async function eachAlone(segments: Segment[], send: (segment: Segment) => Promise<Segment[]>): Promise<Segment[]> {
  const results = await Promise.allSettled(segments.map(send));
  const rejected = results.find((result) => result.status === 'rejected');
  const failed = results.flatMap((result, index) =>
    result.status === 'fulfilled' ? result.value : [segments[index]!],
  );
  if (rejected && failed.length === segments.length) throw rejected.reason;
  return failed;
}

// One way to read each run of spaces (docs/decisions/0016-hostile-input.md): `\s*\/?\s*` would try them all.
const LOOSE_TAG = /<\s*(?:\/\s*)?[gx]\s*\d+\s*(?:\/\s*)?>/gi;

/**
 * The translation if its tags match the source's, also after mere respelling (`<x2 />`, `</G1>`)
 * or rebalancing; undefined when it is empty or lost tags (placing those would be a guess).
 */
function acceptable(source: string, translation: string): string | undefined {
  if (translation.trim() === '' && source.trim() !== '') return undefined;
  if (validateTags(source, translation).ok) return translation;
  const tagCount = (text: string) => text.match(LOOSE_TAG)?.length ?? 0;
  if (tagCount(translation) < tagCount(source)) return undefined;
  const repaired = repairTags(source, translation);
  return validateTags(source, repaired).ok ? repaired : undefined;
}

function hasWords(text: string): boolean {
  return /\p{L}/u.test(stripTags(text));
}

function hasTags(text: string): boolean {
  return stripTags(text) !== text;
}

function ids(segments: Segment[]): string[] {
  return segments.map((segment) => segment.id);
}

function segmentTokens(segment: Segment): number {
  return estimateTokens(segment.text) + SEGMENT_OVERHEAD_TOKENS;
}

/** Translations run longer than their source. */
const ANSWER_RATIO = 1.5;

/** What the answer may take: translations run longer than their source, plus the JSON around them. */
function answerTokens(segments: Segment[]): number {
  return segments.reduce((sum, segment) => sum + Math.ceil(segmentTokens(segment) * ANSWER_RATIO), 16);
}

let promptPrefixTokens: number | undefined;
/** The default system prompt's tokens: what every batch request repeats at the least. */
function prefixTokens(): number {
  promptPrefixTokens ??= estimatePromptTokens(
    buildBatchMessages({ segments: [], source: 'en', target: 'de' }).slice(0, 1),
  );
  return promptPrefixTokens;
}
