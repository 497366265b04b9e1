import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../src/features/console/audit.ts';
import { auditRows, call, signUpOperator, signUpUser, someEmail, W } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CONSOLE_CALLS = Object.values(CONSOLE_PATHS);

describe('the console cannot be discovered', () => {
  it('answers every console call with the 404 of an unknown path to visitors and users, even malformed', async () => {
    const unknown = await call(t, 'POST', `${W}/console/no-such-call`, { body: {} });
    expect(unknown.status).toBe(404);
    const user = await signUpUser(t);
    for (const path of CONSOLE_CALLS) {
      for (const body of [{}, { pageNum: 'x', id: 7 }]) {
        const asVisitor = await call(t, 'POST', `${W}${path}`, { body });
        const asUser = await user.post(path, body);
        for (const answer of [asVisitor, asUser]) {
          expect([path, answer.status, answer.json]).toEqual([path, 404, unknown.json]);
        }
      }
    }
  });

  it('serves the console page to operators only: anyone else gets the page of an unknown path', async () => {
    const user = await signUpUser(t);
    const operator = await signUpOperator(t);
    const page = (token?: string) =>
      call(t, 'GET', '/enus/console', { headers: token ? { cookie: `auth_token=${token}` } : {} });
    const [asVisitor, asUser, asOperator, unknown] = await Promise.all([
      page(),
      page(user.token),
      page(operator.token),
      call(t, 'GET', '/enus/no-such-page'),
    ]);
    expect([asVisitor.status, asUser.status, asOperator.status]).toEqual([404, 404, 200]);
    expect(asUser.body).toContain('Page not found: /enus/console');
    // The same page but for the path (and the per-answer script nonce).
    const same = (body: string, path: string) => body.replace(path, '').replace(/nonce="[^"]*"/g, '');
    expect(same(asUser.body, '/enus/console')).toBe(same(unknown.body, '/enus/no-such-page'));
  });

  it('stops answering an operator whose account was disabled', async () => {
    const operator = await signUpOperator(t);
    expect((await operator.post(CONSOLE_PATHS.whoami)).status).toBe(200);
    await t.db.updateTable('users').set({ disabled_at: Date.now() }).where('id', '=', operator.userId).execute();
    expect((await operator.post(CONSOLE_PATHS.whoami)).status).toBe(404);
  });
});

describe('the operator', () => {
  it('is told who they are', async () => {
    const operator = await signUpOperator(t);
    const answer = await operator.post(CONSOLE_PATHS.whoami);
    expect(answer.json.data).toEqual({
      userId: operator.userId,
      email: operator.email,
      nickname: operator.email.split('@')[0],
    });
  });

  it('is made by `npm run operator` (the CLI), which refuses an unknown address', async () => {
    const email = someEmail('cli');
    await signUpUser(t, email);
    const root = path.resolve(import.meta.dirname, '../../..');
    const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' };
    const run = promisify(execFile);
    const cli = ['--import', 'tsx', 'apps/server/src/cli/operator.ts'];
    const made = await run(process.execPath, [...cli, email.toUpperCase()], { cwd: root, env });
    expect(made.stdout).toContain('is now an operator');
    const row = await t.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.role).toBe('operator');
    const refused = await run(process.execPath, [...cli, 'nobody@example.com'], { cwd: root, env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('No account has the e-mail') });
  });
});

describe('the audit log', () => {
  it('keeps what audit() writes, newest first, paged and filtered by action, never a secret', async () => {
    const operator = await signUpOperator(t);
    const who = { userId: operator.userId, email: operator.email, nickname: 'op', ip: '10.0.0.1' };
    // After the promotions `npm run operator` wrote for this file's operators.
    const later = Date.now() + 60_000;
    await audit(t.db, who, 'engines.save', 'llm', { model: 'm1', apiKey: 'sk-very-secret' }, later + 1_000);
    await audit(t.db, who, 'users.disable', 'user:1', {}, later + 2_000);
    await audit(t.db, who, 'users.enable', 'user:1', {}, later + 3_000);
    const all = await operator.post(CONSOLE_PATHS.auditPage, { pageNum: 1, pageSize: 2 });
    expect(all.json.data.records.map((r: { action: string }) => r.action)).toEqual(['users.enable', 'users.disable']);
    const users = await operator.post(CONSOLE_PATHS.auditPage, { action: 'users.' });
    const promotions = await auditRows(t, 'users.promote');
    expect(users.json.data.total).toBe(2 + promotions.length);
    const engines = (await auditRows(t, 'engines.save'))[0];
    expect(JSON.parse(engines?.details ?? '')).toEqual({ model: 'm1', apiKey: '(changed)' });
    expect(engines?.operator_email).toBe(operator.email);
    // A pattern character in the filter matches itself, not anything.
    expect((await operator.post(CONSOLE_PATHS.auditPage, { action: '%' })).json.data.total).toBe(0);
  });
});
