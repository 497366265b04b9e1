import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

const SECRET = 'turnstile-test-secret';
const received: URLSearchParams[] = [];
let siteverify: Server;
let t: TestApp;

/** Stands in for Cloudflare's siteverify: 'human-token' passes with the right secret, once. */
beforeAll(async () => {
  const used = new Set<string>();
  siteverify = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push(form);
      const token = form.get('response') ?? '';
      const success = form.get('secret') === SECRET && token === 'human-token' && !used.has(token);
      used.add(token);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as AddressInfo;
  t = await createTestApp(
    {
      HUMAN_CHECK: 'turnstile',
      TURNSTILE_SITE_KEY: 'site-key-1',
      TURNSTILE_SECRET: SECRET,
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    },
    FALLBACK_BUNDLE,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => siteverify.close(() => resolve()));
});

const sendCode = (cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/code/getSMSCode',
    payload: { email: 'human@example.com', purpose: 'register' },
    headers: { 'lan-i18n-code': 'enus' },
    cookies,
  });

it('asks for the check before sending a code, verifies the token server-side, then lets the browser through', async () => {
  const settings = await t.app.inject({ method: 'GET', url: '/gateway/logincommon/account/settings' });
  expect(settings.json().data.humanCheck).toEqual({ provider: 'turnstile', siteKey: 'site-key-1' });
  const base = await t.app.inject({ method: 'POST', url: '/gateway/website/system/getBaseConfig' });
  expect(base.json().data.features.humanCheck).toBe(true);

  const blocked = await sendCode();
  expect(blocked.statusCode).toBe(403);
  expect(blocked.json()).toMatchObject({ code: 10100, msg: 'Please complete the security check to continue' });

  const verify = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/gateway/website/turnstile/verify',
      payload: { token },
      remoteAddress: '10.1.2.3',
    });
  expect((await verify('robot-token')).json()).toMatchObject({ code: 10101 });
  const passed = await verify('human-token');
  expect(passed.json()).toMatchObject({ code: 200, data: { passed: true } });
  expect(received.at(-1)?.get('remoteip')).toBe('10.1.2.3');
  const pass = passed.cookies.find((c) => c.name === 'human_pass');
  expect(pass).toMatchObject({ httpOnly: true, maxAge: 1800 });
  // A token is good once: Cloudflare says no the second time, and so does the stand-in.
  expect((await verify('human-token')).json().code).toBe(10101);

  expect((await sendCode({ human_pass: pass?.value as string })).json().code).toBe(200);
  expect((await sendCode({ human_pass: 'forged' })).json().code).toBe(10100);
});

it('requires the check after three failed sign-ins to one account', async () => {
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/login',
      payload: { email: 'target@example.com', password: 'wrong-pass-1' },
    });
  for (let i = 0; i < 3; i++) expect((await login()).json().code).toBe(10011);
  expect((await login()).json().code).toBe(10100);
});
