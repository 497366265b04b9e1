import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LlmEngine } from '@glossa/translate/engines/llm/llm-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeLlmServer,
  fakeEndpoint,
  startFakeLlmServer,
} from '../../../packages/translate/test/fake-llm-server.ts';
import { createTestApp, FALLBACK_BUNDLE, mailedCode, type TestApp } from './test-app.ts';

/**
 * Event streams are counted per client and per address (the next is refused with 429), and
 * they end when their session is signed out. Real HTTP: a stream never ends on its own.
 */
const PER_CLIENT = 2;
const PER_ADDRESS = 3;
const W = '/gateway/website';
const PASSWORD = 'stream pass 7';
let t: TestApp;
let llm: FakeLlmServer;
let port: number;

beforeAll(async () => {
  llm = await startFakeLlmServer({});
  const engines = { engines: [new LlmEngine(fakeEndpoint(llm))], pseudo: new PseudoEngine(), close: async () => {} };
  t = await createTestApp(
    { STREAMS_PER_CLIENT: String(PER_CLIENT), STREAMS_PER_ADDRESS: String(PER_ADDRESS), STREAM_HEARTBEAT_MS: '100' },
    FALLBACK_BUNDLE,
    { engines },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

type Caller = Record<string, string>;
const visitorHeaders = (): Caller => ({ 'x-client-id': randomBytes(16).toString('hex') });

async function call(path: string, headers: Caller, body: unknown = {}) {
  const res = await t.app.inject({ method: 'POST', url: `${W}${path}`, headers, payload: body as object });
  return res.json();
}

async function conversationOf(headers: Caller): Promise<string> {
  const created = await call('/conversation/createConversation', headers, {
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: 'de',
    text: 'Streams are counted.',
  });
  if (!created.data) throw new Error(JSON.stringify(created));
  return created.data.conversation.conversationId;
}

interface Stream {
  status: number;
  /** Everything received so far. */
  text(): string;
  /** Resolves when the snapshot (or, when refused, the whole answer) has arrived. */
  head: Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens a stream from `address` (any 127.x.y.z reaches the server): each test calls from an
 * address of its own, so the per-address count of one test does not reach into the next.
 */
function openStream(id: string, headers: Caller, address: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const path = `${W}/conversation/reconnectConversation/${id}`;
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path, headers, localAddress: address, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        const head = new Promise<string>((done) => {
          response.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('"type":"snapshot"')) done(text);
          });
          response.on('end', () => done(text));
        });
        const ended = new Promise<void>((done) => response.on('end', done).on('close', done));
        const status = response.statusCode ?? 0;
        resolve({ status, text: () => text, head, ended, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A stream the server counted: its snapshot has arrived. */
async function openLive(id: string, headers: Caller, address: string): Promise<Stream> {
  const stream = await openStream(id, headers, address);
  expect(stream.status).toBe(200);
  expect(await stream.head).toContain('"type":"snapshot"');
  return stream;
}

/** Polls until `check` holds: the server hears a client's close a moment after it happens. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 800; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not reached');
}

async function signUp(email: string): Promise<Caller> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/code/getSMSCode',
    payload: { email, purpose: 'register' },
  });
  expect(sent.json().code).toBe(200);
  const code = await mailedCode(t.db, email);
  const password = PASSWORD;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/user/register',
    payload: { email, code, password, confirmPassword: password, agreed: true },
  });
  return { authorization: `Bearer ${registered.json().data.token}` };
}

describe('open event streams', () => {
  it('refuses the stream past the per-client limit with 429 and a localized message', async () => {
    const address = '127.0.0.11';
    const me = visitorHeaders();
    const id = await conversationOf(me);
    const open = [await openLive(id, me, address), await openLive(id, me, address)];
    const refused = await openStream(id, { ...me, 'lan-i18n-code': 'frfr' }, address);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.head)).toMatchObject({
      code: 10222,
      success: false,
      msg: `Trop de vues en direct sont ouvertes à la fois (${PER_CLIENT} au maximum) : fermez quelques onglets et celle-ci se reconnectera d'elle-même`,
    });
    // Closing a tab frees its place: the next one gets in.
    open[0]?.close();
    await until(async () => {
      const retry = await openStream(id, me, address);
      if (retry.status === 200) open.push(retry);
      return retry.status === 200;
    });
    for (const stream of open) stream.close();
  });

  it('refuses the stream past the per-address limit, whatever client id the caller makes up', async () => {
    const address = '127.0.0.12';
    const callers = [visitorHeaders(), visitorHeaders(), visitorHeaders(), visitorHeaders()];
    const ids = await Promise.all(callers.map(conversationOf));
    const open: Stream[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) open.push(await openLive(ids[i] as string, callers[i] as Caller, address));
    const refused = await openStream(ids[3] as string, callers[3] as Caller, address);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.head)).toMatchObject({ code: 10222 });
    // Another address is not affected.
    open.push(await openLive(ids[3] as string, callers[3] as Caller, '127.0.0.13'));
    for (const stream of open) stream.close();
  });

  it('ends the streams of a session when it signs out; a visitor stream keeps beating', async () => {
    const address = '127.0.0.14';
    const user = await signUp('streams@example.com');
    const visitor = visitorHeaders();
    const mine = await openLive(await conversationOf(user), user, address);
    const theirs = await openLive(await conversationOf(visitor), visitor, address);
    const signedOut = await t.app.inject({ method: 'POST', url: `${W}/login/aiUserLoginOut`, headers: user });
    expect(signedOut.json().code).toBe(200);
    // The next beat finds the session ended (in the database every process reads) and ends its stream.
    await mine.ended;
    const beatsBefore = theirs.text().split(': keep-alive').length;
    await until(() => theirs.text().split(': keep-alive').length > beatsBefore + 1);
    theirs.close();
    // The ended stream was counted out: signed in again, the account opens its full share.
    const again = await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/login',
      payload: { email: 'streams@example.com', password: PASSWORD },
    });
    const fresh = { authorization: `Bearer ${again.json().data.token}` };
    const id = await conversationOf(fresh);
    const reopened = [await openLive(id, fresh, '127.0.0.15'), await openLive(id, fresh, '127.0.0.15')];
    for (const stream of reopened) stream.close();
  });
});
