import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { libreOfficeAvailable } from '@glossa/translate/formats/legacy/libreoffice';
import { createDocumentWork, type DocumentWork, type RunOptions } from '@glossa/translate/formats/work/document-work';
import type { DocumentTask, DocumentTaskKind, DocumentTaskResults, TaskOf } from '@glossa/translate/formats/work/tasks';
import * as deepl from 'deepl-node';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_RETRY_GRACE_MS } from '../src/features/public-api/api-documents.ts';
import { type DeeplTest, deeplApp, jsonOf, keyHolder } from './deepl-kit.ts';
import { callApi } from './native-api-kit.ts';
import { eventually } from './workspace/gated-engine.ts';
import { docx } from './workspace/workspace-kit.ts';

/**
 * Documents of the three APIs survive a client's retry (decision 0040): the output asked for is
 * made by the job before the status says done, and a document counts as downloaded only once its
 * bytes went out whole. deepl-node runs unmodified, with its own default timeout and retries.
 */

/** deepl-node's request timeout when none is given (its `minTimeout`). */
const DEEPL_NODE_TIMEOUT_MS = 5000;

/** One build (a translated file exported), as the server's document work ran it. */
interface Build {
  format: string;
  startedAt: number;
  endedAt: number;
}

/**
 * The server's document work, with the exports to the formats in `slow` taking `delayMs` longer:
 * the real conversion runs, then waits, as a slow LibreOffice would.
 */
class SlowExports implements DocumentWork {
  readonly slow = new Set<string>();
  readonly builds: Build[] = [];
  delayMs = 0;

  constructor(private readonly work: DocumentWork) {}

  async run<K extends DocumentTaskKind>(task: TaskOf<K>, options?: RunOptions): Promise<DocumentTaskResults[K]> {
    const startedAt = Date.now();
    const result = await this.work.run(task, options);
    const done = task as DocumentTask;
    if (done.kind === 'build' && this.slow.has(done.exportTo)) {
      await sleep(this.delayMs, undefined, { signal: options?.signal });
      this.builds.push({ format: done.exportTo, startedAt, endedAt: Date.now() });
    }
    return result;
  }

  close() {
    return this.work.close();
  }
}

let d: DeeplTest;
let folder: string;
/** How far the server's clock is ahead of the real one: moved past the grace period instead of waiting. */
let ahead = 0;
const work = new SlowExports(createDocumentWork({ threads: 1 }));

