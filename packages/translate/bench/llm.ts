/**
 * The llm engine against the fake OpenAI-compatible server: 2,000 realistic segments, 200 ms per
 * request, at most 16 requests in flight, batches sized by tokens. Prints the wall time, the
 * theoretical minimum for the requests actually made (ceil(requests / 16) × 200 ms) and their
 * ratio. Run: node --import tsx packages/translate/bench/llm.ts
 */

import { performance } from 'node:perf_hooks';
import type { LlmEndpoint } from '../src/engines/llm/llm-config.ts';
import { LlmEngine } from '../src/engines/llm/llm-engine.ts';
import type { Segment } from '../src/segments/segment.ts';
import { type FakeLlmWorker, startFakeLlmWorker } from '../test/fake-llm-worker.ts';
import { random } from './bench-kit.ts';

const SEGMENTS = 2000;
const LATENCY_MS = 200;
const CONCURRENCY = 16;
const ENDPOINT: LlmEndpoint = {
  id: 'llm',
  baseUrl: '',
  model: 'fake-model',
  concurrency: CONCURRENCY,
  timeoutMs: 30_000,
  maxRetries: 2,
  maxBatchTokens: 3000,
};
const SCENARIOS = [
  { name: 'default batches (3000 tokens)', maxBatchTokens: 3000 },
  { name: 'small batches (600 tokens)', maxBatchTokens: 600 },
];

const WORDS = (
  'the report shows that our customers expect faster delivery and clearer invoices while the team ' +
  'reviews every contract before signing it quarterly revenue grew across all regions except the north ' +
  'please update your password and confirm the new settings in the dashboard before the meeting starts ' +
  'shipping costs depend on weight destination and the selected service level for each order'
).split(' ');

function realisticSegments(count: number): Segment[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const sentence = (n: number) => {
    const text = words(n);
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const kinds: (() => string)[] = [
    () => sentence(3 + Math.floor(next() * 5)),
    () => `${sentence(8 + Math.floor(next() * 15))} ${sentence(6 + Math.floor(next() * 12))}`,
    () => `See <g1>${words(2)}</g1> at https://example.com/docs/${Math.floor(next() * 900)} for ${words(6)}.`,
    () => `Hello {name}, you have %d ${words(3)} worth ${(next() * 10_000).toFixed(2)} EUR<x1/>`,
    () => `${sentence(20 + Math.floor(next() * 30))} ${sentence(15 + Math.floor(next() * 20))} ${sentence(10)}`,
    () => words(1 + Math.floor(next() * 3)),
  ];
  return Array.from({ length: count }, (_, index) => ({ id: `p${index}`, text: pick(kinds)() }));
}

interface Pass {
  requests: number;
  translated: number;
  maxInFlight: number;
  tokens: number;
  wallMs: number;
  minimumMs: number;
}

/** The whole document once: every batch handed to the engine at once, as the pipeline does. */
async function translateAll(engine: LlmEngine, server: FakeLlmWorker, batches: Segment[][], signal: AbortSignal) {
  await server.resetStats();
  const started = performance.now();
  const results = await Promise.all(
    batches.map((batch, index) =>
      engine.translate(
        {
          segments: batch,
          source: 'en',
          target: 'de',
          before: batches[index - 1]?.slice(-2).map((segment) => segment.text),
          after: batches[index + 1]?.slice(0, 2).map((segment) => segment.text),
          brief: { title: 'Quarterly operations report' },
        },
        signal,
      ),
    ),
  );
  const wallMs = performance.now() - started;
  const stats = await server.stats();
  return {
    requests: stats.requests,
    translated: results.reduce((sum, result) => sum + result.translations.length, 0),
    maxInFlight: stats.maxInFlight,
    tokens: stats.usage.promptTokens + stats.usage.completionTokens,
    wallMs,
    minimumMs: Math.ceil(stats.requests / CONCURRENCY) * LATENCY_MS,
  } satisfies Pass;
}

function report(label: string, pass: Pass): void {
  const ratio = pass.minimumMs / pass.wallMs;
  console.log(
    `  ${label}: wall ${pass.wallMs.toFixed(0)} ms, minimum ${pass.minimumMs} ms ` +
      `(ceil(${pass.requests} / ${CONCURRENCY}) × ${LATENCY_MS} ms), ratio ${ratio.toFixed(3)}, ` +
      `max in flight ${pass.maxInFlight}, translated ${pass.translated}/${SEGMENTS}, ${pass.tokens} tokens`,
  );
}

const segments = realisticSegments(SEGMENTS);
const chars = segments.reduce((sum, segment) => sum + segment.text.length, 0);
console.log(
  `llm engine benchmark: ${SEGMENTS} segments (${chars} characters), ${LATENCY_MS} ms per request, concurrency ${CONCURRENCY}`,
);
console.log('The fake server runs on a thread of its own, as a model server would run in a process of its own.');
const signal = AbortSignal.timeout(120_000);
let ok = true;
for (const scenario of SCENARIOS) {
  const server = await startFakeLlmWorker({ latencyMs: LATENCY_MS });
  try {
    const endpoint = { ...ENDPOINT, baseUrl: `${server.url}/v1`, maxBatchTokens: scenario.maxBatchTokens };
    const engine = new LlmEngine(endpoint);
    const batches = LlmEngine.splitIntoBatches(segments, scenario.maxBatchTokens);
    console.log(`\n${scenario.name}: ${batches.length} batches`);
    // The first pass also pays for compiling the code and opening the connections; the second is the steady state.
    for (const label of ['first pass (cold)', 'second pass (warm)']) {
      const pass = await translateAll(engine, server, batches, signal);
      report(label, pass);
      ok &&= pass.translated === SEGMENTS && pass.maxInFlight <= CONCURRENCY;
    }
  } finally {
    await server.close();
  }
}
if (!ok) {
  console.error('\nSome segments were not translated or the concurrency limit was exceeded.');
  process.exitCode = 1;
}
