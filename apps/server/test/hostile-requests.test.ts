import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';
import { upload, visitor } from './workspace/workspace-kit.ts';

/**
 * Request bodies an attacker writes: nested 100,000 deep, poisoned prototypes, absurd numbers and
 * file names. Each is answered with a clear 4xx before any work is done, never with a 500.
 */
let t: TestApp;
const clientId = randomBytes(16).toString('hex');
const DEPTH = 100_000;

beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

async function send(path: string, payload: string, locale = 'enus') {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'x-client-id': clientId, 'content-type': 'application/json', 'lan-i18n-code': locale },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const page = '/gateway/website/conversation/queryOverseasConversationPage';
const create = '/gateway/website/conversation/createConversation';

describe('JSON bodies', () => {
  it('refuses a body nested 100,000 deep before parsing it, in the caller language', async () => {
    const deep = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
    expect(deep.length).toBeGreaterThan(500_000);
    const refused = await send(page, deep);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 10013,
      success: false,
      msg: 'The request is nested too deeply: at most 32 levels are accepted',
      data: null,
    });
    const arrays = await send(page, `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, 'dede');
    expect(arrays.body).toMatchObject({ code: 10013, msg: expect.stringContaining('Höchstens 32 Ebenen') });
  });

  it('lets a normal body through, and one 32 levels deep reaches validation', async () => {
    const normal = await send(page, JSON.stringify({ pageNum: 1, pageSize: 5 }));
    expect(normal.status).toBe(200);
    expect(normal.body.data).toMatchObject({ pageNum: 1 });
    const deepest = await send(page, `{"pageNum":${'['.repeat(31)}${']'.repeat(31)}}`);
    expect(deepest.body).toMatchObject({ code: 10001, data: { field: 'pageNum', issue: 'typeNumber' } });
    expect((await send(page, `{"pageNum":${'['.repeat(32)}${']'.repeat(32)}}`)).body.code).toBe(10013);
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const email = `\\"${'['.repeat(DEPTH)}`;
    const answer = await send('/gateway/logincommon/code/getSMSCode', `{"email":"${email}","purpose":"register"}`);
    expect(answer.body).toMatchObject({ code: 10002 });
  });

  it('still refuses prototype poisoning', async () => {
    const poisoned = await send(page, '{"pageNum":1,"__proto__":{"polluted":true}}');
    expect(poisoned.status).toBe(400);
    expect(poisoned.body).toMatchObject({ code: 400, success: false });
    const viaConstructor = await send(page, '{"constructor":{"prototype":{"polluted":true}}}');
    expect(viaConstructor.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a 100,000-deep options object with 400, not 500', async () => {
    const options = `${'{"a":'.repeat(DEPTH)}true${'}'.repeat(DEPTH)}`;
    const body = `{"overseasConversationModule":"document","sourceLanguage":"en","targetLanguage":"de","fileId":"01a2159e-d37a-713f-8df7-2cfc90e1c926","mode":"professional","options":${options}}`;
    const refused = await send(create, body);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(10013);
  });
});

describe('numbers and names', () => {
  it('answers pageNum 1e300 with a 400 that names the real bound', async () => {
    const refused = await send(page, '{"pageNum":1e300}');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 10001,
      msg: 'Invalid value for pageNum: it can be at most 100000',
      data: { field: 'pageNum', issue: 'tooLarge' },
    });
    const preview = await send(
      '/gateway/website/conversation/getPreviewSentences',
      '{"conversationId":"01a2159e-d37a-713f-8df7-2cfc90e1c926","pageNum":1e300}',
    );
    expect(preview.body).toMatchObject({ code: 10001, data: { field: 'pageNum', issue: 'tooLarge' } });
  });

  it.each(['notes.tẋt', 'notes.t xt', 'notes.t/xt', 'notes.', '.txt'])(
    'refuses an upload named %j as an unsupported format',
    async (name) => {
      const me = visitor(t.app, clientId);
      const answer = await upload(t.app, me, [{ name, bytes: new TextEncoder().encode('Hello there.') }]);
      expect(answer.status).toBe(415);
      expect(answer.json).toMatchObject({ code: 10209, msg: 'Unsupported file format' });
    },
  );

  it('still takes a known extension in capitals', async () => {
    const me = visitor(t.app, clientId);
    const answer = await upload(t.app, me, [{ name: 'NOTES.TXT', bytes: new TextEncoder().encode('Hello there.') }]);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ format: 'txt' });
  });
});
