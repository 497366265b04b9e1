import { type DocumentEstimate, NEIGHBOUR_CONTEXT } from '../engine.ts';
import { type BatchPlanOptions, planBatches } from './batch-plan.ts';
import { buildBatchMessages } from './batch-prompt.ts';
import { type ChatClient, estimatePromptTokens } from './chat-client.ts';

/** English averages about 1.35 tokens a word; the word counter counts each CJK character as a word. */
const TOKENS_PER_WORD = 1.35;
/**
 * Context goes along only with batches that start or end on a short segment (NEIGHBOUR_CONTEXT):
 * for a document whose segments are that short on average, two sides at most, each with its
 * heading; for one of sentences and paragraphs, none.
 */
const CONTEXT_TOKENS = 2 * (NEIGHBOUR_CONTEXT.sideChars / 4 + 16);

export interface EstimateInput {
  words: number;
  segments: number;
  source: string;
  target: string;
  segmentOverheadTokens: number;
  /** What an answer takes for a segment of this many tokens. */
  answerTokens: (segmentTokens: number) => number;
  plan: BatchPlanOptions;
}

/**
 * A document's requests and tokens as the engine would cut it, and the minutes they take at the
 * speed measured on this endpoint so far and the parallelism it found (unknown before any answer).
 */
export function estimateDocument(client: ChatClient, input: EstimateInput): DocumentEstimate {
  const segments = Math.max(0, Math.round(input.segments));
  if (segments === 0 || input.words <= 0) return { requests: 0, promptTokens: 0, answerTokens: 0, seconds: 0 };
  const sourceTokens = Math.ceil(input.words * TOKENS_PER_WORD);
  const segmentTokens = Math.ceil(sourceTokens / segments) + input.segmentOverheadTokens;
  const requests = planBatches(new Array<number>(segments).fill(segmentTokens), input.plan).length;
  const instructions = estimatePromptTokens(
    buildBatchMessages({ segments: [], source: input.source, target: input.target }),
  );
  const shortSegments = input.words / segments < NEIGHBOUR_CONTEXT.shortSegmentWords;
  const context = shortSegments && requests > 1 ? Math.min(CONTEXT_TOKENS, 4 * segmentTokens) : 0;
  const promptTokens = requests * (instructions + context) + segments * segmentTokens;
  const answerTokens = segments * input.answerTokens(segmentTokens);
  const { firstTokenMs, tokensPerSecond } = client.speed;
  const seconds =
    firstTokenMs === undefined || tokensPerSecond === undefined
      ? null
      : Math.ceil(
          ((requests * firstTokenMs) / 1000 + answerTokens / tokensPerSecond) /
            Math.max(1, Math.min(requests, client.limiter.limit)),
        );
  return { requests, promptTokens, answerTokens, seconds };
}
