/**
 * Sentences per second eng→spa through the `apertium` engine (warm null-flush pipeline) and
 * through apertium-apy, on the same 2,000 generated English sentences, sent in batches of the
 * same size (20, 50 and 100 sentences), one request at a time, in interleaved rounds keeping the
 * fastest of each. APy listens on every interface; requests go to 127.0.0.1 only,
 * and it is stopped at the end.
 *
 *   cd /work/main && node --import tsx packages/translate/bench/apertium.ts
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { ApertiumEngine } from '../src/engines/apertium/apertium-engine.ts';
import { CLAUSES, freePort, OBJECTS, PLACES, pick, random, SUBJECTS, VERBS } from './bench-kit.ts';

const SENTENCES = 2000;
/** Sentences per request; each size is measured on both sides. */
const BATCH_SIZES = [20, 50, 100];
const ROUNDS = 3;
const APY_READY_ATTEMPTS = 120;
const GUARD_MS = 10 * 60_000;

function sentences(count: number): string[] {
  const next = random(42);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = next();
    const subject = pick(next, SUBJECTS);
    const base = `${subject} ${pick(next, VERBS)} ${pick(next, OBJECTS)} ${pick(next, PLACES)}`;
    if (kind < 0.15)
      out.push(`Why ${subject.toLowerCase()} ${pick(next, ['wants', 'needs', 'likes'])} ${pick(next, OBJECTS)}?`);
    else if (kind < 0.55) out.push(`${base} ${pick(next, CLAUSES)}.`);
    else if (kind < 0.7)
      out.push(`In ${2000 + Math.floor(next() * 25)}, ${base.charAt(0).toLowerCase()}${base.slice(1)}.`);
    else out.push(`${base}.`);
  }
  return out;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
}

async function apyTranslate(port: number, text: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/translate`, {
    method: 'POST',
    body: new URLSearchParams({ langpair: 'eng|spa', q: text }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { responseStatus: number; responseData?: { translatedText: string } };
  if (body.responseStatus !== 200 || !body.responseData) throw new Error(`APy answered ${JSON.stringify(body)}`);
  return body.responseData.translatedText;
}

async function startApy(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn('apertium-apy', ['-p', String(port), '/usr/share/apertium'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < APY_READY_ATTEMPTS; attempt++) {
    if (child.exitCode !== null) throw new Error(`apertium-apy exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/listPairs`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return { child, port };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopApy(child);
  throw new Error('apertium-apy did not start');
}

/** Stops APy and the pipelines it started (its own process group). */
function stopApy(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5000);
  return exited.finally(() => clearTimeout(timer));
}

function rate(count: number, ms: number): string {
  return `${Math.round((count / ms) * 1000).toLocaleString('en')} sentences/s`;
}

interface Run {
  ms: number;
  back: number;
}

async function timeEngine(engine: ApertiumEngine, texts: string[], size: number): Promise<Run> {
  const started = performance.now();
  let back = 0;
  for (const [b, batch] of chunks(texts, size).entries()) {
    const segments = batch.map((text, i) => ({ id: `${b}-${i}`, text }));
    back += (await engine.translate({ source: 'en', target: 'es', segments })).translations.length;
  }
  return { ms: performance.now() - started, back };
}

async function timeApy(port: number, texts: string[], size: number): Promise<Run> {
  const started = performance.now();
  let back = 0;
  for (const batch of chunks(texts, size)) {
    const translated = await apyTranslate(port, batch.join('\n'));
    back += translated.split('\n').filter((line) => line.trim() !== '').length;
  }
  return { ms: performance.now() - started, back };
}

/** Keeps the fastest run: on a shared machine the slower ones measure the neighbours. */
function keepBest(runs: Map<number, Run>, size: number, run: Run): void {
  const best = runs.get(size);
  if (!best || run.ms < best.ms) runs.set(size, run);
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('Benchmark took too long; stopping.');
    process.exit(1);
  }, GUARD_MS);
  guard.unref();
  const texts = sentences(SENTENCES);
  console.log(
    `${texts.length} English sentences, ${texts.join(' ').length.toLocaleString('en')} characters; ` +
      `best of ${ROUNDS} interleaved rounds`,
  );

  const engineRuns = new Map<number, Run>();
  const apyRuns = new Map<number, Run>();
  const engine = await ApertiumEngine.start({ log: (message) => console.log(message) });
  let apy: { child: ChildProcess; port: number } | undefined;
  try {
    apy = await startApy();
    await engine.translate({ source: 'en', target: 'es', segments: [{ id: 'w', text: 'Warm up.' }] });
    await apyTranslate(apy.port, 'Warm up.');
    for (let round = 0; round < ROUNDS; round++) {
      for (const size of BATCH_SIZES) {
        keepBest(engineRuns, size, await timeEngine(engine, texts, size));
        keepBest(apyRuns, size, await timeApy(apy.port, texts, size));
      }
    }
  } finally {
    await engine.close();
    if (apy) await stopApy(apy.child);
  }

  for (const size of BATCH_SIZES) {
    const ours = engineRuns.get(size)!;
    const theirs = apyRuns.get(size)!;
    console.log(
      `batches of ${String(size).padStart(3)}: engine ${rate(texts.length, ours.ms)} (${ours.back} back), ` +
        `APy ${rate(texts.length, theirs.ms)} (${theirs.back} back), ratio ${(theirs.ms / ours.ms).toFixed(2)}`,
    );
  }
  const total = (runs: Map<number, Run>): number => [...runs.values()].reduce((sum, run) => sum + run.ms, 0);
  const ratio = total(apyRuns) / total(engineRuns);
  console.log(`overall ratio engine/APy: ${ratio.toFixed(2)} (${ratio >= 0.8 ? 'meets' : 'misses'} the 0.8 target)`);
  clearTimeout(guard);
}

await main();
