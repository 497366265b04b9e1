/**
 * How a document's segments are cut into requests, in order. Three concerns:
 * - the first batches are small and double (60, 120, 240 … tokens), so the first translated
 *   sentences come back within a couple of seconds;
 * - then each batch takes 1/parallelism of what is left (guided self-scheduling): large while
 *   much is left, so document context travels along and the prompt overhead stays low, and
 *   shrinking towards the end, so every slot stays busy until the end instead of a few long
 *   requests finishing alone;
 * - no batch exceeds the token budget or the segment count (one oversized segment goes alone),
 *   and none is smaller than `minTokens` unless the document is.
 */
export interface BatchPlanOptions {
  /** Source tokens per batch at most (LLM_MAX_BATCH_TOKENS, scaled by precision). */
  maxTokens: number;
  /** Segments per batch at most. */
  maxSegments: number;
  /** Requests the model server may take at once. */
  parallelism: number;
  /** The first batch's size in tokens; it doubles until the steady size. */
  firstTokens?: number;
  /** The smallest steady batch, so a request's fixed cost (prompt, first-token wait) stays small. */
  minTokens?: number;
  /**
   * Tokens every request repeats (the stable prompt prefix). A steady batch then carries between
   * one and two prefixes' worth of text: the prefixes together never outweigh the text, unless
   * the document is too small to fill every slot so (then it is cut one batch per slot, for
   * time), and no request holds so much that the slots finish unevenly (decision 0055).
   */
  prefixTokens?: number;
}

const FIRST_TOKENS = 60;
const MIN_TOKENS = 60;

/** The number of segments in each batch, in order; `tokens` are the segments' estimated sizes. */
export function planBatches(tokens: readonly number[], options: BatchPlanOptions): number[] {
  const parallelism = Math.max(1, options.parallelism);
  const maxTokens = Math.max(1, options.maxTokens);
  const firstTokens = options.firstTokens ?? FIRST_TOKENS;
  let remaining = tokens.reduce((sum, size) => sum + size, 0);
  const prefix = options.prefixTokens;
  const tokenFloor = prefix ? Math.min(prefix, Math.ceil(remaining / parallelism)) : 0;
  const minTokens = Math.min(maxTokens, Math.max(options.minTokens ?? MIN_TOKENS, tokenFloor));
  const steadyMax = prefix ? Math.min(maxTokens, Math.max(minTokens, 2 * prefix)) : maxTokens;
  const counts: number[] = [];
  let at = 0;
  while (at < tokens.length) {
    const ramp = firstTokens * 2 ** counts.length;
    const share = Math.max(minTokens, Math.ceil(remaining / parallelism));
    const target = Math.min(steadyMax, share, ramp);
    let count = 0;
    let size = 0;
    while (at + count < tokens.length && count < options.maxSegments) {
      const next = tokens[at + count]!;
      if (count > 0 && size + next > target) break;
      size += next;
      count++;
    }
    counts.push(count);
    remaining -= size;
    at += count;
  }
  return counts;
}
