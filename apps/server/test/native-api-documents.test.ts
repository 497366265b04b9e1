import { libreOfficeAvailable } from '@glossa/translate/formats/legacy/libreoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, refused } from './native-api-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import { eventually, GatedEngine, gatedEngineSet } from './workspace/gated-engine.ts';
import { docx, multipart } from './workspace/workspace-kit.ts';

let t: TestApp;
const engine = new GatedEngine();
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { engines: gatedEngineSet(engine) });
});
afterAll(async () => t.close());

const PARAGRAPHS = ['The quarterly report is ready.', 'Sales grew in every region.'];

/** Submits a DOCX with the given fields (sent before the file, as documented). */
async function submit(who: ApiClient, fields: Record<string, string>, name = 'report.docx', bytes?: Uint8Array) {
  const body = multipart([{ name, bytes: bytes ?? (await docx(PARAGRAPHS)) }], fields);
  return who.call('POST', '/documents', { raw: { payload: body.payload, contentType: body.contentType } });
}

async function done(who: ApiClient, documentId: string) {
  let status: { state: string } = { state: 'queued' };
  await eventually(async () => {
    status = (await who.call('GET', `/documents/${documentId}`)).json;
    return status.state === 'done' || status.state === 'error';
  }, `document ${documentId} settled`);
  return status;
}

describe('a document through the native API', () => {
  let me: ApiClient;
  let documentId: string;
  beforeAll(async () => {
    me = await apiClient(t);
  });

  it('is submitted, not ready until translated, then followed to done', async () => {
    const answer = await submit(me, { source: 'en', target: 'de' });
    expect(answer.status, answer.body).toBe(202);
    expect(Object.keys(answer.json)).toEqual(['documentId']);
    documentId = answer.json.documentId;
    await engine.waitForCalls(1);
    const waiting = await me.call('GET', `/documents/${documentId}`);
    expect(waiting.status, waiting.body).toBe(200);
    expect(waiting.json).toMatchObject({
      documentId,
      state: 'translating',
      outputFormat: 'docx',
      downloadedAt: null,
      coverage: null,
    });
    const early = await me.call('GET', `/documents/${documentId}/download`);
    expect(refused(early)).toEqual([409, 'documentNotReady']);
    engine.drain();
    const status = await done(me, documentId);
    expect(status).toMatchObject({ state: 'done', secondsRemaining: 0, error: null });
    expect((status as unknown as { billedCharacters: number }).billedCharacters).toBeGreaterThan(0);
    // Once done, how much of each part was translated: here a body of paragraphs, all of it.
    const { coverage } = status as unknown as { coverage: { part: string; letters: number; translated: number }[] };
    expect(coverage.map((part) => part.part)).toEqual(['body']);
    expect(coverage[0]?.letters).toBeGreaterThan(20);
    expect(coverage[0]?.translated).toBe(coverage[0]?.letters);
  });

  it('downloads the translation, in each output form and another export format', async () => {
    const translated = await me.call('GET', `/documents/${documentId}/download`);
    expect(translated.status, translated.body).toBe(200);
    expect(translated.headers['content-type']).toContain('wordprocessingml');
    expect(String(translated.headers['content-disposition'])).toContain('.docx');
    const bilingual = await me.call('GET', `/documents/${documentId}/download`, {
      query: { form: 'source-then-target' },
    });
    expect(bilingual.status).toBe(200);
    expect(bilingual.body).not.toBe(translated.body);
    // Another export format of the file: made by LibreOffice where the server has it.
    const odt = await me.call('GET', `/documents/${documentId}/download`, { query: { format: 'odt' } });
    if (libreOfficeAvailable()) {
      expect(odt.status, odt.body).toBe(200);
      expect(odt.headers['content-type']).toContain('opendocument.text');
      expect(odt.body.startsWith('PK')).toBe(true);
    } else expect(refused(odt)).toEqual([422, 'exportUnavailable']);
    const srt = await me.call('GET', `/documents/${documentId}/download`, { query: { format: 'srt' } });
    expect(refused(srt)).toEqual([422, 'exportUnavailable']);
    const marked = await me.call('GET', `/documents/${documentId}`);
    expect(marked.json.downloadedAt).toMatch(/^\d{4}-/);
  });

  it("answers 404 for another account's document, whatever is asked of it", async () => {
    const other = await apiClient(t);
    expect(refused(await other.call('GET', `/documents/${documentId}`))).toEqual([404, 'notFound']);
    expect(refused(await other.call('GET', `/documents/${documentId}/download`))).toEqual([404, 'notFound']);
    expect(refused(await other.call('DELETE', `/documents/${documentId}`))).toEqual([404, 'notFound']);
    expect((await me.call('GET', `/documents/${documentId}`)).status).toBe(200);
  });

  it('is cancelled and deleted, then unknown', async () => {
    const answer = await me.call('DELETE', `/documents/${documentId}`);
    expect(answer.status, answer.body).toBe(204);
    expect(answer.body).toBe('');
    expect(refused(await me.call('GET', `/documents/${documentId}`))).toEqual([404, 'notFound']);
    expect(refused(await me.call('DELETE', `/documents/${documentId}`))).toEqual([404, 'notFound']);
  });
});

describe('refused submissions', () => {
  let me: ApiClient;
  beforeAll(async () => {
    me = await apiClient(t);
  });

  it('names the missing or wrong field', async () => {
    const noTarget = await submit(me, { source: 'en' });
    expect([noTarget.status, noTarget.json.error]).toMatchObject([400, { field: 'target', issue: 'required' }]);
    const unknown = await submit(me, { target: 'de', colour: 'blue' });
    expect([unknown.status, unknown.json.error]).toMatchObject([400, { field: 'colour', issue: 'unknownField' }]);
    const noFile = multipart([], { target: 'de' });
    const missing = await me.call('POST', '/documents', {
      raw: { payload: noFile.payload, contentType: noFile.contentType },
    });
    expect([missing.status, missing.json.error]).toMatchObject([400, { field: 'file', issue: 'required' }]);
    const json = await me.call('POST', '/documents', { body: { target: 'de' } });
    expect(refused(json)).toEqual([415, 'unsupportedMediaType']);
    expect(refused(await me.call('GET', '/documents/not-an-id'))).toEqual([400, 'validation']);
    const form = await me.call('GET', `/documents/${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}/download`, {
      query: { form: 'sideways' },
    });
    expect([form.status, form.json.error]).toMatchObject([400, { field: 'form', issue: 'oneOf' }]);
  });

  it('refuses a format the workspace does not translate, and an unknown document id', async () => {
    const exe = await submit(me, { target: 'de' }, 'setup.exe', new Uint8Array([77, 90, 0, 0]));
    expect(refused(exe)).toEqual([415, 'unsupportedFileFormat']);
    const missing = `${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`;
    expect(refused(await me.call('GET', `/documents/${missing}`))).toEqual([404, 'notFound']);
  });

  it('refuses a file larger than the plan allows', async () => {
    const plan = await t.db
      .selectFrom('plans')
      .select('file_max_bytes')
      .where('id', '=', 'free')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('plans').set({ file_max_bytes: 1024 }).where('id', '=', 'free').execute();
    try {
      const large = await submit(me, { target: 'de' }, 'notes.txt', new Uint8Array(4096).fill(65));
      expect(refused(large)).toEqual([413, 'fileTooLarge']);
    } finally {
      await t.db.updateTable('plans').set({ file_max_bytes: plan.file_max_bytes }).where('id', '=', 'free').execute();
    }
  });
});
