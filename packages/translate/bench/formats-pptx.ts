/**
 * The PowerPoint adapter on a generated 50-slide deck (titles, bullets with bold runs, a table
 * every fifth slide): extract plus rebuild with an identity engine and with an instant engine
 * that changes every segment (so every slide is rewritten), with peak memory; then the whole
 * eng→spa translation with Apertium through translateSegments, next to `apertium -f pptx` on the
 * same file when Debian's apertium supports that format.
 *
 *   cd /work/main && node --import tsx packages/translate/bench/formats-pptx.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApertiumEngine } from '../src/engines/apertium/apertium-engine.ts';
import { presentation } from '../src/formats/presentation/presentation.ts';
import { plainDeck } from '../src/formats/presentation/test-presentations.ts';
import { translateSegments } from '../src/pipeline/translate-segments.ts';
import type { Segment } from '../src/segments/segment.ts';

const SLIDES = 50;
const ROUNDS = 5;
const APERTIUM_TIMEOUT_MS = 5 * 60_000;
const GUARD_MS = 10 * 60_000;
const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

const run = promisify(execFile);

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Heap and RSS high-water marks, sampled while a task runs. */
async function withPeakMemory<T>(task: () => Promise<T>): Promise<{ result: T; heap: number; rss: number }> {
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    heap = Math.max(heap, usage.heapUsed);
    rss = Math.max(rss, usage.rss);
  };
  const timer = setInterval(sample, 2);
  try {
    sample();
    const result = await task();
    sample();
    return { result, heap, rss };
  } finally {
    clearInterval(timer);
  }
}

function upperCase(segments: readonly Segment[]): Map<string, string> {
  return new Map(
    segments.map((s) => [s.id, s.text.replace(/(<[^>]+>)|([^<]+)/g, (_, tag, text) => tag ?? text.toUpperCase())]),
  );
}

/** Best time of a few rounds of extract + rebuild; `translate` makes the translations from the segments. */
async function timeRoundTrip(input: Uint8Array, translate: (segments: readonly Segment[]) => Map<string, string>) {
  let best = { extract: Number.POSITIVE_INFINITY, rebuild: Number.POSITIVE_INFINITY, segments: 0, bytes: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const { segments, skeleton } = await presentation.extract(input);
    const extracted = performance.now();
    const output = await presentation.rebuild(skeleton, translate(segments), 'translated', LANGUAGES);
    const done = performance.now();
    if (done - started < best.extract + best.rebuild) {
      best = {
        extract: extracted - started,
        rebuild: done - extracted,
        segments: segments.length,
        bytes: output.length,
      };
    }
  }
  return best;
}

async function apertiumSupportsPptx(): Promise<boolean> {
  const help = await run('apertium', ['-h']).then(
    (out) => out.stdout + out.stderr,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
  return /\bpptx\b/.test(help);
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('Benchmark took too long; stopping.');
    process.exit(1);
  }, GUARD_MS);
  guard.unref();

  const input = await plainDeck(SLIDES);
  console.log(`Generated a ${SLIDES}-slide PPTX (${(input.length / 1024).toFixed(0)} KB) with pptxgenjs`);

  await timeRoundTrip(input, (segments) => new Map(segments.map((s) => [s.id, s.text])));
  const identity = await withPeakMemory(() =>
    timeRoundTrip(input, (segments) => new Map(segments.map((s) => [s.id, s.text]))),
  );
  const instant = await withPeakMemory(() => timeRoundTrip(input, upperCase));
  for (const [label, measured] of [
    ['identity engine (nothing changes, no part rewritten)', identity],
    ['instant engine (every segment changes, every slide rewritten)', instant],
  ] as const) {
    const { extract, rebuild, segments } = measured.result;
    console.log(
      `${label}: ${segments} segments, extract ${extract.toFixed(1)} ms + rebuild ${rebuild.toFixed(1)} ms = ` +
        `${(extract + rebuild).toFixed(1)} ms (best of ${ROUNDS}); peak heap ${mb(measured.heap)}, peak RSS ${mb(measured.rss)}`,
    );
  }

  const folder = await mkdtemp(join(tmpdir(), 'glossa-bench-pptx-'));
  const engine = await ApertiumEngine.start();
  try {
    const source = join(folder, 'deck.pptx');
    await writeFile(source, input);
    const started = performance.now();
    const { segments, skeleton } = await presentation.extract(input);
    const report = await translateSegments(segments, { engine, source: 'en', target: 'es' });
    const output = await presentation.rebuild(
      skeleton,
      new Map(report.translations.map((t) => [t.id, t.text])),
      'translated',
      LANGUAGES,
    );
    const ours = performance.now() - started;
    await writeFile(join(folder, 'glossa.pptx'), output);
    console.log(
      `Glossa eng→spa with Apertium (extract, translateSegments, rebuild): ${(ours / 1000).toFixed(2)} s, ${segments.length} segments`,
    );

    if (await apertiumSupportsPptx()) {
      const target = join(folder, 'apertium.pptx');
      const begun = performance.now();
      await run('apertium', ['-f', 'pptx', 'eng-spa', source, target], { timeout: APERTIUM_TIMEOUT_MS });
      const theirs = performance.now() - begun;
      const size = (await stat(target)).size;
      console.log(
        `apertium -f pptx eng-spa on the same file: ${(theirs / 1000).toFixed(2)} s (${(size / 1024).toFixed(0)} KB written)`,
      );
      console.log(`ratio apertium -f pptx / Glossa: ${(theirs / ours).toFixed(2)}`);
    } else {
      console.log('apertium -f pptx: not available (this apertium does not list pptx in `apertium -h`)');
    }
  } finally {
    await engine.close();
    await rm(folder, { recursive: true, force: true });
  }
  clearTimeout(guard);
}

await main();
