/**
 * bench:hostile: the attacker's probe against the real server, started as its own process
 * (`node --import tsx apps/server/src/main.ts`, SQLite, the fake OpenAI-compatible engine). For
 * each hostile input it prints the answer, the time to it, the server's peak resident memory
 * during the case (its VmHWM, reset before each case) and the longest gap between answers of a
 * /healthz loop that asks every 10 ms meanwhile: a stalled event loop shows there first.
 * Figures only; hostile-*.test.ts check the refusals.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blackPng } from '@glossa/translate/formats/image/test-png';
import { gigabyteDocx, overlappingDocx } from '@glossa/translate/formats/zip/hostile-zips';
import { startFakeLlmServer } from '../../../packages/translate/test/fake-llm-server.ts';
import { resetPeakMemory, residentMemory } from '../test/hostile-kit.ts';

const MiB = 1024 * 1024;
const W = '/gateway/website';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STREAM_FLOOD = Number(process.env.BENCH_STREAMS ?? 2000);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const llm = await startFakeLlmServer({ chunkDelayMs: 1 });
const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-hostile-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  APERTIUM: 'off',
  LLM_BASE_URL: `${llm.url}/v1`,
  LLM_API_KEY: 'sk-test-key',
  LLM_MODEL: 'fake-model',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
};
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const pid = server.pid as number;

async function ready(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** Asks /healthz every 10 ms until stopped; answers the longest time between two answers. */
function healthLoop(): { stop: () => Promise<number> } {
  let running = true;
  let longest = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get(`${base}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', () => resolve());
    });
  const done = (async () => {
    let last = performance.now();
    while (running) {
      await once();
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    agent.destroy();
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return longest;
    },
  };
}

interface Outcome {
  answer: string;
  ms: number;
}

async function post(url: string, headers: Record<string, string>, body: BodyInit): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { method: 'POST', headers, body });
  const text = await response.text();
  const code = /"code":(\d+)/.exec(text)?.[1];
  return { answer: `${response.status} (${code ?? '-'})`, ms: performance.now() - started };
}

const visitorId = () => randomBytes(16).toString('hex');
const json = (clientId: string) => ({ 'x-client-id': clientId, 'content-type': 'application/json' });

function uploadFile(clientId: string, name: string, bytes: Uint8Array, password?: string): Promise<Outcome> {
  const form = new FormData();
  if (password) form.append('password', password);
  form.append('file', new Blob([Buffer.from(bytes)]), name);
  return post(`${W}/conversation/uploadAndPreview`, { 'x-client-id': clientId }, form);
}

/** A text conversation of this client (waiting when the per-minute job limit of the address says so). */
async function conversation(clientId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${base}${W}/conversation/createConversation`, {
      method: 'POST',
      headers: json(clientId),
      body: JSON.stringify({
        overseasConversationModule: 'text',
        sourceLanguage: 'en',
        targetLanguage: 'de',
        text: 'Watched by many tabs.',
      }),
    });
    const body = (await response.json()) as { data: { conversation: { conversationId: string } } | null };
    if (body.data) return body.data.conversation.conversationId;
    if (response.status !== 429 || attempt >= 30)
      throw new Error(`createConversation answered ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Opens streams; answers how many were accepted and refused, and the requests to close later. */
async function flood(targets: { clientId: string; id: string }[]) {
  const open: http.ClientRequest[] = [];
  let accepted = 0;
  let refused = 0;
  let firstRefusal = Number.NaN;
  const started = performance.now();
  const one = ({ clientId, id }: { clientId: string; id: string }) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        `${base}${W}/conversation/reconnectConversation/${id}`,
        { method: 'POST', headers: { 'x-client-id': clientId }, agent: false },
        (response) => {
          if (response.statusCode === 200) {
            accepted++;
            open.push(request);
            response.once('data', () => resolve());
          } else {
            refused++;
            if (Number.isNaN(firstRefusal)) firstRefusal = performance.now() - started;
            response.resume();
            response.on('end', resolve);
          }
        },
      );
      request.on('error', () => resolve());
      request.end();
    });
  for (let i = 0; i < targets.length; i += 100) await Promise.all(targets.slice(i, i + 100).map(one));
  const answer = `${accepted} open, ${refused} refused (429); first refusal at ${firstRefusal.toFixed(0)} ms`;
  return { outcome: { answer, ms: performance.now() - started }, open };
}

function fixtures() {
  return { overlapping: overlappingDocx(), gigabyte: gigabyteDocx(), png: blackPng(10_000, 6_000) };
}

async function documentFixtures() {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const word = async (count: number) => {
    const children = Array.from(
      { length: count },
      (_, i) =>
        new Paragraph({ children: [new TextRun(`Paragraph ${i} of the annual report, with a few more words.`)] }),
    );
    return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
  };
  const officeCrypto = (await import('officecrypto-tool')).default;
  const encrypted = new Uint8Array(officeCrypto.encrypt(Buffer.from(await word(200)), { password: 'harbour lights' }));
  return { encrypted, long: await word(20_000) };
}

const rows: string[] = [];
const progress = (row: string) => process.stderr.write(`${row}\n`);
async function measure(name: string, sent: string, run: () => Promise<Outcome>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  resetPeakMemory(pid);
  const before = residentMemory(pid).now;
  const health = healthLoop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const outcome = await run();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const gap = await health.stop();
  const { peak } = residentMemory(pid);
  const mib = (bytes: number) => (bytes / MiB).toFixed(0);
  const row = `| ${name} | ${sent} | ${outcome.answer} | ${outcome.ms.toFixed(0)} | ${mib(peak)} (+${mib(peak - before)}) | ${gap.toFixed(0)} |`;
  rows.push(row);
  progress(row);
}

try {
  await ready();
  const { overlapping, gigabyte, png } = fixtures();
  const kb = (bytes: Uint8Array | string) => `${(bytes.length / 1024).toFixed(0)} KB`;
  const free = visitorId();
  const member = visitorId();
  const granted = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/grant-plan.ts', member, 'member'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  if (granted.status !== 0) throw new Error(`grant-plan failed: ${granted.stderr}`);

  await measure('idle (baseline)', '-', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { answer: '-', ms: 0 };
  });
  await measure('DOCX: 21 overlapping entries, sizes understated', kb(overlapping), () =>
    uploadFile(free, 'report.docx', overlapping),
  );
  await measure('DOCX inflating to 1 GiB (8 x 128 MiB, sizes understated)', kb(gigabyte), () =>
    uploadFile(free, 'report.docx', gigabyte),
  );
  // The first image also loads the image adapter (mupdf, OCR): the second shows the refusal alone.
  await measure('PNG 10000 x 6000 (60 MP), member, first image', kb(png), () => uploadFile(member, 'scan.png', png));
  await measure('PNG 10000 x 6000 (60 MP), member, again', kb(png), () => uploadFile(member, 'scan.png', png));
  const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
  // Real document work, which used to run on the event loop: decryption (100,000 hash rounds) and
  // reading a long Word file; both now run in a worker thread.
  const { encrypted, long } = await documentFixtures();
  await measure('DOCX encrypted (agile), with its password', kb(encrypted), () =>
    uploadFile(member, 'locked.docx', encrypted, 'harbour lights'),
  );
  await measure('DOCX of 20,000 paragraphs', kb(long), () => uploadFile(member, 'long.docx', long));
  await measure('JSON body nested 100,000 deep', kb(deep), () =>
    post(`${W}/conversation/queryOverseasConversationPage`, json(free), deep),
  );
  const watcher = visitorId();
  const watched = await conversation(watcher);
  let open: http.ClientRequest[] = [];
  await measure(`event streams: ${STREAM_FLOOD} from one visitor`, `${STREAM_FLOOD} requests`, async () => {
    const result = await flood(Array.from({ length: STREAM_FLOOD }, () => ({ clientId: watcher, id: watched })));
    open = result.open;
    return result.outcome;
  });
  for (const request of open) request.destroy();
  // Visitors are free to make up client ids: 10 of them, 8 streams each, all from one address.
  const visitors: { clientId: string; id: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const clientId = visitorId();
    visitors.push({ clientId, id: await conversation(clientId) });
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await measure('event streams: 10 visitors x 8, one address', '80 requests', async () => {
    const result = await flood(visitors.flatMap((target) => Array.from({ length: 8 }, () => target)));
    open = result.open;
    return result.outcome;
  });
  for (const request of open) request.destroy();

  console.log(
    '| hostile input | sent | answer (HTTP, code) | time to answer ms | server peak RSS MiB (growth) | longest /healthz gap ms |',
  );
  console.log('|---|---|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
