/**
 * Document turnaround through the llm engine with the default settings: a generated 20-page Word
 * file (1,000 paragraphs) read by the Word adapter, translated by the pipeline the server's jobs
 * use, and rebuilt, against the fake OpenAI-compatible server at 300 ms to the first token and 60
 * tokens/s per request (each on a thread of its own):
 *   (a) a server that serves 64 requests at a time: under 30 s;
 *   (b) one that serves 4 at a time and queues the rest (Ollama): within 1.1x of the best fixed concurrency;
 *   (c) one that answers 429 above 16 in flight: no failed job, within 1.2x of fixed 16;
 *   fairness: the 20-page file and a 1-page file started together through one engine finish
 *   within 1.3x of the ratio of their solo times.
 * For (a) it also counts the tokens of every request and answer with the o200k tokenizer: prompt at
 * most 1.5x the completion, at least 50% of the prompt in a prefix shared by all requests, a price at
 * a stated list price, and the estimate shown before the run within 15% of the count (decision 0055).
 * The theoretical minimum is the first-token wait plus the answer tokens spread perfectly over the
 * server's slots. TURNAROUND_CASES=a,b,c,fair picks cases; TURNAROUND_SPEED=10 runs every clock
 * ten times faster (same ratios, for a quick look). Run: npm run bench:turnaround
 */

import { performance } from 'node:perf_hooks';
import { llmEndpointsFromEnv } from '../src/engines/llm/llm-config.ts';
import { LlmEngine } from '../src/engines/llm/llm-engine.ts';
import { word } from '../src/formats/word/word-format.ts';
import { translateSegments } from '../src/pipeline/translate-segments.ts';
import { countWords } from '../src/segments/count-words.ts';
import { stripTags } from '../src/segments/inline-tags.ts';
import type { FakeLlmOptions, FakeLlmStats } from '../test/fake-llm-server.ts';
import { startFakeLlmWorker } from '../test/fake-llm-worker.ts';
import { printTokens, tokenFigures } from './prompt-tokens.ts';
import { turnaroundDocument } from './turnaround-document.ts';

const SPEED = Number(process.env.TURNAROUND_SPEED ?? 1);
const CASES = new Set((process.env.TURNAROUND_CASES ?? 'a,b,c,fair').split(','));
const FIRST_TOKEN_MS = 300 / SPEED;
const TOKENS_PER_SECOND = 60 * SPEED;

interface Outcome {
  wallMs: number;
  firstMs: number;
  translated: number;
  segments: number;
  failed?: string;
}

interface Run {
  label: string;
  outcomes: Outcome[];
  wallMs: number;
  requests: number;
  peak: number;
  rejected: number;
  answerTokens: number;
  decreases: number;
  exchanges: FakeLlmStats['exchanges'];
  /** The tokens the engine estimated for the documents before the run (prompt and answer). */
  estimatedTokens: number;
  /** The tokens the server reported (its usage), for the estimate's check. */
  reportedTokens: number;
}

type Extracted = Awaited<ReturnType<typeof word.extract>>;
// Read before the clock starts: reading one file must not hold up the other's translation.
const big = await word.extract(await turnaroundDocument(20));
const small = await word.extract(await turnaroundDocument(1, 7));

/** The documents through one engine (LLM_* defaults, plus `env`), all started together. */
async function run(label: string, server: FakeLlmOptions, env: Record<string, string>, documents: Extracted[]) {
  const fake = await startFakeLlmWorker({
    latencyMs: FIRST_TOKEN_MS,
    tokensPerSecond: TOKENS_PER_SECOND,
    recordExchanges: true,
    ...server,
  });
  try {
    const [endpoint] = llmEndpointsFromEnv({ LLM_BASE_URL: `${fake.url}/v1`, LLM_MODEL: 'fake', ...env });
    const engine = new LlmEngine(endpoint!);
    const estimatedTokens = documents.reduce((sum, { segments }) => {
      const words = countWords(segments.map((segment) => stripTags(segment.text)).join('\n'));
      const estimate = engine.estimate({ words, segments: segments.length, source: 'en', target: 'de' });
      return sum + estimate.promptTokens + estimate.answerTokens;
    }, 0);
    const started = performance.now();
    const outcomes = await Promise.all(documents.map((document, index) => translate(engine, document, `job${index}`)));
    const wallMs = performance.now() - started;
    const stats = await fake.stats();
    return {
      label,
      outcomes,
      wallMs,
      requests: stats.requests,
      peak: stats.maxInFlight,
      rejected: stats.rejected,
      answerTokens: stats.usage.completionTokens,
      decreases: engine.client.limiter.adaptive?.decreases ?? 0,
      exchanges: stats.exchanges,
      estimatedTokens,
      reportedTokens: stats.usage.promptTokens + stats.usage.completionTokens,
    } satisfies Run;
  } finally {
    await fake.close();
  }
}

