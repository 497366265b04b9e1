/**
 * bench:chat: (1) the time to the first streamed byte of a text translation, through the whole
 * server (create the conversation, the job, the event stream), over the engine's own first byte;
 * (2) how many Server-Sent Event streams one server process holds at once, and their error rate.
 * The engine is the fake OpenAI-compatible server with a model-like first-token delay.
 */

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LlmEngine } from '@glossa/translate/engines/llm/llm-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import { fakeEndpoint, startFakeLlmServer } from '../../../packages/translate/test/fake-llm-server.ts';
import { createTestApp, FALLBACK_BUNDLE } from '../test/test-app.ts';

const FIRST_TOKEN_MS = 300;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const W = '/gateway/website';

const llm = await startFakeLlmServer({ latencyMs: FIRST_TOKEN_MS, chunkDelayMs: 5 });
const engine = new LlmEngine(fakeEndpoint(llm));
const t = await createTestApp({ LOG_LEVEL: 'silent' }, FALLBACK_BUNDLE, {
  engines: { engines: [engine], pseudo: new PseudoEngine(), close: async () => {} },
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as AddressInfo).port;
const clientId = randomBytes(16).toString('hex');
const headers = { 'x-client-id': clientId, 'content-type': 'application/json' };

async function post(path: string, body: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${W}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
  return (await response.json()) as { data: Record<string, any> };
}

/** The engine alone: request to first streamed text. */
async function engineFirstByte(): Promise<number> {
  const start = performance.now();
  const stream = engine.translateStream({
    segments: [{ id: 'p1', text: 'The weather is fine today.' }],
    source: 'en',
    target: 'es',
  });
  for await (const _ of stream) return performance.now() - start;
  return Number.NaN;
}

/** The product: create the conversation, open its event stream, wait for the first appended text. */
async function serverFirstByte(): Promise<number> {
  const start = performance.now();
  const created = await post('/conversation/createConversation', {
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: 'es',
    text: 'The weather is fine today.',
  });
  const id = created.data.conversation.conversationId;
  const response = await fetch(`http://127.0.0.1:${port}${W}/conversation/reconnectConversation/${id}`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return Number.NaN;
    text += value;
    if (text.includes('"type":"append"') || text.includes('"type":"translation","content":"es:')) {
      const elapsed = performance.now() - start;
      await reader.cancel();
      return elapsed;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const engineTimes: number[] = [];
const serverTimes: number[] = [];
for (let i = 0; i < 7; i++) {
  engineTimes.push(await engineFirstByte());
  serverTimes.push(await serverFirstByte());
}
console.log(`first streamed byte, text translation (median of 7, engine first token at ${FIRST_TOKEN_MS} ms):`);
console.log(`  engine alone      ${median(engineTimes).toFixed(1)} ms`);
console.log(`  through Glossa    ${median(serverTimes).toFixed(1)} ms`);
console.log(
  `  overhead          ${(median(serverTimes) - median(engineTimes)).toFixed(1)} ms (ratio ${(median(serverTimes) / median(engineTimes)).toFixed(2)})`,
);

/** Opens one stream with a plain HTTP request; resolves when its snapshot has arrived. */
function openStream(id: string, onEvent: (data: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${W}/conversation/reconnectConversation/${id}`,
        headers,
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
        let first = true;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (first && chunk.includes('"type":"snapshot"')) {
            first = false;
            resolve(request);
          }
          onEvent(chunk);
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

const target = await post('/conversation/createConversation', {
  overseasConversationModule: 'text',
  sourceLanguage: 'en',
  targetLanguage: 'fr',
  text: 'A conversation that many tabs watch.',
});
const conversationId = target.data.conversation.conversationId;
await new Promise((resolve) => setTimeout(resolve, 1500));
let opened = 0;
let failed = 0;
let heard = 0;
const requests: http.ClientRequest[] = [];
const memoryBefore = process.memoryUsage().rss;
const openStart = performance.now();
const BATCH = 100;
for (let i = 0; i < STREAMS; i += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, STREAMS - i) }, () =>
    openStream(conversationId, (chunk) => {
      if (chunk.includes('Watched by many')) heard++;
    }).then(
      (request) => {
        opened++;
        requests.push(request);
      },
      () => {
        failed++;
      },
    ),
  );
  await Promise.all(batch);
}
const openMs = performance.now() - openStart;
const publishStart = performance.now();
await post('/conversation/conversationRename', { conversationId, conversationName: 'Watched by many' });
for (let i = 0; i < 400 && heard < opened; i++) await new Promise((resolve) => setTimeout(resolve, 25));
const fanOutMs = performance.now() - publishStart;
const errors = failed + (opened - heard);
console.log(`concurrent event streams on one process (${STREAMS} asked):`);
console.log(`  open with snapshot  ${opened} in ${openMs.toFixed(0)} ms, ${failed} failed`);
console.log(`  one event fanned out to ${heard} of ${opened} in ${fanOutMs.toFixed(0)} ms`);
console.log(`  error rate          ${((errors / STREAMS) * 100).toFixed(2)} %`);
console.log(
  `  memory              +${((process.memoryUsage().rss - memoryBefore) / 1048576).toFixed(0)} MiB RSS (client and server in one process)`,
);
for (const request of requests) request.destroy();
await t.close();
await llm.close();
process.exit(0);
