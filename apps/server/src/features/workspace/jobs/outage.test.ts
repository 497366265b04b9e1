import { type EngineBatch, EngineError, type TranslationEngine } from '@glossa/translate/engines/engine';
import { describe, expect, it } from 'vitest';
import { isTransient, outageTolerant } from './outage.ts';

function flaky(failures: EngineError[]): TranslationEngine & { calls: number } {
  return {
    id: 'flaky',
    kind: 'llm',
    maxBatchChars: 1000,
    calls: 0,
    languagePairs: () => [],
    supports: () => true,
    async translate(batch: EngineBatch) {
      this.calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return { translations: batch.segments.map((s) => ({ id: s.id, text: s.text })) };
    },
  };
}

const batch: EngineBatch = {
  segments: [{ id: 's1', text: 'Hello' } as EngineBatch['segments'][number]],
  source: 'en',
  target: 'de',
};

describe('riding out an engine outage', () => {
  it('tells an outage from a refusal', () => {
    expect(isTransient(new EngineError('down', 'unavailable'))).toBe(true);
    expect(isTransient(new EngineError('busy', 'http-error', { status: 503 }))).toBe(true);
    expect(isTransient(new EngineError('slow down', 'rate-limited', { status: 429 }))).toBe(true);
    expect(isTransient(new EngineError('bad key', 'http-error', { status: 401 }))).toBe(false);
    expect(isTransient(new EngineError('no', 'unsupported-pair'))).toBe(false);
    expect(isTransient(new Error('other'))).toBe(false);
  });

  it('sends the failed batch again until the engine is back', { timeout: 30_000 }, async () => {
    const engine = flaky([new EngineError('down', 'unavailable')]);
    const waits: number[] = [];
    const tolerant = outageTolerant(engine, {
      outageMs: 60_000,
      signal: new AbortController().signal,
      onWait: (_error, ms) => waits.push(ms),
    });
    expect((await tolerant.translate(batch)).translations).toEqual([{ id: 's1', text: 'Hello' }]);
    expect([engine.calls, waits]).toEqual([2, [1000]]);
  });

  it('gives up at once on a refusal, and when no outage time is allowed', async () => {
    const refused = flaky([new EngineError('bad key', 'http-error', { status: 401 })]);
    const signal = new AbortController().signal;
    await expect(outageTolerant(refused, { outageMs: 60_000, signal }).translate(batch)).rejects.toThrow('bad key');
    const down = flaky([new EngineError('down', 'unavailable')]);
    await expect(outageTolerant(down, { outageMs: 0, signal }).translate(batch)).rejects.toThrow('down');
    expect([refused.calls, down.calls]).toEqual([1, 1]);
  });

  it('stops waiting when the job stops', async () => {
    const controller = new AbortController();
    const engine = flaky([new EngineError('down', 'unavailable')]);
    const pending = outageTolerant(engine, {
      outageMs: 60_000,
      signal: controller.signal,
      onWait: () => setTimeout(() => controller.abort('pause'), 10),
    }).translate(batch);
    await expect(pending).rejects.toBe('pause');
    expect(engine.calls).toBe(1);
  });

  it('keeps the rest of the engine as it is', () => {
    const engine = Object.assign(flaky([]), { maxInFlight: 3, extra: () => 'own' });
    const tolerant = outageTolerant(engine, { outageMs: 0, signal: new AbortController().signal }) as typeof engine;
    expect([tolerant.id, tolerant.maxInFlight, tolerant.extra(), tolerant.translateStream]).toEqual([
      'flaky',
      3,
      'own',
      undefined,
    ]);
  });
});
