import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlmServer, fakeEndpoint, fakeTranslate, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { stripTags, validateTags } from '../../segments/inline-tags.ts';
import type { Segment, Usage } from '../../segments/segment.ts';
import type { EngineBatch } from '../engine.ts';
import type { LlmEndpoint } from './llm-config.ts';
import { LlmEngine } from './llm-engine.ts';

const segments: Segment[] = [
  { id: 's1', text: 'Click <g1>here</g1> to open https://example.com/docs?q=1 now.' },
  { id: 's2', text: 'Hello {name}, you have %d new messages<x1/>' },
  { id: 's3', text: 'The price rose by 12.5% to 1,250 EUR in 2024.' },
];
const batch: EngineBatch = { segments, source: 'en', target: 'es' };
const expected = (segment: Segment) => ({ id: segment.id, text: fakeTranslate(segment.text, 'es') });
const fast = { retryBaseMs: 5, retryMaxMs: 20 };

/** Polls every 5 ms; 12 000 polls take a minute at least, however busy the machine (no clock is read). */
async function until(condition: () => boolean): Promise<void> {
  for (let polls = 0; !condition(); polls++) {
    if (polls === 12_000) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('LlmEngine', () => {
  let server: FakeLlmServer;
  const engine = (overrides: Partial<LlmEndpoint> = {}) => new LlmEngine(fakeEndpoint(server, overrides), fast);
  beforeEach(async () => {
    server = await startFakeLlmServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('describes itself as an llm engine for any pair', () => {
    const llm = engine({ id: 'llm:strong', maxBatchTokens: 1000 });
    expect([llm.id, llm.kind, llm.maxBatchChars]).toEqual(['llm:strong', 'llm', 4000]);
    expect(llm.languagePairs()).toEqual([{ source: '*', target: '*' }]);
    expect(llm.supports('auto', 'th')).toBe(true);
  });

  it('translates a batch in one request; tags, placeholders, numbers and URLs survive', async () => {
    const result = await engine().translate(batch);
    expect(result.translations).toEqual(segments.map(expected));
    const [s1, s2, s3] = result.translations.map((t) => t.text);
    expect(s1).toBe('es:Click <g1>es:here</g1> es:to es:open https://example.com/docs?q=1 es:now.');
    expect(s2).toContain('{name}');
    expect(s2).toContain('%d');
    expect(s2?.endsWith('<x1/>')).toBe(true);
    expect(s3).toContain('12.5%');
    expect(s3).toContain('1,250');
    expect(s3).toContain('2024');
    expect(server.stats.requests).toBe(1);
    expect(result.usage).toEqual(server.stats.usage);
  });

  it('passes text without words through without asking the server', async () => {
    const result = await engine().translate({ ...batch, segments: [{ id: 'n', text: '2024 <x1/>' }] });
    expect(result).toEqual({
      translations: [{ id: 'n', text: '2024 <x1/>' }],
      usage: { promptTokens: 0, completionTokens: 0 },
    });
    expect(server.stats.requests).toBe(0);
  });

  it('repairs a batch with a missing id by asking again for that segment only, and adds up the usage', async () => {
    server.options.dropFirstIdOnce = true;
    const result = await engine().translate(batch);
    expect(result.translations).toEqual(segments.map(expected));
    expect(server.stats.requests).toBe(2);
    expect(server.stats.segmentsById).toEqual({ s1: 2, s2: 1, s3: 1 });
    expect(result.usage).toEqual(server.stats.usage);
    expect(result.usage?.promptTokens).toBeGreaterThan(0);
  });

  it('repairs broken tags with a second batch of the broken segments', async () => {
    server.options.breakTags = 'once';
    const result = await engine().translate(batch);
    expect(result.translations).toEqual(segments.map(expected));
    expect(server.stats.segmentsById).toEqual({ s1: 2, s2: 2, s3: 1 });
  });

  it('falls back to a translation without tags projected onto the source tags', async () => {
    server.options.breakTags = 'always';
    const result = await engine().translate(batch);
    expect(result.translations.map((t) => t.id)).toEqual(['s1', 's2', 's3']);
    for (const translation of result.translations) {
      const source = segments.find((segment) => segment.id === translation.id)!.text;
      expect(validateTags(source, translation.text).ok).toBe(true);
      expect(stripTags(translation.text)).toBe(stripTags(fakeTranslate(source, 'es')));
    }
    // Batch, the two broken ones again, each alone, each without tags.
    expect(server.stats.requests).toBe(1 + 1 + 2 + 2);
    expect(server.stats.segmentsById).toEqual({ s1: 4, s2: 4, s3: 1 });
    expect(result.usage).toEqual(server.stats.usage);
  });

  it('leaves out a segment the server never translates instead of failing the batch', async () => {
    server.options.dropIds = ['s3'];
    const result = await engine().translate(batch);
    expect(result.translations.map((t) => t.id)).toEqual(['s1', 's2']);
    // s3 has no tags, so after the batch retry there is nothing left to try.
    expect(server.stats.segmentsById.s3).toBe(2);
  });

  it('recovers from an answer that is not JSON and from a fenced one', async () => {
    server.options.garbage = 'once';
    expect((await engine().translate(batch)).translations).toEqual(segments.map(expected));
    server.options.fenced = true;
    expect((await engine().translate(batch)).translations).toEqual(segments.map(expected));
  });

  it('applies the terms of the brief', async () => {
    const brief = {
      terms: [
        { source: 'Glossa', target: 'Glosa' },
        { source: 'Kubernetes', target: 'Kubernetes', doNotTranslate: true },
      ],
    };
    const termBatch = { ...batch, segments: [{ id: 't', text: 'Glossa runs on Kubernetes.' }], brief };
    expect((await engine().translate(termBatch)).translations[0]?.text).toBe('Glosa es:runs es:on Kubernetes.');
    server.options.ignoreTerms = true;
    expect((await engine().translate(termBatch)).translations[0]?.text).toBe('es:Glossa es:runs es:on es:Kubernetes.');
  });

  it('never exceeds the concurrency limit', async () => {
    server.options.latencyMs = 30;
    const llm = engine({ concurrency: 3 });
    const batches = segments.flatMap((segment) =>
      Array.from({ length: 4 }, (_, copy) => ({ ...batch, segments: [{ ...segment, id: `${segment.id}-${copy}` }] })),
    );
    const results = await Promise.all(batches.map((one) => llm.translate(one)));
    expect(results.every((result) => result.translations.length === 1)).toBe(true);
    expect(server.stats.requests).toBe(12);
    expect(server.stats.maxInFlight).toBe(3);
  });

  it('cancels every request in flight and sends none after the abort', async () => {
    server.options.latencyMs = 5000;
    const llm = engine({ concurrency: 2 });
    const controller = new AbortController();
    const calls = segments.map((segment) => llm.translate({ ...batch, segments: [segment] }, controller.signal));
    await until(() => server.stats.inFlight === 2);
    controller.abort();
    const settled = await Promise.allSettled(calls);
    expect(settled.map((result) => result.status === 'rejected' && result.reason.code)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    await until(() => server.stats.aborted === 2 && server.stats.inFlight === 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.stats.requests).toBe(2);
    expect(llm.client.limiter.waiting).toBe(0);
    expect(llm.client.limiter.running).toBe(0);
  });

  it('streams one text translation in several plain chunks and reports its usage', async () => {
    const text = 'Streaming shows the translation while the model is still writing it.';
    const chunks: string[] = [];
    let usage: Usage | undefined;
    const stream = engine().translateStream({ ...batch, segments: [{ id: 't', text }] }, undefined, (u) => {
      usage = u;
    });
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(fakeTranslate(text, 'es'));
    expect(usage).toEqual(server.stats.usage);
  });

  it('splits segments into batches by tokens, in order', () => {
    const make = (id: string, chars: number): Segment => ({ id, text: 'a'.repeat(chars) });
    const list = [make('1', 400), make('2', 400), make('3', 4000), make('4', 40), make('5', 40)];
    const batches = LlmEngine.splitIntoBatches(list, 250);
    expect(batches.map((group) => group.map((segment) => segment.id))).toEqual([['1', '2'], ['3'], ['4', '5']]);
    const many = Array.from({ length: 120 }, (_, index) => make(String(index), 4));
    expect(LlmEngine.splitIntoBatches(many, 100_000).map((group) => group.length)).toEqual([50, 50, 20]);
    expect(LlmEngine.splitIntoBatches([], 100)).toEqual([]);
  });
});
