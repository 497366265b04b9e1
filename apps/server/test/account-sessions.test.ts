import type { SessionInfo } from '@glossa/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, mailedCode, type TestApp } from './test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = 'correct horse 1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let clock = Date.UTC(2026, 0, 1);
let addressSeed = 0;
let users = 0;

/** One device: its own address and browser, so the per-address limits never meet. */
function device(app: TestApp, userAgent = FIREFOX) {
  addressSeed += 1;
  const remoteAddress = `10.9.${Math.floor(addressSeed / 250)}.${addressSeed % 250}`;
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
    const res = await app.app.inject({
      method,
      url,
      remoteAddress,
      headers: { 'user-agent': userAgent, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });
    return { status: res.statusCode, body: res.json(), cookies: res.cookies };
  };
  return {
    address: remoteAddress,
    call,
    login: async (email: string) =>
      (await call('POST', '/gateway/logincommon/login', undefined, { email, password: PASSWORD })).body.data
        .token as string,
    userInfo: (token: string) => call('GET', '/gateway/website/user/getUserInfoBasic', token),
    sessions: async (token: string) => {
      const res = await call('GET', '/gateway/website/user/sessions', token);
      expect(res.status).toBe(200);
      return res.body.data as SessionInfo[];
    },
    revoke: (token: string, sessionId: string) =>
      call('POST', '/gateway/website/user/sessions/revoke', token, { sessionId }),
    revokeOthers: (token: string) => call('POST', '/gateway/website/user/sessions/revokeOthers', token),
  };
}

/** A new account signed up from a Firefox device; answers its address and the first token. */
async function signUp(app: TestApp) {
  users += 1;
  const email = `sessions-${users}@example.com`;
  const phone = device(app);
  clock += 2 * MINUTE;
  await phone.call('POST', '/gateway/logincommon/code/getSMSCode', undefined, { email, purpose: 'register' });
  const code = await mailedCode(app.db, email);
  const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true };
  const res = await phone.call('POST', '/gateway/logincommon/user/register', undefined, body);
  expect(res.body.code).toBe(200);
  return { email, phone, token: res.body.data.token as string };
}

describe('sessions, several per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSIONS_PER_ACCOUNT: '3' }, FALLBACK_BUNDLE, { now: () => clock });
  });
  afterAll(async () => t.close());

  it('lists this session first, with browser, system, address and times', async () => {
    const { email, phone, token } = await signUp(t);
    const signedUpAt = clock;
    clock += 5 * MINUTE;
    const laptop = device(t, CHROME);
    const second = await laptop.login(email);
    const list = await laptop.sessions(second);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Windows', address: laptop.address });
    expect(list[0]).toMatchObject({ endedAt: null, endedReason: null, createdAt: new Date(clock).toISOString() });
    expect(list[1]).toMatchObject({ current: false, browser: 'Firefox', os: 'Linux', address: phone.address });
    expect(list[1]?.lastActiveAt).toBe(new Date(signedUpAt).toISOString());
    expect(list[1]?.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(JSON.stringify(list)).not.toContain(token);
  });

  it('notes the last use at most once a minute', async () => {
    const { phone, token } = await signUp(t);
    const lastActive = async () => (await phone.sessions(token))[0]?.lastActiveAt;
    const start = clock;
    clock += 30_000;
    expect(await lastActive()).toBe(new Date(start).toISOString());
    clock += 31_000;
    expect(await lastActive()).toBe(new Date(clock).toISOString());
  });

  it('revokes one session: its token answers 401 at once, the list says so', async () => {
    const { email, phone, token } = await signUp(t);
    const laptop = device(t, CHROME);
    const other = await laptop.login(email);
    const [, phoneSession] = await laptop.sessions(other);
    expect((await laptop.revoke(other, phoneSession?.sessionId ?? '')).body.code).toBe(200);
    const refused = await phone.userInfo(token);
    expect(refused.status).toBe(401);
    const after = await laptop.sessions(other);
    expect(after[1]).toMatchObject({ sessionId: phoneSession?.sessionId, endedReason: 'revoked' });
    expect((await laptop.userInfo(other)).status).toBe(200);
  });

  it('revokes every other session and keeps this one', async () => {
    const { email, phone, token } = await signUp(t);
    const tablet = device(t, CHROME);
    const third = await tablet.login(email);
    const laptop = device(t, CHROME);
    const mine = await laptop.login(email);
    const res = await laptop.revokeOthers(mine);
    expect(res.body).toMatchObject({ code: 200, data: { revoked: 2 } });
    expect((await phone.userInfo(token)).status).toBe(401);
    expect((await tablet.userInfo(third)).status).toBe(401);
    expect((await laptop.userInfo(mine)).status).toBe(200);
    expect((await laptop.sessions(mine)).filter((s) => s.endedAt === null)).toHaveLength(1);
  });

  it('ends the session in hand when it revokes itself, cookies included', async () => {
    const { phone, token } = await signUp(t);
    const [self] = await phone.sessions(token);
    const res = await phone.revoke(token, self?.sessionId ?? '');
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.name === 'auth_token')?.value).toBe('');
    expect((await phone.userInfo(token)).status).toBe(401);
  });

  it("answers 404 for another account's session and for an unknown id", async () => {
    const owner = await signUp(t);
    const [ownerSession] = await owner.phone.sessions(owner.token);
    const stranger = await signUp(t);
    const res = await stranger.phone.revoke(stranger.token, ownerSession?.sessionId ?? '');
    expect(res.status).toBe(404);
    const unknown = await stranger.phone.revoke(stranger.token, '01900000-0000-7000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await owner.phone.userInfo(owner.token)).status).toBe(200);
    expect((await stranger.phone.sessions(stranger.token)).map((s) => s.sessionId)).not.toContain(
      ownerSession?.sessionId,
    );
  });

  it('keeps at most SESSIONS_PER_ACCOUNT: the least recently used is replaced (418)', async () => {
    const { email, phone, token } = await signUp(t);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock += 2 * MINUTE;
      tokens.push(await device(t, CHROME).login(email));
    }
    expect((await phone.userInfo(token)).status).toBe(418);
    expect((await device(t).userInfo(tokens[0] ?? '')).status).toBe(200);
  });

  it('needs a session to list or revoke', async () => {
    const anyone = device(t);
    expect((await anyone.call('GET', '/gateway/website/user/sessions')).status).toBe(401);
    expect((await anyone.revokeOthers('garbage')).status).toBe(401);
  });
});

