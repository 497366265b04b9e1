import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Glossa Test <codes@glossa.test>' },
    FALLBACK_BUNDLE,
  );
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('delivers the verification code over SMTP in the caller language and marks the outbox row sent', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/code/getSMSCode',
    headers: { 'lan-i18n-code': 'frfr' },
    payload: { email: 'smtp@example.com', purpose: 'register' },
  });
  expect(res.json()).toMatchObject({ code: 200, data: { resendAfterSeconds: 60 } });
  expect(received).toHaveLength(1);
  const mail = received[0] as Received;
  expect(mail.to).toEqual(['smtp@example.com']);
  expect(mail.raw).toMatch(/^From: Glossa Test <codes@glossa\.test>/m);
  expect(mail.raw).toContain('multipart/alternative');

  const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
  expect(row.sent_at).not.toBeNull();
  expect(row.subject).toMatch(/^\d{6} est votre code de vérification$/);
  const code = /^(\d{6})$/m.exec(row.text)?.[1] as string;
  expect(mail.raw).toContain(code);
  expect(row.html).toContain('lang="fr" dir="ltr"');

  const registered = await t.app.inject({
    method: 'POST',
    url: '/gateway/logincommon/user/register',
    payload: { email: 'smtp@example.com', code, password: 'secret-123', confirmPassword: 'secret-123', agreed: true },
  });
  expect(registered.json().data.userInfo.email).toBe('smtp@example.com');
});
