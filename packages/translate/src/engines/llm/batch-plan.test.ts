import { describe, expect, it } from 'vitest';
import { random } from '../../../bench/bench-kit.ts';
import { planBatches } from './batch-plan.ts';

function sizes(counts: number[], tokens: number[]): number[] {
  let at = 0;
  return counts.map((count) => {
    const size = tokens.slice(at, at + count).reduce((sum, t) => sum + t, 0);
    at += count;
    return size;
  });
}

describe('planBatches', () => {
  const next = random(7);
  const document = Array.from({ length: 1000 }, () => 10 + Math.floor(next() * 120));

  it('covers every segment once, in order', () => {
    const counts = planBatches(document, { maxTokens: 3000, maxSegments: 50, parallelism: 64 });
    expect(counts.every((count) => count >= 1)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(document.length);
  });

  it('never exceeds the token budget or the segment count, except a segment larger than the budget alone', () => {
    for (const [maxTokens, parallelism] of [
      [3000, 1],
      [3000, 8],
      [400, 64],
      [100, 4],
    ] as const) {
      const tokens = [...document, 5000, ...document.slice(0, 40)];
      const counts = planBatches(tokens, { maxTokens, maxSegments: 50, parallelism });
      const batchSizes = sizes(counts, tokens);
      for (const [index, size] of batchSizes.entries()) {
        expect(counts[index]).toBeLessThanOrEqual(50);
        if (size > maxTokens) expect(counts[index]).toBe(1);
      }
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(tokens.length);
    }
  });

  it('starts small and doubling, so the first sentences come back soon', () => {
    const tokens = Array.from({ length: 1000 }, () => 30);
    const batchSizes = sizes(planBatches(tokens, { maxTokens: 3000, maxSegments: 50, parallelism: 64 }), tokens);
    expect(batchSizes.slice(0, 5)).toEqual([60, 120, 240, 450, 450]);
  });

  it('cuts a document into about parallelism-sized shares that shrink towards the end', () => {
    const tokens = Array.from({ length: 1000 }, () => 64);
    const plan = sizes(planBatches(tokens, { maxTokens: 3000, maxSegments: 50, parallelism: 8 }), tokens);
    // Up through the ramp to the largest batch, then down.
    const steady = plan.slice(plan.indexOf(Math.max(...plan)));
    expect(Math.max(...plan)).toBeLessThanOrEqual(3000);
    for (let i = 1; i < plan.length - steady.length; i++) expect(plan[i]!).toBeGreaterThanOrEqual(plan[i - 1]!);
    expect(steady[steady.length - 1]!).toBeLessThan(steady[0]!);
    for (let i = 1; i < steady.length; i++) expect(steady[i]!).toBeLessThanOrEqual(steady[i - 1]!);
    // The tail is made of small batches, never below the minimum unless the segments run out.
    expect(Math.min(...steady.slice(0, -1))).toBeGreaterThanOrEqual(64);
  });

  it('keeps the steady batches large for a server of few slots', () => {
    const tokens = Array.from({ length: 1000 }, () => 64);
    const few = planBatches(tokens, { maxTokens: 3000, maxSegments: 50, parallelism: 4 }).length;
    const many = planBatches(tokens, { maxTokens: 3000, maxSegments: 50, parallelism: 64 }).length;
    expect(few).toBeLessThan(many);
  });

  it('keeps the prefixes every request repeats within the text, or one per slot for a small document', () => {
    const prefixTokens = 300;
    const options = { maxTokens: 3000, maxSegments: 50, parallelism: 64, prefixTokens };
    const large = Array.from({ length: 1000 }, () => 64);
    const largePlan = planBatches(large, options);
    const text = large.reduce((sum, t) => sum + t, 0);
    // The ramp's first small batches aside, every batch holds one to two prefixes' worth of text.
    expect(largePlan.length * prefixTokens).toBeLessThanOrEqual(text + 4 * prefixTokens);
    expect(Math.max(...sizes(largePlan, large))).toBeLessThanOrEqual(2 * prefixTokens);
    // Without the prefix the tail falls to the smallest batches: many more requests.
    expect(planBatches(large, { ...options, prefixTokens: undefined }).length).toBeGreaterThan(largePlan.length);
    // A one-page document is still cut one batch per slot, for time: no floor above its share.
    const small = Array.from({ length: 30 }, () => 64);
    expect(planBatches(small, options).length).toBe(planBatches(small, { ...options, prefixTokens: undefined }).length);
  });

  it('plans nothing for nothing and one batch for one segment', () => {
    expect(planBatches([], { maxTokens: 3000, maxSegments: 50, parallelism: 8 })).toEqual([]);
    expect(planBatches([9000], { maxTokens: 3000, maxSegments: 50, parallelism: 8 })).toEqual([1]);
  });
});