beforeAll(async () => {
  d = await deeplApp({ API_KEY_PER_MINUTE: '100000' }, { now: () => Date.now() + ahead, documents: work });
  folder = mkdtempSync(path.join(tmpdir(), 'glossa-retries-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await d.close();
  await work.close();
});

/** A DOCX carrying `size` random bytes besides its text: its translation is too large to sit in the sockets' buffers. */
async function bulkyDocx(size: number): Promise<Uint8Array> {
  const entries = unzipSync(await docx(['The shipment left the harbour.', 'It arrives on Monday.']));
  entries['word/media/filler.bin'] = new Uint8Array(randomBytes(size));
  return zipSync(entries, { level: 0 });
}

/** Six megabytes: more than the loopback's send buffer (4 MB at most) and the receiver's together. */
const BULKY = 6 * 1024 * 1024;

/** The document's row as the API keeps it. */
const documentRow = (id: string) =>
  d.t.db.selectFrom('api_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Starts a download and leaves after its first bytes, as a client that timed out or lost its network. */
function cutDownload(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method, headers: init.headers, agent: false }, (response) => {
      response.once('data', () => {
        outgoing.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    outgoing.on('error', (error) => {
      if (!outgoing.destroyed) reject(error);
    });
    outgoing.end(init.body);
  });
}

/** A file uploaded to /v2/document as deepl-node sends it (the file first). */
async function deeplUpload(secret: string, name: string, bytes: Uint8Array, fields: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const response = await fetch(`${d.url}/v2/document`, {
    method: 'POST',
    headers: { authorization: `DeepL-Auth-Key ${secret}` },
    body: form,
  });
  const json = jsonOf(await response.text()) as { document_id: string; document_key: string };
  expect(response.status, JSON.stringify(json)).toBe(200);
  return { documentId: json.document_id, documentKey: json.document_key };
}

/** DeepL's status of a document, read the way deepl-node reads it. */
async function deeplStatus(secret: string, handle: { documentId: string; documentKey: string }) {
  const response = await fetch(`${d.url}/v2/document/${handle.documentId}`, {
    method: 'POST',
    headers: { authorization: `DeepL-Auth-Key ${secret}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ document_key: handle.documentKey }),
  });
  return (await response.json()) as { status: string; seconds_remaining?: number };
}

describe('an export slower than the client waits', () => {
  it.skipIf(!libreOfficeAvailable())(
    'is fetched by deepl-node’s translateDocument with its default timeout',
    async () => {
      const { key, user } = await keyHolder(d.t);
      work.slow.add('pdf');
      work.delayMs = DEEPL_NODE_TIMEOUT_MS + 1500;
      const input = path.join(folder, 'memo.docx');
      writeFileSync(input, await docx(['The memo is short.', 'Please read it today.']));
      const output = path.join(folder, 'memo.de.pdf');
      // The document's states, as the native API shows them while deepl-node works.
      const seen: { state: string; sentAt: number; answeredAt: number }[] = [];
      let translating = true;
      let id: string | undefined;
      const look = async () => {
        if (!id) return;
        const sentAt = Date.now();
        const answer = await callApi(d.t, key, 'GET', `/documents/${id}`);
        seen.push({ state: answer.json.state, sentAt, answeredAt: Date.now() });
      };
      const watching = (async () => {
        while (translating) {
          id ??= (
            await d.t.db
              .selectFrom('api_documents')
              .select('id')
              .where('owner', '=', `user:${user.userId}`)
              .executeTakeFirst()
          )?.id;
          await look();
          await sleep(100);
        }
      })();
      try {
        // The unmodified client: its own timeout (5 s) and retries, as a program uses it.
        const client = new deepl.Translator(key, { serverUrl: d.url });
        const status = await client.translateDocument(input, output, 'en', 'de', {
          extraRequestParameters: { output_format: 'pdf' },
        });
        expect(status.done()).toBe(true);
      } finally {
        translating = false;
        await watching;
        work.slow.delete('pdf');
      }
      // Once more after the client has the file: the watcher's last look may have come just before
      // the document was done (the client polls on its own clock), and a finished document stays
      // done within its grace period.
      await look();
      expect(readFileSync(output).subarray(0, 5).toString()).toBe('%PDF-');
      const build = work.builds.find((one) => one.format === 'pdf');
      expect(build && build.endedAt - build.startedAt).toBeGreaterThan(DEEPL_NODE_TIMEOUT_MS);
      // Never done before the PDF existed; translating while it was being made.
      const done = seen.filter((one) => one.state === 'done');
      expect(done.length).toBeGreaterThan(0);
      for (const one of done) expect(one.answeredAt).toBeGreaterThanOrEqual(build?.endedAt ?? 0);
      const during = seen.filter((one) => build && one.sentAt > build.startedAt && one.answeredAt < build.endedAt);
      expect(during.map((one) => one.state)).toContain('translating');
      expect(new Set(during.map((one) => one.state))).toEqual(new Set(['translating']));
    },
    60_000,
  );

  it('says translating on /v2/document/{id} until the output exists, then done', async () => {
    const { key } = await keyHolder(d.t);
    // The adapter's own output (no LibreOffice), made slow: the job still makes it before it is done.
    work.slow.add('docx');
    work.delayMs = 1500;
    try {
      const handle = await deeplUpload(key, 'plan.docx', await docx(['The plan is ready.']), { target_lang: 'DE' });
      const states: { status: string; answeredAt: number }[] = [];
      for (let i = 0; i < 600; i++) {
        const status = await deeplStatus(key, handle);
        states.push({ status: status.status, answeredAt: Date.now() });
        if (status.status === 'done' || status.status === 'error') break;
        await sleep(50);
      }
      const build = work.builds.find((one) => one.format === 'docx');
      expect(build).toBeDefined();
      const first = states.find((one) => one.status === 'done');
      expect(first, JSON.stringify(states)).toBeDefined();
      expect(first?.answeredAt).toBeGreaterThanOrEqual(build?.endedAt ?? Number.POSITIVE_INFINITY);
      expect(states.some((one) => one.status === 'translating' && one.answeredAt < (build?.endedAt ?? 0))).toBe(true);
      // Made already: the download is a file read, no export runs for it.
      const builds = work.builds.length;
      const client = new deepl.Translator(key, { serverUrl: d.url });
      await client.downloadDocument(handle, path.join(folder, 'plan.de.docx'));
      expect(work.builds.length).toBe(builds);
    } finally {
      work.slow.delete('docx');
    }
  });
});

describe('a DeepL download cut on the way', () => {
  it('is served again on retry, within the grace period after it was sent whole, then 404', async () => {
    const { key } = await keyHolder(d.t);
    const handle = await deeplUpload(key, 'bulky.docx', await bulkyDocx(BULKY), { target_lang: 'DE' });
    await eventually(async () => (await deeplStatus(key, handle)).status === 'done', 'the bulky document done');
    const result = {
      method: 'POST' as const,
      headers: { authorization: `DeepL-Auth-Key ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ document_key: handle.documentKey }).toString(),
    };
    expect(await cutDownload(`${d.url}/v2/document/${handle.documentId}/result`, result)).toBe(200);
    await sleep(300);
    expect((await documentRow(handle.documentId)).downloaded_at).toBeNull();

    // Not downloaded, however long ago the cut: served to the next try.
    ahead += DOWNLOAD_RETRY_GRACE_MS + 60_000;
    const client = new deepl.Translator(key, { serverUrl: d.url });
    const first = path.join(folder, 'bulky.first.docx');
    await client.downloadDocument(handle, first);
    expect(readFileSync(first).length).toBeGreaterThan(BULKY);
    await eventually(
      async () => (await documentRow(handle.documentId)).downloaded_at !== null,
      'the whole download recorded',
    );

    // Sent whole: a retry within the grace period is served again...
    ahead += DOWNLOAD_RETRY_GRACE_MS - 60_000;
    const again = path.join(folder, 'bulky.again.docx');
    await client.downloadDocument(handle, again);
    expect(readFileSync(again).equals(readFileSync(first))).toBe(true);

    // ...and after it, DeepL's 404: the document was downloaded.
    ahead += 2 * 60_000;
    await expect(client.downloadDocument(handle, path.join(folder, 'bulky.late.docx'))).rejects.toThrow(/Not found/);
  }, 60_000);
});

