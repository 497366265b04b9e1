import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOperator } from '../src/features/console/operators.ts';
import { auditRows, call, signUpOperator, signUpUser, someEmail } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const L = '/gateway/logincommon';

describe('the users section', () => {
  it('finds users by part of the e-mail or nickname, with their plan and sessions', async () => {
    const operator = await signUpOperator(t);
    const ada = await signUpUser(t, someEmail('ada.lovelace'));
    await signUpUser(t, someEmail('grace'));
    const found = await operator.post(CONSOLE_PATHS.usersPage, { keyword: 'LOVELACE' });
    expect(found.json.data.total).toBe(1);
    expect(found.json.data.records[0]).toMatchObject({
      userId: ada.userId,
      email: ada.email,
      operator: false,
      disabled: false,
      planId: 'free',
      planExpiresAt: null,
      liveSessions: 1,
    });
    // LIKE wildcards are matched as themselves.
    expect((await operator.post(CONSOLE_PATHS.usersPage, { keyword: '%' })).json.data.total).toBe(0);
    const detail = await operator.post(CONSOLE_PATHS.userDetail, { userId: ada.userId });
    expect(detail.json.data.packageInfo).toMatchObject({ plan: 'free', member: false });
  });

  it('grants a plan, signs out everywhere, disables and enables, each audited', async () => {
    const operator = await signUpOperator(t);
    const user = await signUpUser(t);
    const granted = await operator.post(CONSOLE_PATHS.userGrantPlan, {
      userId: user.userId,
      planId: 'member',
      days: 7,
    });
    expect(granted.json.data).toMatchObject({ planId: 'member' });
    expect((await user.get('/user/getUserInfoBasic')).status).toBe(200);

    const out = await operator.post(CONSOLE_PATHS.userSignOut, { userId: user.userId });
    expect(out.json.data.liveSessions).toBe(0);
    expect((await user.get('/user/getUserInfoBasic')).status).toBe(401);

    const disabled = await operator.post(CONSOLE_PATHS.userSetDisabled, { userId: user.userId, disabled: true });
    expect(disabled.json.data.disabled).toBe(true);
    const signIn = await call(t, 'POST', `${L}/login`, { body: { email: user.email, password: 'correct horse 1' } });
    expect([signIn.status, signIn.json.code]).toEqual([403, 10500]);
    await operator.post(CONSOLE_PATHS.userSetDisabled, { userId: user.userId, disabled: false });
    const again = await call(t, 'POST', `${L}/login`, { body: { email: user.email, password: 'correct horse 1' } });
    expect(again.json.code).toBe(200);

    const actions = (await auditRows(t)).filter((row) => row.target === user.email).map((row) => row.action);
    expect(actions.sort()).toEqual(['users.disable', 'users.enable', 'users.grantPlan', 'users.signOutEverywhere']);
  });

  it('refuses to disable the operator themselves, an unknown plan and an unknown user', async () => {
    const operator = await signUpOperator(t);
    const self = await operator.post(CONSOLE_PATHS.userSetDisabled, { userId: operator.userId, disabled: true });
    expect([self.status, self.json.code]).toEqual([409, 10502]);
    const user = await signUpUser(t);
    const plan = await operator.post(CONSOLE_PATHS.userGrantPlan, { userId: user.userId, planId: 'gold' });
    expect(plan.status).toBe(404);
    const nobody = await operator.post(CONSOLE_PATHS.userSignOut, { userId: '01900000-0000-7000-8000-000000000000' });
    expect(nobody.status).toBe(404);
  });

  it('makes an operator and a user again, each audited with the old and the new role', async () => {
    const operator = await signUpOperator(t);
    const user = await signUpUser(t);
    const promoted = await operator.post(CONSOLE_PATHS.userSetOperator, { userId: user.userId, operator: true });
    expect(promoted.json.data).toMatchObject({ userId: user.userId, operator: true });
    // The new operator reaches the console at once.
    expect((await user.post(CONSOLE_PATHS.whoami, {})).status).toBe(200);
    // Promoting again changes nothing and writes nothing.
    await operator.post(CONSOLE_PATHS.userSetOperator, { userId: user.userId, operator: true });
    const demoted = await operator.post(CONSOLE_PATHS.userSetOperator, { userId: user.userId, operator: false });
    expect(demoted.json.data.operator).toBe(false);
    expect((await user.post(CONSOLE_PATHS.whoami, {})).status).toBe(404);
    const promotions = await auditRows(t, 'users.promote');
    const mine = promotions.filter((row) => row.target === user.email);
    expect(mine.map((row) => [row.operator_email, JSON.parse(row.details)])).toEqual([
      [operator.email, { old: 'user', new: 'operator' }],
    ]);
    const [demotion] = await auditRows(t, 'users.demote');
    expect(demotion).toMatchObject({ operator_email: operator.email, target: user.email });
    expect(JSON.parse(demotion?.details ?? '{}')).toEqual({ old: 'operator', new: 'user' });
  });

  it('refuses to demote the operator themselves, and audits the command line’s promotion', async () => {
    const operator = await signUpOperator(t);
    const self = await operator.post(CONSOLE_PATHS.userSetOperator, { userId: operator.userId, operator: false });
    expect([self.status, self.json.code]).toEqual([409, 10504]);
    const [entry] = (await auditRows(t, 'users.promote')).filter((row) => row.target === operator.email);
    expect(entry).toMatchObject({ operator_id: 'system', operator_email: 'system' });
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ old: 'user', new: 'operator', via: 'npm run operator' });
    // Running the command again for an operator changes and writes nothing.
    expect(await makeOperator(t.db, operator.email)).toBe(true);
    expect((await auditRows(t, 'users.promote')).filter((row) => row.target === operator.email)).toHaveLength(1);
  });
});
