import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { ApertiumEngine } from '../engines/apertium/apertium-engine.ts';
import type { TranslationEngine } from '../engines/engine.ts';
import { LlmEngine } from '../engines/llm/llm-engine.ts';
import { PseudoEngine } from '../engines/pseudo.ts';
import { chooseEngine } from '../engines/registry.ts';
import type { TermBase } from '../glossary/term-base.ts';
import { InMemoryTranslationMemory } from '../memory/translation-memory.ts';
import type { Segment } from '../segments/segment.ts';
import type { PipelineProgress } from './pipeline-options.ts';
import { translateSegments } from './translate-segments.ts';

const segments: Segment[] = Array.from({ length: 40 }, (_, i) => ({
  id: `s${i + 1}`,
  text:
    i % 10 === 0 ? `${i * 7} %` : `Sentence <g1>number</g1> ${i + 1} links to https://glossa.test/p/${i}<x2/> today.`,
}));

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => server.close());

const llm = (overrides = {}) => new LlmEngine(fakeEndpoint(server, { maxBatchTokens: 60, ...overrides }));

describe('translateSegments', () => {
  it('keeps tags, URLs and numbers and leaves text without words alone (pseudo engine)', async () => {
    const progress: PipelineProgress[] = [];
    const report = await translateSegments(segments, {
      engine: new PseudoEngine(),
      source: 'en',
      target: 'fr',
      onProgress: (p) => progress.push(p),
    });
    expect(report.translations).toHaveLength(40);
    expect(report.translations[0]).toEqual({ id: 's1', text: '0 %', origin: 'unchanged' });
    const second = report.translations[1]?.text ?? '';
    expect(second).toContain('https://glossa.test/p/1<x2/>');
    expect(second).toMatch(/<g1>.+<\/g1>/);
    expect(second).toContain('2');
    expect(report.issues.filter((i) => i.check !== 'length')).toEqual([]);
    expect(progress.at(-1)).toMatchObject({ done: 40, total: 40 });
  });

  it('resumes without sending a finished segment again', async () => {
    server.resetStats();
    const controller = new AbortController();
    const finished = new Map<string, string>();
    await expect(
      translateSegments(segments, {
        engine: llm({ concurrency: 1 }),
        source: 'en',
        target: 'es',
        concurrency: 1,
        signal: controller.signal,
        onSegment: (segment) => {
          finished.set(segment.id, segment.text);
          if (finished.size === 12) controller.abort();
        },
      }),
    ).rejects.toThrow(/cancel/i);
    expect(finished.size).toBeGreaterThanOrEqual(12);
    expect(finished.size).toBeLessThan(40);

    server.resetStats();
    const report = await translateSegments(segments, { engine: llm(), source: 'en', target: 'es', done: finished });
    expect(report.resumed).toBe(finished.size);
    for (const id of finished.keys()) expect(server.stats.segmentsById[id] ?? 0, id).toBe(0);
    expect(report.translations.every((t) => t.text.length > 0)).toBe(true);
    expect(report.translations.find((t) => t.id === 's40')?.text).toContain('es:');
  });

  it('gives the engine back when asked: the batch being translated finishes, the waiting ones leave the queue', async () => {
    server.resetStats();
    server.options.holds = new Set(['Held sentence']);
    const held: Segment[] = [{ id: 'h1', text: 'Held sentence one.' }, ...segments.slice(1)];
    const yielding = new AbortController();
    try {
      // One request at a time: the first batch is with the engine, three more wait for its slot.
      const running = translateSegments(held, {
        engine: llm({ concurrency: 1 }),
        source: 'en',
        target: 'pt',
        concurrency: 4,
        yieldSignal: yielding.signal,
      });
      for (let i = 0; i < 500 && server.stats.requests === 0; i++) await new Promise((r) => setTimeout(r, 10));
      yielding.abort();
      server.options.holds.clear();
      const report = await running;
      expect(report.stopped).toBe(true);
      expect(server.stats.requests).toBe(1);
      const sent = Object.keys(server.stats.segmentsById);
      expect(sent).toContain('h1');
      // Every segment sent was translated and is in the report; nothing else is.
      expect(report.translations.filter((t) => t.origin === 'engine').map((t) => t.id)).toEqual(sent);
      expect(report.translations.length).toBeLessThan(held.length);
    } finally {
      server.options.holds = undefined;
    }
  });

  it('settles each answer together before asking for what it left out, storing memory or sending more', async () => {
    const order: string[] = [];
    // Answers every request but the first one's last segment, which is then asked for alone.
    let first = true;
    const engine: TranslationEngine = {
      id: 'recording',
      kind: 'llm',
      maxBatchChars: 200,
      planBatches: () => [3, 3],
      languagePairs: () => [{ source: '*', target: '*' }],
      supports: () => true,
      async translate(batch) {
        const ids = batch.segments.map((segment) => segment.id);
        order.push(`ask ${ids.join(',')}`);
        const answered = first ? batch.segments.slice(0, -1) : batch.segments;
        first = false;
        return { translations: answered.map((segment) => ({ id: segment.id, text: `fr:${segment.text}` })) };
      },
    };
    const memory = new InMemoryTranslationMemory();
    const store = memory.store.bind(memory);
    memory.store = async (scope, entries) => {
      order.push(`memory ${entries.length}`);
      await store(scope, entries);
    };
    const words: Segment[] = Array.from({ length: 6 }, (_, i) => ({ id: `w${i + 1}`, text: `Word number ${i + 1}.` }));
    const single: string[] = [];
    const report = await translateSegments(words, {
      engine,
      source: 'en',
      target: 'fr',
      memory,
      concurrency: 1,
      onSegment: (segment) => void single.push(segment.id),
      onBatch: async ({ segments, answeredAt }) => {
        expect(answeredAt).toBeLessThanOrEqual(performance.now());
        order.push(`saved ${segments.map((segment) => segment.id).join(',')}`);
      },
    });
    expect(report.translations.map((t) => t.text)).toEqual(words.map((w) => `fr:${w.text}`));
    expect(single).toEqual([]);
    expect(order).toEqual([
      'ask w1,w2,w3',
      'saved w1,w2',
      'ask w3',
      'saved w3',
      'memory 3',
      'ask w4,w5,w6',
      'saved w4,w5,w6',
      'memory 3',
    ]);
  });

  it('reuses the translation memory and reports how many segments came from it', async () => {
    const memory = new InMemoryTranslationMemory();
    const options = { engine: llm(), source: 'en', target: 'de', memory, memoryOwner: 'acct-1' };
    const first = await translateSegments(segments, options);
    server.resetStats();
    const second = await translateSegments(segments, options);
    expect(second.fromMemory).toBe(36);
    expect(server.stats.requests).toBe(0);
    expect(second.translations.map((t) => t.text)).toEqual(first.translations.map((t) => t.text));
    const otherAccount = await translateSegments(segments.slice(1, 2), { ...options, memoryOwner: 'acct-2' });
    expect(otherAccount.fromMemory).toBe(0);
  });

  it('sums token usage over the job', async () => {
    const report = await translateSegments(segments, { engine: llm(), source: 'en', target: 'it' });
    expect(report.usage.promptTokens).toBeGreaterThan(0);
    expect(report.usage.completionTokens).toBeGreaterThan(0);
  });
});

