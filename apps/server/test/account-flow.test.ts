import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let smtp: SmtpCatcher;
let t: TestApp;
let ipSeed = 0;
const PASSWORD = 'first-pass-1';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'http://glossa.test', AVATAR_MAX_BYTES: '20000' },
    FALLBACK_BUNDLE,
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Payload = Record<string, unknown> | Buffer;

/** One browser-like caller: its own address, its session token as `Authorization` once signed in. */
function caller(locale = 'enus') {
  ipSeed += 1;
  const remoteAddress = `10.9.0.${ipSeed}`;
  let token = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: Payload, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { 'lan-i18n-code': locale, ...(token ? { authorization: token } : {}), ...headers },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
    const body = String(res.headers['content-type']).includes('json') ? res.json() : undefined;
    return { status: res.statusCode, body, raw: res.rawPayload, headers: res.headers, cookies: res.cookies };
  };
  return {
    call,
    useToken: (next: string) => {
      token = next;
    },
    async signIn(email: string, password: string, headers: Record<string, string> = {}) {
      const res = await call('POST', '/gateway/logincommon/login', { email, password }, headers);
      if (res.body?.code === 200) token = res.body.data.token;
      return res;
    },
    async register(email: string) {
      expect((await call('POST', '/gateway/logincommon/code/getSMSCode', { email, purpose: 'register' })).status).toBe(
        200,
      );
      const code = smtp.latestCode(email);
      expect(code).toMatch(/^\d{6}$/);
      const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true };
      const res = await call('POST', '/gateway/logincommon/user/register', body);
      expect(res.body.code).toBe(200);
      token = res.body.data.token;
      return res.body.data.userInfo as { userId: string };
    },
  };
}

describe('the account journey, codes read from the SMTP catcher', () => {
  it('registers, edits the profile, changes the password, and signs in again', async () => {
    const me = caller('zhcn');
    const email = 'journey@example.com';
    const { userId } = await me.register(email);
    expect(smtp.mails.at(-1)?.raw).toContain('Content-Type: text/html');

    expect(
      (await me.call('POST', '/gateway/website/user/updatePersonalInformation', { nickname: ' ' })).body.code,
    ).toBe(10102);
    const renamed = await me.call('POST', '/gateway/website/user/resetUserName', { nickname: '旅人' });
    expect(renamed.body.data).toMatchObject({ userId, nickname: '旅人', email });
    expect((await me.call('GET', '/gateway/website/user/getUserInfoBasic')).body.data.nickname).toBe('旅人');

    expect((await me.call('POST', '/gateway/website/user/resetPassword', { password: 'x' })).body.code).toBe(10105);
    const fresh = 'second-pass-2';
    const wrongOld = { oldPassword: 'not-it-123', password: fresh, confirmPassword: fresh };
    expect((await me.call('POST', '/gateway/website/user/resetPassword', wrongOld)).body.code).toBe(10106);
    const changed = await me.call('POST', '/gateway/website/user/resetPassword', {
      ...wrongOld,
      oldPassword: PASSWORD,
    });
    expect(changed.body.code).toBe(200);
    expect(changed.cookies.find((c) => c.name === 'auth_token')?.value).toBe('');

    const old = await me.call('GET', '/gateway/website/user/getUserInfoBasic');
    expect(old.status).toBe(401);
    expect((await me.signIn(email, PASSWORD)).body.code).toBe(10011);
    expect((await me.signIn(email, fresh)).body.code).toBe(200);
    expect((await me.call('GET', '/gateway/website/user/getUserInfoBasic')).body.data.userId).toBe(userId);
  });

  it('changes the e-mail with a code sent to the new address, then asks to sign in again', async () => {
    const me = caller();
    await caller().register('taken-address@example.com');
    const { userId } = await me.register('before@example.com');
    const taken = await me.call('POST', '/gateway/website/user/alertEmail?email=taken-address@example.com');
    expect(taken.body).toMatchObject({ code: 10010, msg: 'The email is already bound to another account' });
    expect((await me.call('POST', '/gateway/website/user/alertEmail?email=before@example.com')).body.code).toBe(10010);
    expect((await me.call('POST', '/gateway/website/user/alertEmail?email=after@example.com')).body.code).toBe(200);
    const code = smtp.latestCode('after@example.com');
    const wrong = await me.call('POST', '/gateway/website/user/resetEmail', { email: 'after@example.com', code: 'x' });
    expect(wrong.body.code).toBe(10007);
    const moved = await me.call('POST', '/gateway/website/user/resetEmail', { email: 'after@example.com', code });
    expect(moved.body.code).toBe(200);
    expect((await me.call('GET', '/gateway/website/user/getUserInfoBasic')).status).toBe(401);
    expect((await me.signIn('before@example.com', PASSWORD)).body.code).toBe(10011);
    expect((await me.signIn('after@example.com', PASSWORD)).body.data.userInfo.userId).toBe(userId);
  });

  it('sets a first password on an account that has none, without an old one', async () => {
    const me = caller();
    const email = 'no-password@example.com';
    const now = Date.now();
    await t.db
      .insertInto('users')
      .values({
        id: '019b0000-0000-7000-8000-00000000aaaa',
        email,
        password_hash: null,
        nickname: 'np',
        avatar: null,
        created_at: now,
        updated_at: now,
        google_sub: null,
        role: 'user',
        disabled_at: null,
      })
      .execute();
    await me.call('POST', '/gateway/logincommon/code/getSMSCode', { email, purpose: 'login' });
    const login = await me.call('POST', '/gateway/logincommon/login', { email, code: smtp.latestCode(email) });
    me.useToken(login.body.data.token);
    expect(login.body.data.userInfo.hasPassword).toBe(false);
    const set = await me.call('POST', '/gateway/website/user/resetPassword', {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(set.body.code).toBe(200);
    expect((await me.signIn(email, PASSWORD)).body.data.userInfo.hasPassword).toBe(true);
  });
});

describe('profile picture', () => {
  it('resizes an accepted picture to a 256 px WebP and refuses other formats and sizes', async () => {
    const me = caller();
    const { userId } = await me.register('picture@example.com');
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, type: string) =>
      me.call('POST', '/gateway/website/user/uploadAvatar', bytes, { 'content-type': type });
    const saved = await upload(png, 'image/png');
    expect(saved.body.data.avatar).toMatch(new RegExp(`^/gateway/website/user/avatar/${userId}\\?v=\\d+$`));
    const image = await me.call('GET', saved.body.data.avatar);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.raw).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'image/gif')).body).toMatchObject({
      code: 10103,
      msg: 'The picture must be in one of these formats: png, jpg, jpeg, webp',
    });
    expect((await upload(Buffer.from('not an image'), 'image/png')).body.code).toBe(10103);
    const big = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect((await upload(big.subarray(0, 30_000), 'image/png')).body).toMatchObject({ code: 10104 });
  });
});

