import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import type { EngineBatch } from '../engine.ts';
import { LlmEngine } from './llm-engine.ts';

const fast = { retryBaseMs: 5, retryMaxMs: 20 };
const batch = (index: number): EngineBatch => ({
  segments: [{ id: `s${index}`, text: `Sentence number ${index} of the document.` }],
  source: 'en',
  target: 'de',
});

describe('LlmEngine with adaptive concurrency', () => {
  let server: FakeLlmServer;
  beforeEach(async () => {
    server = await startFakeLlmServer({ latencyMs: 20, rejectAbove: 3 });
  });
  afterEach(async () => {
    await server.close();
  });

  it('shrinks on 429 from a server that takes only three at a time, and still translates every batch', async () => {
    const engine = new LlmEngine(
      fakeEndpoint(server, { concurrency: 16, adaptiveConcurrency: true, maxRetries: 8 }),
      fast,
    );
    const results = await Promise.all(Array.from({ length: 40 }, (_, index) => engine.translate(batch(index))));
    expect(results.every((result) => result.translations.length === 1)).toBe(true);
    expect(server.stats.rejected).toBeGreaterThan(0);
    expect(engine.client.limiter.adaptive?.decreases).toBeGreaterThan(0);
    expect(engine.client.limiter.limit).toBeLessThan(16);
  });

  it('grows to its ceiling against a server that takes everything', async () => {
    server.options.rejectAbove = undefined;
    const engine = new LlmEngine(fakeEndpoint(server, { concurrency: 16, adaptiveConcurrency: true }), fast);
    await Promise.all(Array.from({ length: 60 }, (_, index) => engine.translate(batch(index))));
    expect(engine.client.limiter.limit).toBe(16);
    expect(engine.client.limiter.peak).toBe(16);
    expect(server.stats.rejected).toBe(0);
  });
});
