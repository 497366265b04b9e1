import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { ApertiumEngine } from '../engines/apertium/apertium-engine.ts';
import { type EngineBatch, EngineError, type EngineResult, type TranslationEngine } from '../engines/engine.ts';
import { LlmEngine } from '../engines/llm/llm-engine.ts';
import type { TermBase } from '../glossary/term-base.ts';
import { InMemoryTranslationMemory } from '../memory/translation-memory.ts';
import type { Segment, TranslatedSegment } from '../segments/segment.ts';
import type { PipelineOptions } from './pipeline-options.ts';
import { translateSegments } from './translate-segments.ts';

/** Upper-cases the words outside tags: an engine that visibly translates and keeps placeholders. */
function shout(text: string): string {
  return text.replace(/(<[^>]*>)|[^<]+/g, (part, tag) => (tag ? part : part.toUpperCase()));
}

/** An engine that streams its answer one character at a time, so tags arrive cut in pieces. */
class CharStreamEngine implements TranslationEngine {
  readonly id: string;
  readonly maxBatchChars = 1000;
  readonly requests: EngineBatch[] = [];
  constructor(readonly kind: 'llm' | 'apertium') {
    this.id = `chars-${kind}`;
  }
  languagePairs() {
    return [{ source: '*', target: '*' }];
  }
  supports() {
    return true;
  }
  async translate(batch: EngineBatch): Promise<EngineResult> {
    this.requests.push(batch);
    return { translations: batch.segments.map((s) => ({ id: s.id, text: shout(s.text) })) };
  }
  async *translateStream(batch: EngineBatch, signal?: AbortSignal): AsyncIterable<string> {
    this.requests.push(batch);
    for (const char of `${shout(batch.segments[0]?.text ?? '')}\n`) {
      await Promise.resolve();
      if (signal?.aborted) throw new EngineError('The translation was cancelled', 'cancelled');
      yield char;
    }
  }
}

const termBase: TermBase = {
  sourceLanguage: 'en',
  targetLanguage: 'es',
  entries: [
    { source: 'house', target: 'vivienda' },
    { source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: true },
  ],
};
const text: Segment[] = [
  { id: 't1', text: 'Glossa says the house is red.' },
  { id: 't2', text: '42' },
  { id: 't3', text: 'See https://glossa.test/house for the house plan.' },
];

/** Runs the streaming path and records every draft and finished segment in the order they came. */
async function stream(options: Omit<PipelineOptions, 'source' | 'target'>, segments = text) {
  const drafts: { id: string; draft: string }[] = [];
  const finished: TranslatedSegment[] = [];
  const report = await translateSegments(segments, {
    source: 'en',
    target: 'es',
    ...options,
    onDraft: (id, draft) => void drafts.push({ id, draft }),
    onSegment: (segment) => void finished.push(segment),
  });
  return { report, drafts, finished };
}

/** The texts carry no angle brackets: any in a draft is (part of) a placeholder. */
const RAW_TAG = /[<>]/;