describe('cookies, cross-site writes, visitors, package', () => {
  it('refuses a cookie-authenticated write from another site, and clears a dead cookie', async () => {
    const me = caller();
    await me.register('csrf@example.com');
    const token = (await me.signIn('csrf@example.com', PASSWORD)).body.data.token as string;
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/gateway/website/user/updatePersonalInformation',
        cookies: { auth_token: token },
        headers,
        payload: { nickname: 'csrf' },
      });
    expect((await write({ origin: 'https://evil.example' })).json()).toMatchObject({ code: 10110 });
    expect((await write({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ origin: 'http://glossa.test' })).json().code).toBe(200);
    expect((await write({ origin: 'http://localhost:3000', host: 'localhost:3000' })).json().code).toBe(200);

    await me.signIn('csrf@example.com', PASSWORD);
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/gateway/website/user/getUserInfoBasic',
      cookies: { auth_token: token },
    });
    expect(replaced.statusCode).toBe(418);
    expect(replaced.cookies.map((c) => [c.name, c.value])).toEqual([['auth_token', '']]);
  });

  it("moves the browser's visitor conversations to the account at sign-in", async () => {
    const me = caller();
    await me.register('claims@example.com');
    const clientId = randomBytes(16).toString('hex');
    const now = Date.now();
    await t.db
      .insertInto('conversations')
      .values({
        id: '019b0000-0000-7000-8000-00000000bbbb',
        owner: `visitor:${clientId}`,
        name: '',
        module: 'text',
        source_language: 'en',
        target_language: 'de',
        file_id: null,
        preview: 'Hi',
        settings: '{}',
        next_seq: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await me.signIn('claims@example.com', PASSWORD, { 'x-client-id': clientId });
    const row = await t.db.selectFrom('conversations').select('owner').where('preview', '=', 'Hi').executeTakeFirst();
    expect(row?.owner).toBe(`user:${res.body.data.userInfo.userId}`);
  });

  it('shows the package and every chat used', async () => {
    const me = caller();
    const { userId } = await me.register('usage@example.com');
    const info = await me.call('GET', '/gateway/website/comboView/userAllComboBySystemCode');
    expect(info.body.data).toMatchObject({ member: false });
    await t.db
      .insertInto('usage_records')
      .values({
        id: '019b0000-0000-7000-8000-00000000cccc',
        owner: `user:${userId}`,
        job_id: 'job-usage-1',
        conversation_id: null,
        kind: 'translate',
        source: 'daily',
        change: -1,
        balance_after: 4,
        day: '2026-01-01',
        created_at: Date.UTC(2026, 0, 1, 8),
      })
      .execute();
    const page = await me.call('POST', '/gateway/website/user/usagePage', { pageNum: 1, pageSize: 10 });
    expect(page.body.data).toMatchObject({
      total: 1,
      records: [{ time: '2026-01-01T08:00:00.000Z', change: -1, kind: 'translate', balanceAfter: 4 }],
    });
    expect((await caller().call('POST', '/gateway/website/user/usagePage', {})).status).toBe(401);
  });
});
