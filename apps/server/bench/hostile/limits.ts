/**
 * bench:hostile, limits an attacker aims at someone else: the lockout of one account (wrong
 * passwords from four addresses, wrong codes from each, every code send asked for), a visitor's
 * allowance renewed by signing in, one API key spread over seven routes, tracking events without
 * a consent token, consent tokens for made-up browsers and a tracking flood from many addresses, logout by a cross-site GET, and what a download link tells. Each row says what
 * the attacker got, with the server's peak memory and longest /healthz gap meanwhile.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { accountWithKey, HostileTable, startBenchServer, W } from './kit.ts';

// X-Forwarded-For stands for the client address here, so that the attacker can have many.
const server = await startBenchServer({ env: { TRUST_PROXY: '127.0.0.1', VISITOR_ADDRESS_DAILY_CHATS: '5' } });
const { base } = server;
const table = new HostileTable(server);
const L = '/gateway/logincommon';

async function send(url: string, body: object, address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { code?: number; data?: Record<string, unknown> };
  return { status: response.status, json };
}

async function newestCode(email: string): Promise<string> {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(server.dataDir, 'app.db'), { readonly: true });
  const row = db.prepare('select text from outbox where "to" = ? order by created_at desc').get(email) as {
    text: string;
  };
  db.close();
  return /^(\d{6})$/m.exec(row.text)?.[1] ?? '';
}

const address = (i: number) => `10.66.${i >> 8}.${i & 255}`;

try {
  const email = 'target@example.com';
  const { apiKey } = await accountWithKey(server, email);
  await table.measure('targeted lockout, then the owner', '20 passwords, 20 codes, 30 sends', async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) await send(`${L}/login`, { email, password: `guess ${i} x` }, address(1 + (i % 4)));
    for (let i = 0; i < 20; i++) await send(`${L}/login`, { email, code: String(100_000 + i) }, address(1 + (i % 4)));
    for (let i = 0; i < 30; i++) await send(`${L}/code/getSMSCode`, { email, purpose: 'login' }, address(100 + i));
    const password = await send(`${L}/login`, { email, password: 'bench pass 1' }, address(999));
    const code = await send(`${L}/login`, { email, code: await newestCode(email) }, address(999));
    const answer = `password ${password.json.code}, newest mailed code ${code.json.code === 200 ? 'signs in' : code.json.code}`;
    return { answer, ms: performance.now() - started };
  });

  await table.measure('visitor allowance, renewed by signing in?', '5 chats, sign-up, new id', async () => {
    const started = performance.now();
    const visitor = randomBytes(16).toString('hex');
    const from = address(500);
    const turn = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'de', text: 'Hello.' };
    for (let i = 0; i < 6; i++)
      await send(`${W}/conversation/createConversation`, turn, from, { 'x-client-id': visitor });
    const newcomer = `newcomer-${randomBytes(3).toString('hex')}@example.com`;
    await send(`${L}/code/getSMSCode`, { email: newcomer, purpose: 'register' }, from, { 'x-client-id': visitor });
    const code = await newestCode(newcomer);
    const pass = 'bench pass 2';
    const body = { email: newcomer, code, password: pass, confirmPassword: pass, agreed: true };
    await send(`${L}/user/register`, body, from, { 'x-client-id': visitor });
    const again = await send(`${W}/conversation/createConversation`, turn, from, {
      'x-client-id': randomBytes(16).toString('hex'),
    });
    return { answer: `new visitor id after sign-in: ${again.json.code}`, ms: performance.now() - started };
  });

  await table.measure('one API key over 7 routes', '700 requests', async () => {
    const started = performance.now();
    const routes = [
      ['GET', '/api/v1/languages', { authorization: `Bearer ${apiKey}` }],
      ['GET', '/api/v1/usage', { authorization: `Bearer ${apiKey}` }],
      ['GET', '/api/v1/term-bases', { authorization: `Bearer ${apiKey}` }],
      ['GET', '/v2/usage', { authorization: `DeepL-Auth-Key ${apiKey}` }],
      ['GET', '/v2/languages', { authorization: `DeepL-Auth-Key ${apiKey}` }],
      ['GET', '/v2/glossaries', { authorization: `DeepL-Auth-Key ${apiKey}` }],
      ['GET', '/v2/glossary-language-pairs', { authorization: `DeepL-Auth-Key ${apiKey}` }],
    ] as const;
    let accepted = 0;
    for (let i = 0; i < 700; i++) {
      const [method, url, headers] = routes[i % routes.length] as (typeof routes)[number];
      const response = await fetch(`${base}${url}`, { method, headers: { ...headers, 'x-forwarded-for': address(i) } });
      await response.arrayBuffer();
      if (response.ok) accepted++;
    }
    return { answer: `${accepted} accepted (API_KEY_PER_MINUTE 300)`, ms: performance.now() - started };
  });

  const SAVE = '/gateway/track/bp/bp/buryPoint/savePageLog';
  const CONSENT = '/gateway/track/bp/bp/buryPoint/consent';
  const trackingEvent = (i: number, consentToken?: string) => ({
    requestId: `bench-${i}-abcdef`,
    anonymousId: `browser-${i}`,
    systemCode: 'glossa-web',
    buryPointId: 'page_stay',
    buryPointTime: '2026-12-01 10:00:00',
    expandData: 'x'.repeat(6000),
    ...(consentToken ? { consentToken } : {}),
  });

  await table.measure('tracking without consent tokens', '1,000 events, 100 addresses', async () => {
    const started = performance.now();
    let stored = 0;
    for (let i = 0; i < 1000; i++) {
      const answer = await send(SAVE, trackingEvent(100_000 + i), address(i % 100));
      if (answer.status === 200) stored++;
    }
    return { answer: `${stored} stored`, ms: performance.now() - started };
  });

  // Each made-up browser first asks for its consent token, as a browser does after "Accept".
  const tokens: (string | undefined)[] = [];
  await table.measure('consent tokens for made-up browsers', '7,000 asks, 100 addresses', async () => {
    const started = performance.now();
    for (let i = 0; i < 7000; i++) {
      const consent = await send(CONSENT, { anonymousId: `browser-${i}` }, address(i % 100));
      tokens.push(consent.json.data?.consentToken as string | undefined);
    }
    const given = tokens.filter(Boolean).length;
    return { answer: `${given} given (120 an hour per address)`, ms: performance.now() - started };
  });

  await table.measure('tracking flood within a minute', '7,000 events of 6 KB, 100 addresses', async () => {
    const started = performance.now();
    let stored = 0;
    let refused = 0;
    for (let i = 0; i < 7000; i++) {
      const answer = await send(SAVE, trackingEvent(i, tokens[i]), address(i % 100), i % 10 === 0 ? { dnt: '1' } : {});
      if (answer.status === 200 && i % 10 !== 0) stored++;
      if (answer.status === 429) refused++;
    }
    const answer = `${stored} stored (TRACKING_PER_MINUTE 6000), ${refused} refused, 700 with DNT kept nowhere`;
    return { answer, ms: performance.now() - started };
  });

  await table.measure('logout by a cross-site GET', '1 request', async () => {
    const started = performance.now();
    const response = await fetch(`${base}${W}/login/aiUserLoginOut`, { headers: { 'sec-fetch-site': 'cross-site' } });
    await response.arrayBuffer();
    return { answer: `${response.status}`, ms: performance.now() - started };
  });

  await table.measure('what a visitor’s download link tells', 'one link', async () => {
    const started = performance.now();
    const visitor = randomBytes(16).toString('hex');
    const turn = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'de', text: 'Hi.' };
    const created = await send(`${W}/conversation/createConversation`, turn, address(800), { 'x-client-id': visitor });
    const conversationId = (created.json.data?.conversation as { conversationId?: string } | undefined)?.conversationId;
    for (let i = 0; i < 100; i++) {
      const link = await send(`${W}/conversation/downFileLink`, { conversationId, format: 'txt' }, address(800), {
        'x-client-id': visitor,
      });
      if (link.status === 200) {
        const token = new URL(String(link.json.data?.url), base).searchParams.get('token') ?? '';
        const readable = Buffer.from(token, 'base64url').toString('latin1');
        const leaks = readable.includes(visitor) || readable.includes('visitor');
        return { answer: `client id readable: ${leaks ? 'yes' : 'no'}`, ms: performance.now() - started };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { answer: 'no link', ms: performance.now() - started };
  });
  table.print('Limits an attacker aims at someone else');
} finally {
  await server.close();
}
process.exit(0);