describe('session lifetimes (SESSION_IDLE_DAYS=30, SESSION_MAX_DAYS=365 by default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSIONS_PER_ACCOUNT: '2' }, FALLBACK_BUNDLE, { now: () => clock });
  });
  afterAll(async () => t.close());

  it('ends a session left unused for the idle time, and lists it as expired', async () => {
    const { email, phone, token } = await signUp(t);
    clock += 30 * DAY - MINUTE;
    expect((await phone.userInfo(token)).status).toBe(200);
    clock += 30 * DAY - MINUTE;
    expect((await phone.userInfo(token)).status).toBe(200);
    clock += 30 * DAY;
    const expired = await phone.userInfo(token);
    expect(expired.status).toBe(401);
    const laptop = device(t, CHROME);
    const fresh = await laptop.login(email);
    const old = (await laptop.sessions(fresh)).find((s) => !s.current);
    expect(old).toMatchObject({ endedReason: 'expired', endedAt: new Date(clock).toISOString() });
  });

  it('ends a session at its absolute age even when it is used every day', async () => {
    const { phone, token } = await signUp(t);
    for (let used = 0; used < 364; used += 7) {
      clock += 7 * DAY;
      expect((await phone.userInfo(token)).status).toBe(200);
    }
    clock += 2 * DAY;
    expect((await phone.userInfo(token)).status).toBe(401);
  });
});

describe('the default: one session per account (docs/product.md §4.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '3' }, FALLBACK_BUNDLE, { now: () => clock });
  });
  afterAll(async () => t.close());

  it('lists the replaced session as ended by the newer sign-in', async () => {
    const { email, phone, token } = await signUp(t);
    const laptop = device(t, CHROME);
    const fresh = await laptop.login(email);
    expect((await phone.userInfo(token)).status).toBe(418);
    const list = await laptop.sessions(fresh);
    expect(list.map((s) => [s.current, s.endedReason])).toEqual([
      [true, null],
      [false, 'replaced'],
    ]);
    expect((await laptop.revokeOthers(fresh)).body.data).toEqual({ revoked: 0 });
  });

  it('applies the configured idle time', async () => {
    const { phone, token } = await signUp(t);
    clock += 2 * DAY;
    expect((await phone.userInfo(token)).status).toBe(401);
  });

  it('applies the configured absolute age', async () => {
    const { phone, token } = await signUp(t);
    clock += 2 * DAY - MINUTE;
    expect((await phone.userInfo(token)).status).toBe(200);
    clock += DAY - MINUTE;
    expect((await phone.userInfo(token)).status).toBe(200);
    clock += 2 * MINUTE;
    expect((await phone.userInfo(token)).status).toBe(401);
  });
});
