import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
let clock = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;
let ipSeed = 0;

beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => clock });
});
afterAll(async () => t.close());

/** Each test calls from its own address, so the per-IP rate limits only bite where a test wants them. */
function client(locale = 'enus') {
  ipSeed += 1;
  const remoteAddress = `10.0.${Math.floor(ipSeed / 250)}.${ipSeed % 250}`;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { 'lan-i18n-code': locale, ...headers },
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload: payload ?? {} }),
    });
    return { status: res.statusCode, body: res.json(), cookies: res.cookies, headers: res.headers };
  };
  return {
    sendCode: (email: string, purpose = 'register') =>
      call('POST', '/gateway/logincommon/code/getSMSCode', { email, purpose }),
    registered: (email: string) => call('GET', '/gateway/logincommon/user/registerOrNot', { email }),
    register: (body: object) => call('POST', '/gateway/logincommon/user/register', body),
    login: (body: object) => call('POST', '/gateway/logincommon/login', body),
    reset: (body: object) => call('POST', '/gateway/logincommon/user/resetPassword', body),
    userInfo: (token: string) =>
      call('GET', '/gateway/website/user/getUserInfoBasic', undefined, { authorization: `Bearer ${token}` }),
    logout: (token: string) =>
      call('POST', '/gateway/website/login/aiUserLoginOut', undefined, { authorization: `Bearer ${token}` }),
  };
}

/** The latest code mailed to an address, read from the outbox as a user reads the e-mail. */
async function mailedCode(email: string): Promise<string> {
  const row = await t.db
    .selectFrom('outbox')
    .select(['text', 'subject'])
    .where('to', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const code = /^(\d{6})$/m.exec(row.text)?.[1];
  expect(code).toBeDefined();
  expect(row.subject).toContain(code);
  return code as string;
}

const PASSWORD = 'correct horse 1';

async function signUp(email: string, password = PASSWORD) {
  const c = client();
  clock += 2 * MINUTE;
  expect((await c.sendCode(email)).body.code).toBe(200);
  const res = await c.register({
    email,
    code: await mailedCode(email),
    password,
    confirmPassword: password,
    agreed: true,
  });
  expect(res.body).toMatchObject({ code: 200, success: true });
  return res.body.data as { token: string; userInfo: { userId: string } };
}

describe('sign-up and sign-in', () => {
  it('runs code, register, login, userInfo and logout', async () => {
    const c = client();
    const email = 'Ada@Example.com';
    expect((await c.registered(email)).body.data).toEqual({ registered: false });
    const sent = await c.sendCode(email);
    expect(sent.body).toEqual({ code: 200, success: true, msg: 'success', data: { resendAfterSeconds: 60 } });
    const code = await mailedCode('ada@example.com');
    const registered = await c.register({ email, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true });
    expect(registered.body.data.userInfo).toMatchObject({
      email: 'ada@example.com',
      nickname: 'ada',
      hasPassword: true,
    });
    expect((await c.registered('ADA@example.com')).body.data).toEqual({ registered: true });

    const login = await c.login({ email: 'ada@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
    const { token, userInfo } = login.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userInfo.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const cookie = login.cookies.find((k) => k.name === 'auth_token');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 3600, path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const info = await c.userInfo(token);
    expect(info.body.data).toEqual({
      userId: userInfo.userId,
      email: 'ada@example.com',
      nickname: 'ada',
      avatar: null,
      hasPassword: true,
      googleLinked: false,
    });
    expect(login.cookies.find((k) => k.name === 'signed_in')).toMatchObject({ value: '1', path: '/' });
    expect(login.cookies.find((k) => k.name === 'signed_in')?.httpOnly).toBeFalsy();
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/gateway/website/user/getUserInfoBasic',
      cookies: { auth_token: token },
    });
    expect(byCookie.json().data.userId).toBe(userInfo.userId);

    const out = await c.logout(token);
    expect(out.body.code).toBe(200);
    expect(out.cookies.find((k) => k.name === 'auth_token')?.value).toBe('');
    const after = await c.userInfo(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, success: false, data: null });
  });

  it('signs in with a code, and sends none to an unknown address while answering the same', async () => {
    const email = 'code-login@example.com';
    await signUp(email);
    const c = client();
    clock += 2 * MINUTE;
    expect((await c.sendCode(email, 'login')).body.data).toEqual({ resendAfterSeconds: 60 });
    const res = await c.login({ email, code: await mailedCode(email) });
    expect(res.body.data.userInfo.email).toBe(email);
    const unknown = await c.sendCode('nobody@example.com', 'login');
    expect(unknown.body.data).toEqual({ resendAfterSeconds: 60 });
    const mails = await t.db.selectFrom('outbox').select('id').where('to', '=', 'nobody@example.com').execute();
    expect(mails).toHaveLength(0);
  });
});

