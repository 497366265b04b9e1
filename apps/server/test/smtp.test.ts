import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let smtp: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Glossa Test <codes@glossa.test>' }, FALLBACK_BUNDLE);
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('delivers the verification code over SMTP in the caller language and marks the outbox row sent', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/code/getSMSCode',
    headers: { 'lan-i18n-code': 'frfr' },
    payload: { email: 'smtp@example.com', purpose: 'register' },
  });
  expect(res.json()).toMatchObject({ code: 200, data: { resendAfterSeconds: 60 } });
  expect(smtp.mails).toHaveLength(1);
  const mail = smtp.mails[0] as CaughtMail;
  expect(mail.to).toEqual(['smtp@example.com']);
  expect(mail.raw).toMatch(/^From: Glossa Test <codes@glossa\.test>/m);
  expect(mail.raw).toContain('multipart/alternative');

  const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
  expect(row.sent_at).not.toBeNull();
  expect(row.subject).toMatch(/^\d{6} est votre code de vérification$/);
  const code = /^(\d{6})$/m.exec(row.text)?.[1] as string;
  expect(smtp.latestCode('smtp@example.com')).toBe(code);
  expect(row.html).toContain('lang="fr" dir="ltr"');

  const registered = await t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/user/register',
    payload: { email: 'smtp@example.com', code, password: 'secret-123', confirmPassword: 'secret-123', agreed: true },
  });
  expect(registered.json().data.userInfo.email).toBe('smtp@example.com');
});

it('a code whose mail could not be delivered is not counted: asking again tries the mail again, with no countdown to wait out', async () => {
  const down = await startSmtpCatcher();
  const url = down.url;
  await down.close();
  const broken = await createTestApp({ SMTP_URL: url }, FALLBACK_BUNDLE);
  try {
    const ask = () =>
      broken.app.inject({
        method: 'POST',
        url: '/gateway/logincommon/code/getSMSCode',
        payload: { email: 'lost@example.com', purpose: 'register' },
      });
    const failed = await ask();
    expect(failed.statusCode).toBe(503);
    expect(await broken.db.selectFrom('code_sends').selectAll().execute()).toEqual([]);
    expect(await broken.db.selectFrom('verification_codes').selectAll().execute()).toEqual([]);
    // Not "please wait 60 seconds" for a code that never left: the next ask tries the mail again.
    const again = await ask();
    expect(again.statusCode).toBe(503);
    expect(again.json().code).toBe(failed.json().code);
  } finally {
    await broken.close();
  }
});