describe('term base', () => {
  const termBase: TermBase = {
    sourceLanguage: 'en',
    targetLanguage: 'es',
    entries: [
      { source: 'house', target: 'vivienda' },
      { source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: true },
    ],
  };
  const text: Segment[] = [{ id: 't1', text: 'Glossa says the house is red.' }];

  it('reports a term the engine ignored', async () => {
    server.options.ignoreTerms = true;
    try {
      const report = await translateSegments(text, { engine: llm(), source: 'en', target: 'es', termBase });
      expect(report.issues).toContainEqual({ segmentId: 't1', check: 'term', detail: '"house" should be "vivienda"' });
    } finally {
      server.options.ignoreTerms = false;
    }
  });

  it('keeps a "do not translate" term unchanged with the llm engine', async () => {
    const report = await translateSegments(text, { engine: llm(), source: 'en', target: 'es', termBase });
    expect(report.translations[0]?.text).toContain('Glossa');
    expect(report.translations[0]?.text).toContain('vivienda');
    expect(report.issues.filter((i) => i.check === 'term')).toEqual([]);
  });

  it('keeps a "do not translate" term unchanged with Apertium', async () => {
    const apertium = await ApertiumEngine.start({ pairs: ['eng-spa'] });
    try {
      const report = await translateSegments(text, { engine: apertium, source: 'en', target: 'es', termBase });
      const translation = report.translations[0]?.text ?? '';
      expect(translation).toContain('Glossa');
      expect(translation).toContain('vivienda');
      expect(translation).toMatch(/roj/);
      expect(report.issues.filter((i) => i.check === 'term')).toEqual([]);
    } finally {
      await apertium.close();
    }
  });
});

describe('chooseEngine', () => {
  it('names the pair and the available engines when none serves it', async () => {
    const apertium = await ApertiumEngine.start({ pairs: ['eng-spa'] });
    try {
      const set = { engines: [apertium], pseudo: new PseudoEngine(), close: async () => {} };
      expect(chooseEngine(set, 'en', 'es').id).toBe('apertium');
      expect(() => chooseEngine(set, 'en', 'ja')).toThrow(
        /No engine translates en → ja\. Available engines: apertium \(.*en→es/,
      );
      expect(() => chooseEngine(set, 'en', 'es', { engine: 'llm' })).toThrow(/The engine "llm" is not available/);
      expect(chooseEngine(set, 'en', 'ja', { engine: 'pseudo' }).id).toBe('pseudo');
    } finally {
      await apertium.close();
    }
  });
});
