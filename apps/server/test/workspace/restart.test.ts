import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../../../packages/translate/test/fake-llm-server.ts';
import { freePort } from '../free-port.ts';
import { spawnServer } from '../server-process.ts';
import { freshDatabaseUrl } from '../test-app.ts';
import { docx, W } from './workspace-kit.ts';

const SEGMENTS = 200;

let llm: FakeLlmServer;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let port: number;
let server: ChildProcess | undefined;
const clientId = randomBytes(16).toString('hex');
const secretKey = randomBytes(32).toString('hex');

/** The real server process, as `npm start` runs it, on the same data folder every time. */
async function startServer(): Promise<ChildProcess> {
  const child = spawnServer({
    port,
    dataDir,
    databaseUrl: database.url,
    env: {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODEL: 'fake',
      LLM_CONCURRENCY: '1',
      LLM_MAX_BATCH_TOKENS: '100',
      APERTIUM: 'off',
      // One key for every life of the server (required on PostgreSQL).
      SECRET_KEY: secretKey,
    },
  });
  // A hang guard of two minutes: a start on a machine busy with other work may take a while.
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start with status ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not start');
}

async function call(url: string, body: unknown = {}, method = 'POST') {
  const response = await fetch(`http://127.0.0.1:${port}${W}${url}`, {
    method,
    headers: { 'x-client-id': clientId, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
  return (await response.json()) as { code: number; msg: string; data: Record<string, any> };
}

async function savedCount(conversationId: string): Promise<number> {
  let saved = 0;
  for (const pageNum of [1, 2]) {
    const page = await call('/conversation/getPreviewSentences', { conversationId, pageNum, pageSize: 100 });
    saved += page.data.records.filter((r: { target: string }) => r.target !== '').length;
  }
  return saved;
}

beforeAll(async () => {
  llm = await startFakeLlmServer({ latencyMs: 100 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-restart-'));
  database = await freshDatabaseUrl();
  port = await freePort();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await llm.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a job survives the server being killed', () => {
  it('resumes after SIGKILL: every segment translated once, one chat charged', async () => {
    server = await startServer();
    const paragraphs = Array.from({ length: SEGMENTS }, (_, i) => `Line ${i + 1} of the long report about restarts.`);
    const form = new FormData();
    form.append('file', new Blob([await docx(paragraphs)]), 'long report.docx');
    const uploaded = await fetch(`http://127.0.0.1:${port}${W}/conversation/uploadAndPreview`, {
      method: 'POST',
      headers: { 'x-client-id': clientId },
      body: form,
    }).then((r) => r.json() as Promise<{ data: { fileId: string; segments: number } }>);
    expect(uploaded.data.segments).toBe(SEGMENTS);
    const created = await call('/conversation/createConversation', {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'fr',
      fileId: uploaded.data.fileId,
    });
    const id = created.data.conversation.conversationId as string;

    // Killed half-way, while a batch is with the engine and every answer before it has been saved:
    // the saved ones must never be sent again, the one in flight exactly once more.
    const killed = new Promise<void>((resolve) => {
      llm.options.onRequest = () => {
        if (Object.keys(llm.stats.answeredById).length < SEGMENTS / 2) return;
        llm.options.onRequest = undefined;
        llm.options.latencyMs = 60_000; // this batch stays with the engine until the kill
        void (async () => {
          while ((await savedCount(id)) < Object.keys(llm.stats.answeredById).length) {
            await new Promise((r) => setTimeout(r, 5));
          }
          server?.once('exit', () => resolve());
          server?.kill('SIGKILL');
        })();
      };
    });
    await killed;
    const answeredBeforeKill = Object.keys(llm.stats.answeredById).length;
    expect(answeredBeforeKill).toBeLessThan(SEGMENTS);

    llm.options.latencyMs = 20;
    server = await startServer();
    let status = '';
    for (let i = 0; i < 1200 && status !== 'done'; i++) {
      const detail = await call('/conversation/enterConversation', { conversationId: id });
      status = detail.data.messages[1].status;
      if (status !== 'done') await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('done');
    const preview = await call('/conversation/getPreviewSentences', { conversationId: id, pageSize: 100, pageNum: 2 });
    expect(preview.data.total).toBe(SEGMENTS);
    expect(preview.data.records.filter((r: { target: string }) => !r.target.startsWith('fr:'))).toEqual([]);
    const counts = Object.values(llm.stats.answeredById);
    expect(counts).toHaveLength(SEGMENTS);
    expect(counts.filter((count) => count !== 1)).toEqual([]);
    const settings = await call('/system/combo/settings', undefined, 'GET');
    expect(settings.data.quota.dailyLeft).toBe(19);
  }, 300_000);
});