describe('the streaming path', () => {
  it('puts the terms in the llm brief and streams drafts in document order', async () => {
    const engine = new CharStreamEngine('llm');
    const { report, drafts, finished } = await stream({ engine, termBase });
    expect(engine.requests[0]?.brief?.terms).toHaveLength(2);
    expect(engine.requests[0]?.brief?.terms).toEqual(expect.arrayContaining(termBase.entries));
    expect(engine.requests[0]?.segments[0]?.text).toBe('Glossa says the house is red.');
    expect(engine.requests[0]?.after).toEqual(['See https://glossa.test/house for the house plan.']);
    expect(finished.map((s) => [s.id, s.origin])).toEqual([
      ['t1', 'engine'],
      ['t2', 'unchanged'],
      ['t3', 'engine'],
    ]);
    expect(drafts.filter((d) => d.id === 't1').length).toBeGreaterThan(10);
    expect(drafts.filter((d) => d.id === 't2')).toEqual([]);
    // The char engine ignores the brief: the quality check reports it, exactly as for batches.
    expect(report.issues.map((i) => i.detail)).toContain('"house" should be "vivienda"');
    expect(report.translations[2]?.text).toBe('SEE https://glossa.test/house FOR THE HOUSE PLAN.');
  });

  it('restores apertium-style term placeholders and never shows a raw placeholder in a draft', async () => {
    const engine = new CharStreamEngine('apertium');
    const { report, drafts } = await stream({ engine, termBase });
    expect(engine.requests[0]?.segments[0]?.text).toBe('<x1/> says the <x2/> is red.');
    expect(engine.requests[0]?.brief?.terms).toBeUndefined();
    for (const { draft } of drafts) expect(draft).not.toMatch(RAW_TAG);
    // While '<x2/>' arrives piece by piece nothing more is shown; then the whole term appears.
    const shown = drafts.map((d) => d.draft);
    const term = shown.indexOf('Glossa SAYS THE vivienda');
    expect(shown[term - 1]).toBe('Glossa SAYS THE ');
    expect(report.translations.map((t) => t.text)).toEqual([
      'Glossa SAYS THE vivienda IS RED.',
      '42',
      'SEE https://glossa.test/house FOR THE vivienda PLAN.',
    ]);
    expect(report.issues.filter((i) => i.check === 'term')).toEqual([]);
  });

  it('serves a segment the memory knows without the engine, and stores what it streamed', async () => {
    const memory = new InMemoryTranslationMemory();
    const first = await stream({ engine: new CharStreamEngine('llm'), termBase, memory, memoryOwner: 'acct-1' });
    const engine = new CharStreamEngine('llm');
    const again = await stream({ engine, termBase, memory, memoryOwner: 'acct-1' });
    expect(engine.requests).toEqual([]);
    expect(again.drafts).toEqual([]);
    expect(again.report.fromMemory).toBe(2);
    expect(again.finished.map((s) => s.origin)).toEqual(['memory', 'unchanged', 'memory']);
    expect(again.report.translations.map((t) => t.text)).toEqual(first.report.translations.map((t) => t.text));
    // The memory key holds the term base's version: other terms, another translation.
    const other = await stream({ engine, memory, memoryOwner: 'acct-1' });
    expect(other.report.fromMemory).toBe(0);
  });

  it('does not send a resumed segment again and stops when cancelled', async () => {
    const engine = new CharStreamEngine('llm');
    const resumed = await stream({ engine, done: new Map([['t1', 'ya hecho']]) });
    expect(engine.requests.map((r) => r.segments[0]?.id)).toEqual(['t3']);
    expect(resumed.finished.map((s) => s.id)).toEqual(['t2', 't3']);
    expect(resumed.report.translations[0]?.text).toBe('ya hecho');

    const controller = new AbortController();
    const finished: string[] = [];
    const run = translateSegments(text, {
      engine: new CharStreamEngine('llm'),
      source: 'en',
      target: 'es',
      signal: controller.signal,
      onDraft: (_id, draft) => {
        if (draft.length > 5) controller.abort();
      },
      onSegment: (segment) => void finished.push(segment.id),
    });
    await expect(run).rejects.toThrow(/cancel/i);
    expect(finished).toEqual([]);
  });
});

describe('the streaming path with real engines', () => {
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterAll(async () => server.close());

  it('streams an llm translation that follows the terms, with URLs and numbers kept', async () => {
    const engine = new LlmEngine(fakeEndpoint(server));
    const { report, drafts } = await stream({ engine, termBase });
    expect(report.translations[0]?.text).toMatch(/^Glossa .*vivienda/);
    expect(report.translations[2]?.text).toContain('https://glossa.test/house');
    expect(drafts.filter((d) => d.id === 't1').length).toBeGreaterThan(2);
    for (const { draft } of drafts) expect(draft).not.toMatch(RAW_TAG);
    expect(report.issues.filter((i) => i.check === 'term')).toEqual([]);
  });

  it('keeps Apertium terms, one segment after another in document order', async () => {
    const apertium = await ApertiumEngine.start({ pairs: ['eng-spa'] });
    try {
      const { report, finished } = await stream({ engine: apertium, termBase });
      expect(finished.map((s) => s.id)).toEqual(['t1', 't2', 't3']);
      expect(report.translations[0]?.text).toMatch(/^Glossa .*vivienda.*roj/);
      expect(report.issues.filter((i) => i.check === 'term')).toEqual([]);
    } finally {
      await apertium.close();
    }
  }, 60_000);
});
