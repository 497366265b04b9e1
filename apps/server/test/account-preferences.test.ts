import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, mailedCode, type TestApp } from './test-app.ts';

const PASSWORD = 'correct horse 1';
const PATH = '/gateway/website/user/preferences';
const TERM_BASE = '01900000-0000-7000-8000-0000000000aa';

let users = 0;

/** Calls from one client address of its own, signed in with the token when given. */
function client(t: TestApp) {
  users += 1;
  const remoteAddress = `10.11.0.${users}`;
  return async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/** A new account; answers its e-mail and first token. */
async function signUp(t: TestApp) {
  const call = client(t);
  const email = `preferences-${users}@example.com`;
  await call('POST', '/gateway/logincommon/code/getSMSCode', undefined, { email, purpose: 'register' });
  const code = await mailedCode(t.db, email);
  const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true };
  const res = await call('POST', '/gateway/logincommon/user/register', undefined, body);
  expect(res.body.code).toBe(200);
  return { email, token: res.body.data.token as string };
}

describe('launcher choices remembered per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, FALLBACK_BUNDLE);
  });
  afterAll(async () => t.close());

  it('answers null until the account saves, then the choices on every device', async () => {
    const { email, token } = await signUp(t);
    const call = client(t);
    expect((await call('GET', PATH, token)).body).toMatchObject({ code: 200, data: { choices: null } });
    const choices = {
      type: 'text',
      source: 'auto',
      target: 'es',
      mode: 'professional',
      agentId: 'legal',
      termBaseId: TERM_BASE,
      precision: 'best',
    };
    expect((await call('POST', PATH, token, { choices })).body.code).toBe(200);
    // Another browser: a second sign-in of the same account.
    const other = client(t);
    const login = await other('POST', '/gateway/logincommon/login', undefined, { email, password: PASSWORD });
    const second = login.body.data.token as string;
    expect((await other('GET', PATH, second)).body.data).toEqual({ choices });
    // A later save replaces the whole set.
    await other('POST', PATH, second, { choices: { target: 'fr', precision: 'fast' } });
    expect((await other('GET', PATH, second)).body.data).toEqual({ choices: { target: 'fr', precision: 'fast' } });
  });

  it('keeps each account’s choices to itself', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    const call = client(t);
    await call('POST', PATH, ada.token, { choices: { target: 'de' } });
    expect((await call('GET', PATH, bob.token)).body.data).toEqual({ choices: null });
    await call('POST', PATH, bob.token, { choices: { target: 'ja' } });
    expect((await call('GET', PATH, ada.token)).body.data).toEqual({ choices: { target: 'de' } });
    const rows = await t.db.selectFrom('user_preferences').select(['user_id', 'choices']).execute();
    expect(rows.filter((row) => row.choices.includes('"de"'))).toHaveLength(1);
  });

  it('refuses visitors and what is not a choice', async () => {
    const { token } = await signUp(t);
    const call = client(t);
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('POST', PATH, undefined, { choices: { target: 'es' } })).status).toBe(401);
    const unknown = await call('POST', PATH, token, { choices: { target: 'es', colour: 'red' } });
    expect(unknown.body.code).toBe(10001);
    const precision = await call('POST', PATH, token, { choices: { precision: 'perfect' } });
    expect(precision.body.code).toBe(10001);
    expect((await call('GET', PATH, token)).body.data).toEqual({ choices: null });
  });

  it('answers only what still reads as a choice from a stored row', async () => {
    const { token } = await signUp(t);
    const call = client(t);
    await call('POST', PATH, token, { choices: { target: 'es' } });
    await t.db.updateTable('user_preferences').set({ choices: '{"target":42}' }).execute();
    expect((await call('GET', PATH, token)).body.data).toEqual({ choices: null });
  });
});