describe('validation', () => {
  it('answers each rule with its message in the caller language', async () => {
    const en = client('enus');
    const base = {
      email: 'val@example.com',
      code: '123456',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreed: true,
    };
    const msg = async (body: object) => (await en.register(body)).body;
    expect(await msg({ ...base, email: 'not-an-email' })).toMatchObject({
      code: 10002,
      msg: 'Please enter a valid email address',
    });
    expect((await msg({ ...base, agreed: false })).msg).toBe(
      'Please read and accept the terms of service and privacy policy',
    );
    expect((await msg({ ...base, code: '' })).msg).toBe('Please enter the verification code');
    for (const password of ['short1!', 'onlyletters', '1234567890', 'abcdefgh12345678X']) {
      expect((await msg({ ...base, password, confirmPassword: password })).code).toBe(10003);
    }
    expect((await msg({ ...base, confirmPassword: 'other pass 1' })).msg).toBe(
      'The passwords do not match, please enter them again',
    );
    expect((await en.sendCode('nope@', 'register')).body.msg).toBe('Please enter a valid email address');
    expect((await en.sendCode('a@example.com', 'bogus')).body.code).toBe(10001);

    const zh = client('zhcn');
    expect((await zh.sendCode('bad', 'register')).body.msg).toBe('请输入有效的邮箱地址');
    const de = client('dede');
    const mismatch = await de.register({ ...base, confirmPassword: 'x' });
    expect(mismatch.body.msg).toBe('Die Passwörter stimmen nicht überein, bitte gib sie erneut ein');
  });

  it('refuses an address already registered', async () => {
    const email = 'taken@example.com';
    await signUp(email);
    clock += 2 * MINUTE;
    const en = await client('enus').sendCode(email, 'register');
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({ code: 10009, msg: 'The email is already registered: sign in instead' });
    const body = { email, code: '000000', password: PASSWORD, confirmPassword: PASSWORD, agreed: true };
    const ja = await client('jajp').register(body);
    expect(ja.body).toMatchObject({ code: 10009, msg: 'このメールアドレスは登録済みです。ログインしてください' });
  });
});

describe('verification codes', () => {
  it('allows an address five wrong attempts, then refuses it; the right code still works from elsewhere', async () => {
    const c = client();
    const email = 'guess@example.com';
    clock += 2 * MINUTE;
    await c.sendCode(email);
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email, password: PASSWORD, confirmPassword: PASSWORD, agreed: true };
    for (let i = 0; i < 5; i++) {
      const res = await c.register({ ...body, code: wrong });
      expect(res.body).toMatchObject({ code: 10007, msg: 'The verification code is wrong or has expired' });
    }
    // This address has used its tries, even for the right code...
    expect((await c.register({ ...body, code })).body.code).toBe(10012);
    // ...but guesses from one address never use up anyone else's: the code is still good.
    expect((await client().register({ ...body, code })).body.code).toBe(200);
  });

  it('is single use', async () => {
    const c = client();
    const email = 'once@example.com';
    await signUp(email);
    clock += 2 * MINUTE;
    await c.sendCode(email, 'login');
    const code = await mailedCode(email);
    expect((await c.login({ email, code })).body.code).toBe(200);
    expect((await c.login({ email, code })).body.code).toBe(10007);
  });

  it('expires after ten minutes', async () => {
    const c = client();
    const email = 'late@example.com';
    clock += 2 * MINUTE;
    await c.sendCode(email);
    const code = await mailedCode(email);
    clock += 10 * MINUTE + 1;
    const res = await c.register({ email, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true });
    expect(res.body.code).toBe(10007);
  });

  it('enforces the resend countdown per address', async () => {
    const c = client();
    const email = 'again@example.com';
    clock += 2 * MINUTE;
    expect((await c.sendCode(email)).body.code).toBe(200);
    clock += 15_000;
    const early = await c.sendCode(email, 'login');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 10008, msg: 'Please wait 45 seconds before requesting another code' });
    // The wait is also said in the header every HTTP client reads, so a form can count it down.
    expect(early.headers['retry-after']).toBe('45');
    clock += 45_000;
    expect((await c.sendCode(email)).body.data).toEqual({ resendAfterSeconds: 60 });
  });

  it('stores codes, tokens and passwords only hashed', async () => {
    const email = 'hashed@example.com';
    const { token } = await signUp(email);
    const sessions = await t.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.some((s) => s.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain(token);
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const code = await mailedCode(email);
    const row = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(Number(row.expires_at) - Number(row.sent_at)).toBe(10 * MINUTE);
  });
});

