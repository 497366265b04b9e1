import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES_PER_EMAIL_WINDOW } from '../src/features/account/code-sends.ts';
import { CODE_GUESSES_UNDER_ATTACK } from '../src/features/account/codes.ts';
import { ACCOUNT_CEILING } from '../src/features/account/throttle.ts';
import { createTestApp, FALLBACK_BUNDLE, mailedCode, type TestApp } from './test-app.ts';

/**
 * Password throttling that an attacker cannot turn against the owner: the lock is per address
 * and account, the account-wide ceiling asks for the e-mail code, and the code route stays open.
 */
let t: TestApp;
let clock = Date.UTC(2026, 2, 1);
const MINUTE = 60_000;
const PASSWORD = 'owner pass 42';
let addressSeed = 0;

beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => clock });
});
afterAll(async () => t.close());

/** A caller at an address of its own (the per-address request limits stay out of the way). */
function from(locale = 'enus') {
  addressSeed += 1;
  const remoteAddress = `10.9.${Math.floor(addressSeed / 250)}.${addressSeed % 250}`;
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/gateway/logincommon${url}`,
      remoteAddress,
      headers: { 'lan-i18n-code': locale },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    address: remoteAddress,
    login: (body: object) => post('/login', body),
    sendCode: (email: string, purpose: string) => post('/code/getSMSCode', { email, purpose }),
  };
}

async function signUp(email: string) {
  const owner = from();
  clock += 2 * MINUTE;
  expect((await owner.sendCode(email, 'register')).body.code).toBe(200);
  const code = await mailedCode(t.db, email);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/user/register',
    payload: { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true },
  });
  expect(registered.json().code).toBe(200);
}

/** Five wrong passwords from one address: that address is locked out of this account. */
async function lockFrom(email: string) {
  const attacker = from();
  for (let i = 0; i < 5; i++) {
    clock += 1000;
    expect((await attacker.login({ email, password: `guess-${i}-pass` })).body.code).toBe(10011);
  }
  expect((await attacker.login({ email, password: PASSWORD })).body.code).toBe(10012);
  return attacker;
}

describe('password throttling cannot lock the owner out', () => {
  it('wrong passwords from address A do not lock out the owner signing in from address B', async () => {
    const email = 'owner-b@example.com';
    await signUp(email);
    const attacker = await lockFrom(email);
    const owner = from();
    expect(owner.address).not.toBe(attacker.address);
    const signedIn = await owner.login({ email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
    // The owner's success does not lift the attacker's lock: it is the attacker's address that guessed.
    expect((await attacker.login({ email, password: 'guess-again-1' })).body.code).toBe(10012);
  });

  it('signs in with an e-mail code during a lockout, from the locked address too', async () => {
    const email = 'owner-code@example.com';
    await signUp(email);
    const locked = await lockFrom(email);
    clock += 2 * MINUTE;
    expect((await locked.sendCode(email, 'login')).body.code).toBe(200);
    const signedIn = await locked.login({ email, code: await mailedCode(t.db, email) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
  });

  it('asks for the e-mail code, not a wait, when many addresses guess one account', async () => {
    const email = 'owner-ceiling@example.com';
    await signUp(email);
    // A botnet: one wrong password from each of ACCOUNT_CEILING addresses, none of them locked.
    for (let i = 0; i < ACCOUNT_CEILING; i++) {
      clock += 1000;
      expect((await from().login({ email, password: `spray-${i}-pass` })).body.code).toBe(10011);
    }
    const owner = from('dede');
    const refused = await owner.login({ email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 10113,
      msg: 'Für dieses Konto gab es viele fehlgeschlagene Anmeldungen: melde dich zur Sicherheit mit einem Code an, den du per E-Mail erhältst',
    });
    // A wrong password is told the same: the ceiling is no oracle for guesses.
    expect((await from().login({ email, password: 'spray-last-pass' })).body.code).toBe(10113);
    clock += 2 * MINUTE;
    expect((await owner.sendCode(email, 'login')).body.code).toBe(200);
    expect((await owner.login({ email, code: await mailedCode(t.db, email) })).status).toBe(200);
    // An hour after the guessing stopped, the password alone is enough again.
    clock += 61 * MINUTE;
    expect((await from().login({ email, password: PASSWORD })).status).toBe(200);
  });
});

describe('codes asked for by someone else', () => {
  it("do not use up the owner's allowance: the owner signs in with the newest code in the inbox", async () => {
    const email = 'owner-codes@example.com';
    await signUp(email);
    const attacker = from();
    // The attacker gets codes sent, one a minute, until the inbox has had its burst (the sign-up
    // code was the first); the rest of the hour's are spread out.
    for (let i = 0; i < 4; i++) {
      clock += MINUTE + 1000;
      expect((await attacker.sendCode(email, 'login')).body.code).toBe(200);
    }
    clock += MINUTE + 1000;
    expect((await attacker.sendCode(email, 'login')).body.code).toBe(ERRORS.codeLimitReached.code);
    // The owner, at another address, waits a few minutes at most for a code of their own...
    const owner = from();
    const asked = await owner.sendCode(email, 'login');
    expect(asked.body.code).toBe(ERRORS.codeLimitReached.code);
    expect(asked.body.msg).toMatch(/\b[1-4] minutes?\b/);
    // ...and meanwhile signs in with the newest code the attacker had sent to their inbox.
    expect((await owner.login({ email, code: await mailedCode(t.db, email) })).body.code).toBe(200);
  });

  it('spread over the hour: an inbox gets five at once, then one every few minutes, at most 20', async () => {
    const email = 'flooded@example.com';
    await signUp(email);
    const start = clock;
    const before = await t.db.selectFrom('outbox').select('id').where('to', '=', email).execute();
    const sentAt: number[] = [];
    // Many addresses ask every 30 seconds for an hour and a half.
    while (clock < start + 90 * MINUTE) {
      clock += 30_000;
      if ((await from().sendCode(email, 'login')).body.code === 200) sentAt.push(clock);
    }
    const after = await t.db.selectFrom('outbox').select('id').where('to', '=', email).execute();
    expect(after.length - before.length).toBe(sentAt.length);
    // Within any hour, never more than the ceiling (the sign-up code counts too).
    for (const at of sentAt) {
      expect(sentAt.filter((other) => other >= at && other < at + 60 * MINUTE).length).toBeLessThanOrEqual(
        CODES_PER_EMAIL_WINDOW,
      );
    }
    // The inbox never goes ten minutes without a fresh code while someone keeps asking.
    for (let i = 1; i < sentAt.length; i++) {
      expect((sentAt[i] ?? 0) - (sentAt[i - 1] ?? 0)).toBeLessThan(10 * MINUTE);
    }
  });
});

describe('the lockout an attacker aims at one account', () => {
  it('leaves the owner a way in: 20 wrong passwords from 4 addresses, wrong codes, every code send used', async () => {
    const email = 'targeted@example.com';
    await signUp(email);
    const attackers = [from(), from(), from(), from()];
    for (let i = 0; i < ACCOUNT_CEILING; i++) {
      clock += 1000;
      await attackers[i % 4]?.login({ email, password: `guess-${i}-pass` });
    }
    // Wrong code guesses from every attacking address, and codes asked for until the sends run out.
    for (const attacker of attackers) {
      for (let i = 0; i < 5; i++) await attacker.login({ email, code: String(100_000 + i) });
    }
    for (let i = 0; i < 30; i++) {
      clock += 1000;
      await from().sendCode(email, 'login');
    }
    const owner = from();
    // The password alone is not enough for now (the account is being guessed)...
    expect((await owner.login({ email, password: PASSWORD })).body.code).toBe(ERRORS.signInWithCode.code);
    // ...the attackers' own addresses are refused any further guess...
    expect((await attackers[0]?.login({ email, code: '123456' }))?.body.code).toBe(ERRORS.tooManyAttempts.code);
    // ...and the owner signs in with the newest code in the inbox: nobody else's guesses killed it.
    const signedIn = await owner.login({ email, code: await mailedCode(t.db, email) });
    expect(signedIn.body.code).toBe(200);
    // A password reset works the same way while the attack goes on.
    clock += 5 * MINUTE;
    expect((await owner.sendCode(email, 'reset')).body.code).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/gateway/logincommon/user/resetPassword',
      remoteAddress: owner.address,
      payload: { email, code: await mailedCode(t.db, email), password: 'new pass 42', confirmPassword: 'new pass 42' },
    });
    expect(reset.json().code).toBe(200);
  });

  it('slows guessing from everywhere once an address’s codes are under attack, and tells the operators', async () => {
    const email = 'guessed@example.com';
    await signUp(email);
    clock += 2 * MINUTE;
    const owner = from();
    expect((await owner.sendCode(email, 'login')).body.code).toBe(200);
    // Twenty addresses, one wrong guess each: the codes are under attack.
    for (let i = 0; i < CODE_GUESSES_UNDER_ATTACK; i++) {
      expect((await from().login({ email, code: String(200_000 + i) })).body.code).toBe(ERRORS.codeInvalid.code);
    }
    const alerts = await t.db.selectFrom('audit_log').selectAll().where('target', '=', email).execute();
    expect(alerts.map((alert) => [alert.action, alert.operator_email])).toEqual([['security.codeGuessing', 'system']]);
    // An address that already guessed wrong now waits an hour; a fresh one still has its guess.
    const guesser = from();
    expect((await guesser.login({ email, code: '300000' })).body.code).toBe(ERRORS.codeInvalid.code);
    expect((await guesser.login({ email, code: '300001' })).body.code).toBe(ERRORS.tooManyAttempts.code);
    // The owner's right code is taken.
    expect((await owner.login({ email, code: await mailedCode(t.db, email) })).body.code).toBe(200);
  });
});

describe('codes per client address', () => {
  it('one address asking codes for many inboxes stops at CODES_PER_ADDRESS_HOUR, and another address goes on', async () => {
    let now = Date.UTC(2026, 3, 1);
    const app = await createTestApp({ CODES_PER_ADDRESS_HOUR: '3' }, FALLBACK_BUNDLE, { now: () => now });
    try {
      const send = async (email: string, remoteAddress: string) =>
        (
          await app.app.inject({
            method: 'POST',
            url: '/gateway/logincommon/code/getSMSCode',
            remoteAddress,
            headers: { 'lan-i18n-code': 'dede' },
            payload: { email, purpose: 'register' },
          })
        ).json() as { code: number; msg: string };
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) {
        now += 1000;
        answers.push((await send(`inbox-${i}@example.com`, '10.20.0.1')).code);
      }
      expect(answers).toEqual([200, 200, 200, ERRORS.codeLimitReached.code]);
      const refused = await send('inbox-9@example.com', '10.20.0.1');
      // The wait is said in the interface language, in minutes.
      expect(refused.msg).toMatch(/\d+/);
      expect(refused.msg).not.toMatch(/minutes/);
      expect((await send('inbox-9@example.com', '10.20.0.2')).code).toBe(200);
      // An hour later the address may ask again.
      now += 60 * 60_000;
      expect((await send('inbox-10@example.com', '10.20.0.1')).code).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('sign-ins per client address', () => {
  it('one address stops at SIGN_IN_ADDRESS_PER_MINUTE sign-in tries in a minute, and another address goes on', async () => {
    const app = await createTestApp({ SIGN_IN_ADDRESS_PER_MINUTE: '3' }, FALLBACK_BUNDLE);
    try {
      const login = async (remoteAddress: string) =>
        app.app.inject({
          method: 'POST',
          url: '/gateway/logincommon/login',
          remoteAddress,
          headers: { 'lan-i18n-code': 'dede' },
          payload: { email: 'nobody@example.com', password: 'not-the-password' },
        });
      // A wrong password answers 400; the try past the limit 429, before the password is looked at.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await login('10.30.0.1')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await login('10.30.0.2')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