async function translate(engine: LlmEngine, document: Extracted, requester: string): Promise<Outcome> {
  const { segments, skeleton } = document;
  const started = performance.now();
  let firstMs = 0;
  try {
    const report = await translateSegments(segments, {
      engine,
      source: 'en',
      target: 'de',
      requester,
      onSegment: (segment) => {
        if (!firstMs && segment.origin === 'engine') firstMs = performance.now() - started;
      },
    });
    const map = new Map(report.translations.map((t) => [t.id, t.text]));
    await word.rebuild(skeleton, map, 'translated', { sourceLanguage: 'en', targetLanguage: 'de' });
    const translated = report.translations.filter((t) => t.text.includes('de:')).length;
    return { wallMs: performance.now() - started, firstMs, translated, segments: segments.length };
  } catch (error) {
    const failed = error instanceof Error ? error.message : String(error);
    return { wallMs: performance.now() - started, firstMs, translated: 0, segments: segments.length, failed };
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function minimumMs(result: Run, slots: number): number {
  return FIRST_TOKEN_MS + (result.answerTokens / TOKENS_PER_SECOND / slots) * 1000;
}

function print(result: Run, slots: number): void {
  const minimum = minimumMs(result, slots);
  const first = result.outcomes.map((o) => seconds(o.firstMs)).join(' / ');
  console.log(
    `  ${result.label}: wall ${seconds(result.wallMs)}, minimum ${seconds(minimum)} ` +
      `(${result.answerTokens} answer tokens over ${slots} slots), ratio ${(result.wallMs / minimum).toFixed(2)}, ` +
      `${result.requests} requests, peak in flight ${result.peak}, ${result.rejected} refused with 429, ` +
      `${result.decreases} decreases, first translated sentence ${first}`,
  );
  for (const outcome of result.outcomes) {
    if (outcome.failed) console.log(`    FAILED: ${outcome.failed}`);
    else if (outcome.translated < outcome.segments - 5) {
      console.log(`    only ${outcome.translated}/${outcome.segments} segments translated`);
    }
  }
}

let ok = true;
function check(condition: boolean, message: string): void {
  console.log(`  ${condition ? 'ok' : 'FAILED'}: ${message}`);
  ok &&= condition;
}
const failedJobs = (...runs: Run[]) => runs.flatMap((r) => r.outcomes).filter((o) => o.failed).length;

console.log(
  `turnaround benchmark: 20-page Word file, ${FIRST_TOKEN_MS} ms to the first token, ${TOKENS_PER_SECOND} tokens/s per request`,
);
if (CASES.has('a')) {
  console.log('\n(a) a server that serves 64 requests at a time, default settings:');
  const a = await run('adaptive', { maxParallel: 64 }, {}, [big]);
  print(a, 64);
  check(a.wallMs * SPEED < 30_000 && failedJobs(a) === 0, 'under 30 s');
  check(a.outcomes[0]!.firstMs * SPEED < 2000, 'first translated sentence under 2 s');
  const tokens = tokenFigures(a.exchanges);
  printTokens('tokens', tokens, a.estimatedTokens);
  const reported = Math.abs(a.estimatedTokens - a.reportedTokens) / a.reportedTokens;
  console.log(
    `  the server's own count: ${a.reportedTokens} tokens; the estimate is ${(reported * 100).toFixed(1)}% off`,
  );
  check(tokens.prompt <= 1.5 * tokens.completion, 'prompt tokens at most 1.5x completion tokens');
  check(tokens.cacheable >= 0.5 * tokens.prompt, 'at least 50% of the prompt in a cacheable prefix');
  check(reported <= 0.15, "estimate within 15% of the server's count");
}
if (CASES.has('fair')) {
  console.log('\nfairness: the 20-page file and a 1-page file, each alone, then together through one engine:');
  const bigAlone = await run('20 pages alone', { maxParallel: 64 }, {}, [big]);
  const smallAlone = await run('1 page alone', { maxParallel: 64 }, {}, [small]);
  const both = await run('both together', { maxParallel: 64 }, {}, [big, small]);
  for (const result of [bigAlone, smallAlone, both]) print(result, 64);
  const solo = bigAlone.wallMs / smallAlone.wallMs;
  const together = both.outcomes[0]!.wallMs / both.outcomes[1]!.wallMs;
  console.log(
    `  the 1-page file took ${seconds(both.outcomes[1]!.wallMs)} next to the 20-page one (alone ${seconds(smallAlone.wallMs)}); ` +
      `time ratio alone ${solo.toFixed(1)}, together ${together.toFixed(1)}`,
  );
  check(together / solo <= 1.3 && solo / together <= 1.3 && failedJobs(both) === 0, 'within 1.3x of the solo ratio');
}
// The slower cases run side by side, each against its own server: they only wait on the servers' clocks.
const slow: Promise<void>[] = [];
if (CASES.has('b')) {
  slow.push(
    (async () => {
      const server = { maxParallel: 4 };
      const [adaptive, four, eight] = await Promise.all([
        run('adaptive', server, {}, [big]),
        run('fixed 4', server, { LLM_CONCURRENCY: '4', LLM_ADAPTIVE_CONCURRENCY: 'false' }, [big]),
        run('fixed 8', server, { LLM_CONCURRENCY: '8', LLM_ADAPTIVE_CONCURRENCY: 'false' }, [big]),
      ]);
      console.log('\n(b) a server that serves 4 requests at a time and queues the rest:');
      for (const result of [adaptive, four, eight]) print(result, 4);
      const best = Math.min(four.wallMs, eight.wallMs);
      check(
        adaptive.wallMs <= best * 1.1 && failedJobs(adaptive) === 0,
        `within 1.1x of the best fixed concurrency (${(adaptive.wallMs / best).toFixed(2)}x)`,
      );
    })(),
  );
}
if (CASES.has('c')) {
  slow.push(
    (async () => {
      const [adaptive, sixteen] = await Promise.all([
        run('adaptive', { rejectAbove: 16 }, {}, [big]),
        run('fixed 16', { rejectAbove: 16 }, { LLM_CONCURRENCY: '16', LLM_ADAPTIVE_CONCURRENCY: 'false' }, [big]),
      ]);
      console.log('\n(c) a server that answers 429 above 16 requests in flight:');
      for (const result of [adaptive, sixteen]) print(result, 16);
      const ratio = adaptive.wallMs / sixteen.wallMs;
      check(
        failedJobs(adaptive) === 0 && ratio <= 1.2,
        `no failed job, within 1.2x of fixed 16 (${ratio.toFixed(2)}x)`,
      );
    })(),
  );
}
await Promise.all(slow);
if (!ok) process.exitCode = 1;