describe('the native and LibreTranslate downloads', () => {
  it('count a document downloaded only once its file went out whole', async () => {
    const { key } = await keyHolder(d.t);
    const form = new FormData();
    form.append('target', 'de');
    form.append('file', new Blob([await bulkyDocx(BULKY)]), 'native.docx');
    const submitted = await fetch(`${d.url}/api/v1/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: form,
    });
    expect(submitted.status).toBe(202);
    const { documentId } = (await submitted.json()) as { documentId: string };
    const status = async () => (await callApi(d.t, key, 'GET', `/documents/${documentId}`)).json;
    await eventually(async () => (await status()).state === 'done', 'the native document done');

    const download = `${d.url}/api/v1/documents/${documentId}/download`;
    const bearer = { method: 'GET' as const, headers: { authorization: `Bearer ${key}` } };
    expect(await cutDownload(download, bearer)).toBe(200);
    await sleep(300);
    expect((await status()).downloadedAt).toBeNull();
    const whole = await fetch(download, bearer);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(BULKY);
    await eventually(async () => (await status()).downloadedAt !== null, 'the native download recorded');
    // The native API hands a file out as often as asked.
    const again = await fetch(download, bearer);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(BULKY);
  }, 60_000);

  it('hands LibreTranslate’s link a file made before the answer, marked downloaded once sent whole', async () => {
    const { key } = await keyHolder(d.t);
    const form = new FormData();
    form.append('file', new Blob([await bulkyDocx(BULKY)]), 'libre.docx');
    form.append('source', 'en');
    form.append('target', 'de');
    form.append('api_key', key);
    const answer = await fetch(`${d.url}/translate_file`, { method: 'POST', body: form });
    const { translatedFileUrl } = (await answer.json()) as { translatedFileUrl: string };
    expect(answer.status).toBe(200);
    const link = new URL(translatedFileUrl);
    const documentId =
      link.pathname
        .split('/')
        .at(-1)
        ?.replace(/\.[^.]+$/, '') ?? '';
    // Made by the job: the file is in the store before the link is handed out.
    const built = await d.t.db
      .selectFrom('jobs')
      .select('id')
      .where('conversation_id', '=', documentId)
      .executeTakeFirstOrThrow();
    const stored = path.join(d.t.config.dataDir, 'files', 'downloads', built.id, 'r0-translated.docx');
    expect(readFileSync(stored).length).toBeGreaterThan(BULKY);

    const url = `${d.url}${link.pathname}${link.search}`;
    expect(await cutDownload(url, { method: 'GET' })).toBe(200);
    await sleep(300);
    expect((await documentRow(documentId)).downloaded_at).toBeNull();
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(BULKY);
    await eventually(async () => (await documentRow(documentId)).downloaded_at !== null, 'the link download recorded');
  }, 60_000);
});
