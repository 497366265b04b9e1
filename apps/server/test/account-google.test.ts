import { randomBytes } from 'node:crypto';
import { LOCALE_CODES } from '@glossa/contracts/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider } from './oidc-browser.ts';
import { type LocalOidcProvider, startOidcProvider } from './oidc-provider.ts';
import { createTestApp, FALLBACK_BUNDLE, mailedCode, type TestApp } from './test-app.ts';

const PUBLIC_URL = 'http://glossa.test';
let provider: LocalOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: LOCALE_CODES.map((l) => `${PUBLIC_URL}/${l}/oauth/callback`) });
  t = await createTestApp(
    {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
    FALLBACK_BUNDLE,
  );
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Start at the site, sign in at the provider, land on the callback page: its query is what the page posts. */
async function googleCallback(person: { email: string; verified?: boolean }, lang = 'enus', clientId?: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: '/gateway/logincommon/googleLogin/start',
    query: { lang, ...(clientId ? { clientId } : {}) },
  });
  expect(start.statusCode).toBe(302);
  const authorization = new URL(start.headers.location as string);
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/${lang}/oauth/callback`);
  const callback = await signInAtProvider(authorization.href, person);
  expect(callback.pathname).toBe(`/${lang}/oauth/callback`);
  return callback.search;
}

const finish = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/gateway/logincommon/googleLogin', payload: { query }, headers });

describe('Google sign-in (local OpenID provider)', () => {
  it('creates an account from a verified address, and signs the same person in again', async () => {
    const first = await finish(await googleCallback({ email: 'Grace@Example.com' }));
    expect(first.json().data.userInfo).toMatchObject({
      email: 'grace@example.com',
      hasPassword: false,
      googleLinked: true,
    });
    expect(first.cookies.find((c) => c.name === 'auth_token')?.httpOnly).toBe(true);
    expect(first.cookies.find((c) => c.name === 'signed_in')?.value).toBe('1');
    const again = await finish(await googleCallback({ email: 'grace@example.com' }, 'zhcn'));
    expect(again.json().data.userInfo.userId).toBe(first.json().data.userInfo.userId);
  });

  it('links an existing e-mail account by verified address', async () => {
    const email = 'linked@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/code/getSMSCode',
      payload: { email, purpose: 'register' },
    });
    const code = await mailedCode(t.db, email);
    const password = 'linked-pass-1';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/user/register',
      payload: { email, code, password, confirmPassword: password, agreed: true },
    });
    const userId = registered.json().data.userInfo.userId;
    const google = await finish(await googleCallback({ email }));
    expect(google.json().data.userInfo).toMatchObject({ userId, hasPassword: true, googleLinked: true });
  });

  it('refuses an unverified address it cannot link', async () => {
    const res = await finish(await googleCallback({ email: 'unverified@example.com', verified: false }, 'dede'));
    expect(res.json()).toMatchObject({ code: 10109, success: false });
  });

  it('uses a state once, and refuses a forged one', async () => {
    const query = await googleCallback({ email: 'once-google@example.com' });
    expect((await finish(query)).json().code).toBe(200);
    expect((await finish(query)).json().code).toBe(10108);
    expect((await finish('?code=x&state=forged')).json().code).toBe(10108);
  });

  it("moves the visitor's conversations of this browser to the account", async () => {
    const clientId = randomBytes(16).toString('hex');
    const now = Date.now();
    await t.db
      .insertInto('conversations')
      .values({
        id: '019b0000-0000-7000-8000-000000000001',
        owner: `visitor:${clientId}`,
        name: '',
        module: 'text',
        source_language: 'en',
        target_language: 'fr',
        file_id: null,
        preview: 'Hello',
        settings: '{}',
        next_seq: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await finish(await googleCallback({ email: 'visitor-google@example.com' }, 'enus', clientId));
    const owner = await t.db.selectFrom('conversations').select('owner').executeTakeFirstOrThrow();
    expect(owner.owner).toBe(`user:${res.json().data.userInfo.userId}`);
  });
});

describe('without OIDC_CLIENT_ID', () => {
  it('says Google sign-in is off', async () => {
    const off = await createTestApp({}, FALLBACK_BUNDLE);
    try {
      const res = await off.app.inject({ method: 'GET', url: '/gateway/logincommon/googleLogin/start' });
      expect(res.json()).toMatchObject({ code: 10107 });
      const settings = await off.app.inject({ method: 'GET', url: '/gateway/logincommon/account/settings' });
      expect(settings.json().data).toMatchObject({ googleSignIn: false, humanCheck: null, codeResendSeconds: 60 });
    } finally {
      await off.close();
    }
  });
});
