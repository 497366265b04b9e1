/**
 * bench:hostile, parsers: every reader of user input that runs before (or right after) the key
 * check, sent an input of one size and one twice as large. Linear code takes about twice as long
 * (the ratio column; quadratic code about four times); the longest /healthz gap says whether the
 * event loop was held meanwhile. The figures go in the closing note; the tests
 * (apps/server/test/fuzz) check the growth of every route's cost as a ratio too.
 */
import { randomBytes } from 'node:crypto';
import { resetPeakMemory, residentMemory } from '../../test/hostile-kit.ts';
import { accountWithKey, healthLoop, MiB, startBenchServer, W } from './kit.ts';

const server = await startBenchServer();
const { base } = server;

interface Sent {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** The least time of three sends, and the answer's status. */
async function timed(sent: Sent): Promise<{ ms: number; status: number }> {
  let best = Number.POSITIVE_INFINITY;
  let status = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${sent.url}`, {
      method: sent.method ?? 'POST',
      headers: { 'x-forwarded-for': `10.1.${i}.${Math.floor(Math.random() * 250)}`, ...sent.headers },
      body: sent.body,
    });
    await response.arrayBuffer();
    status = response.status;
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, status };
}

const rows: string[] = [];
async function measure(name: string, size: string, make: (scale: 1 | 2) => Sent): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  resetPeakMemory(server.pid);
  const health = healthLoop(base);
  const one = await timed(make(1));
  const two = await timed(make(2));
  const gap = await health.stop();
  const peak = residentMemory(server.pid).peak / MiB;
  const row = `| ${name} | ${size} | ${one.status} / ${two.status} | ${one.ms.toFixed(0)} | ${two.ms.toFixed(0)} | ${(two.ms / one.ms).toFixed(2)} | ${peak.toFixed(0)} | ${gap.toFixed(0)} |`;
  rows.push(row);
  process.stderr.write(`${row}\n`);
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const json = { 'content-type': 'application/json' };
const letters = (count: number) => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  let text = '';
  while (text.length < count) text += alphabet;
  return text.slice(0, count);
};
function multipartFields(count: number): { body: Buffer; type: string } {
  const boundary = `bench${randomBytes(6).toString('hex')}`;
  const parts = Array.from(
    { length: count },
    (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="q${i}"\r\n\r\na\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
function textFile(name: string, text: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([text]), name);
  return data;
}

try {
  const { apiKey } = await accountWithKey(server, 'bench-parsers@example.com');
  const visitor = randomBytes(16).toString('hex');
  await measure('DeepL form, one field repeated, no key', '40,000 / 80,000 fields', (scale) => ({
    url: '/v2/translate',
    headers: form,
    body: 'text=a&'.repeat(40_000 * scale),
  }));
  await measure('LibreTranslate form, q repeated, no key', '40,000 / 80,000 fields', (scale) => ({
    url: '/translate',
    headers: form,
    body: 'q=a&'.repeat(40_000 * scale),
  }));
  await measure('JSON, long array of texts, no key', '100,000 / 200,000 items', (scale) => ({
    url: '/v2/translate',
    headers: json,
    body: JSON.stringify({ text: Array(100_000 * scale).fill('a'), target_lang: 'DE' }),
  }));
  await measure('multipart, many fields, no key', '10,000 / 20,000 parts', (scale) => {
    const body = multipartFields(10_000 * scale);
    return { url: '/translate', headers: { 'content-type': body.type }, body: body.body };
  });
  await measure('query string, one key repeated', '1,000 / 2,000 pairs', (scale) => ({
    url: `/v2/languages?${'type=a&'.repeat(1000 * scale)}`,
    method: 'GET',
  }));
  await measure('LibreTranslate /detect, one run of letters, with a key', '100 KB / 200 KB', (scale) => ({
    url: '/detect',
    headers: json,
    body: JSON.stringify({ q: letters(100_000 * scale), api_key: apiKey }),
  }));
  await measure('LibreTranslate /detect, e-mail-like run, with a key', '100 KB / 200 KB', (scale) => ({
    url: '/detect',
    headers: json,
    body: JSON.stringify({ q: `${'a.'.repeat(50_000 * scale)}@`, api_key: apiKey }),
  }));
  await measure('visitor upload, .txt of one run of letters', '20 KB / 40 KB', (scale) => ({
    url: `${W}/conversation/uploadAndPreview`,
    headers: { 'x-client-id': visitor },
    body: textFile('letters.txt', letters(20_000 * scale)),
  }));
  await measure('typed text, one run of letters, source auto', '2,500 / 5,000 chars', (scale) => ({
    url: `${W}/conversation/createConversation`,
    headers: { ...json, 'x-client-id': randomBytes(16).toString('hex') },
    body: JSON.stringify({
      overseasConversationModule: 'text',
      sourceLanguage: 'auto',
      targetLanguage: 'de',
      text: letters(2_500 * scale),
    }),
  }));
  console.log('\n### Parsers and detection: two sizes, 2x apart (least of 3 sends each)\n');
  console.log(
    '| input | sizes | answers | ms at 1x | ms at 2x | ratio | server peak RSS MiB | longest /healthz gap ms |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await server.close();
}
process.exit(0);