describe('sessions', () => {
  it('keeps one session per account: the older token answers 418, garbage 401', async () => {
    const email = 'twice@example.com';
    const first = await signUp(email);
    const c = client();
    const second = (await c.login({ email, password: PASSWORD })).body.data;
    const old = await c.userInfo(first.token);
    expect(old.status).toBe(418);
    expect(old.body).toMatchObject({
      code: 418,
      msg: 'You were signed out because your account signed in from another location',
    });
    expect((await c.userInfo(second.token)).body.data.email).toBe(email);
    expect((await c.userInfo('garbage')).status).toBe(401);
    expect((await c.userInfo('')).status).toBe(401);
  });

  it('ends every session when the password is reset', async () => {
    const email = 'forgot@example.com';
    const { token } = await signUp(email);
    const c = client();
    clock += 2 * MINUTE;
    await c.sendCode(email, 'reset');
    const code = await mailedCode(email);
    const fresh = 'new-pass-2024';
    expect((await c.reset({ email, code, password: fresh, confirmPassword: 'nope' })).body.code).toBe(10004);
    expect((await c.reset({ email, code, password: fresh, confirmPassword: fresh })).body.code).toBe(200);
    expect((await c.userInfo(token)).status).toBe(401);
    expect((await c.login({ email, password: PASSWORD })).body).toMatchObject({
      code: 10011,
      msg: 'The email or password is incorrect',
    });
    expect((await c.login({ email, password: fresh })).body.code).toBe(200);
  });

  it('blocks an address after 5 wrong passwords to an account; 15 in a row stay blocked', async () => {
    const email = 'brute@example.com';
    await signUp(email);
    const c = client();
    const answers: number[] = [];
    // 15, not more: this address also meets the per-address limit of 20 sign-in requests a minute.
    for (let i = 0; i < 15; i++) {
      clock += 1000;
      answers.push((await c.login({ email, password: `wrong-${i}-pass` })).body.code);
    }
    expect(answers).toEqual([...Array(5).fill(10011), ...Array(10).fill(10012)]);
    // Even the right password is refused from the guessing address (the lock is per address and
    // account: hostile-sign-in.test.ts shows the owner elsewhere is not locked out).
    const locked = await c.login({ email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 10012, msg: 'Too many failed attempts, please try again in 15 minutes' });
    // After the lock, one more wrong password locks again at once: the count is not forgotten.
    clock += 15 * MINUTE;
    expect((await c.login({ email, password: 'wrong-again-1' })).body.code).toBe(10011);
    expect((await c.login({ email, password: PASSWORD })).body.code).toBe(10012);
    clock += 15 * MINUTE;
    expect((await c.login({ email, password: PASSWORD })).body.code).toBe(200);
  });
});

describe('rate limits', () => {
  it('refuses the 6th code to one e-mail address asked from one client address within an hour', async () => {
    const email = 'many-codes@example.com';
    const asker = client();
    for (let i = 0; i < 5; i++) {
      clock += MINUTE;
      expect((await asker.sendCode(email)).body.code).toBe(200);
    }
    clock += MINUTE;
    const sixth = await asker.sendCode(email, 'login');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 10112, msg: expect.stringMatching(/try again in 5\d minutes/) });
    clock += 60 * MINUTE;
    expect((await asker.sendCode(email)).body.code).toBe(200);
  });

  it('answers 429 after 10 code requests a minute from one address', async () => {
    const c = client();
    for (let i = 0; i < 10; i++) expect((await c.sendCode(`bad-${i}`)).status).toBe(400);
    const limited = await c.sendCode('limit@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, success: false });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await client().sendCode('limit@example.com')).status).toBe(200);
  });
});
