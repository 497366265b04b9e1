/**
 * bench:api: the public APIs over the real offline engine (Apertium eng→spa, the warm null-flush
 * pipeline), against the engine alone on the same sentences:
 * (1) sentences per second when each request carries 50 texts (LibreTranslate's `q` array and
 *     DeepL's `text` list through deepl-node), one request at a time and 4 at once;
 * (2) the time one single-sentence request takes (p50 and p95), the API's own share of it;
 * (3) sentences the account's translation memory already holds (each measurement sends new ones).
 * Every request is authenticated by a key and charged to the account, as in production.
 *
 *   cd /work/main && npm run bench:api
 */

import type { AddressInfo } from 'node:net';
import { API_KEY_PATHS } from '@glossa/contracts/api-keys';
import { ApertiumEngine } from '@glossa/translate/engines/apertium/apertium-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import * as deepl from 'deepl-node';
import { random, simpleSentence } from '../../../packages/translate/bench/bench-kit.ts';
import { signUp } from '../test/billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE } from '../test/test-app.ts';

const SENTENCES = 1000;
const BATCH = 50;
const SINGLE_REQUESTS = 200;

/**
 * A fresh set of sentences for each measurement (numbered, so none repeats): the account's
 * translation memory would otherwise answer what an earlier measurement sent.
 */
let seed = 0;
function freshSentences(count: number): string[] {
  seed += 1;
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => `Order ${seed * 100_000 + i}: ${simpleSentence(next)}`);
}
const engine = await ApertiumEngine.start({ pairs: ['eng-spa'] });
if (!engine.supports('en', 'es'))
  throw new Error('Apertium eng-spa is not installed: run scripts/system-deps.sh first');
const t = await createTestApp({ LOG_LEVEL: 'silent', API_KEY_PER_MINUTE: '100000' }, FALLBACK_BUNDLE, {
  engines: { engines: [engine], pseudo: new PseudoEngine(), close: () => engine.close() },
});
// One chat per request: the bench account may make as many as it sends.
await t.db.updateTable('plans').set({ daily_chats: 10_000_000 }).where('id', '=', 'free').execute();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const user = await signUp(t, 'bench-api@example.com');
const key = (await user.post(API_KEY_PATHS.create, { name: 'bench' })).json.data.secret as string;

const chunks = (list: readonly string[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function libre(q: string | string[]): Promise<void> {
  const response = await fetch(`${base}/translate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ q, source: 'en', target: 'es', format: 'text', api_key: key }),
  });
  if (response.status !== 200) throw new Error(`/translate answered ${response.status}: ${await response.text()}`);
  await response.json();
}

const translator = new deepl.Translator(key, { serverUrl: base, maxRetries: 0 });

async function engineAlone(batch: readonly string[]): Promise<void> {
  await engine.translate({
    segments: batch.map((text, i) => ({ id: String(i), text })),
    source: 'en',
    target: 'es',
  });
}

/** Sentences per second over all sentences, `parallel` batches in flight. */
async function rate(
  send: (batch: string[]) => Promise<unknown>,
  parallel: number,
  sentences = freshSentences(SENTENCES),
): Promise<number> {
  const batches = chunks(sentences, BATCH);
  const start = performance.now();
  let index = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (index < batches.length) await send(batches[index++] as string[]);
    }),
  );
  return SENTENCES / ((performance.now() - start) / 1000);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function latencies(send: (text: string) => Promise<unknown>): Promise<number[]> {
  const sentences = freshSentences(SINGLE_REQUESTS);
  const times: number[] = [];
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    const start = performance.now();
    await send(sentences[i] as string);
    times.push(performance.now() - start);
  }
  return times;
}

const fmt = (n: number) => n.toFixed(0).padStart(6);
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
try {
  await rate(engineAlone, 1); // warm the pipeline
  console.log(`bench:api — ${SENTENCES} English sentences to Spanish, ${BATCH} per request, Apertium eng→spa\n`);
  console.log('sentences/s                        1 at a time   4 at once');
  for (const [name, send] of [
    ['engine alone', engineAlone],
    ['LibreTranslate /translate (q[])', (batch: string[]) => libre(batch)],
    ['DeepL /v2/translate (deepl-node)', (batch: string[]) => translator.translateText(batch, 'en', 'es')],
  ] as const) {
    console.log(`${name.padEnd(34)} ${fmt(await rate(send, 1))}       ${fmt(await rate(send, 4))}`);
  }
  // The same sentences a second time: the account's translation memory answers them.
  const again = freshSentences(SENTENCES);
  await rate((batch) => libre(batch), 4, again);
  console.log(`${'the same again (from memory)'.padEnd(34)} ${fmt(await rate((batch) => libre(batch), 1, again))}`);
  console.log(`\none sentence per request, ${SINGLE_REQUESTS} requests one after another      p50        p95`);
  for (const [name, send] of [
    ['engine alone', (text: string) => engineAlone([text])],
    ['LibreTranslate /translate', (text: string) => libre(text)],
    ['DeepL /v2/translate (deepl-node)', (text: string) => translator.translateText(text, 'en', 'es')],
  ] as const) {
    const times = await latencies(send);
    console.log(`${name.padEnd(40)} ${ms(percentile(times, 50))}  ${ms(percentile(times, 95))}`);
  }
} finally {
  await t.close();
  await engine.close();
}
