import { COMBO_PATHS } from '@glossa/contracts/combo';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, signUpOperator, signUpUser, W } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let clock = Date.parse('2026-07-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
});
afterAll(async () => t.close());

async function contact(company: string, headers: Record<string, string> = {}) {
  const sent = await call(t, 'POST', `${W}${COMBO_PATHS.enterpriseContact}`, {
    body: { name: 'Ada', email: 'ada@example.com', company, message: '40 seats\nPDF and DOCX' },
    headers,
  });
  expect(sent.json.data).toEqual({ received: true });
  clock += 1000;
}

describe('the enterprise inbox', () => {
  it('lists requests newest first as new, with the sender’s account when signed in', async () => {
    const operator = await signUpOperator(t);
    const member = await signUpUser(t);
    await contact('Analytical Engines');
    await contact('Difference Ltd', { authorization: `Bearer ${member.token}` });
    const page = (await operator.post(CONSOLE_PATHS.enterprisePage, {})).json.data;
    expect(page.total).toBe(2);
    expect(page.records.map((row: { company: string }) => row.company)).toEqual([
      'Difference Ltd',
      'Analytical Engines',
    ]);
    expect(page.records[0]).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      message: '40 seats\nPDF and DOCX',
      locale: 'enus',
      accountEmail: member.email,
      state: 'new',
      stateChangedBy: null,
      stateChangedAt: null,
    });
    expect(page.records[1].accountEmail).toBeNull();
  });

  it('moves a request to contacted and closed, keeping who and when, each move audited with old and new', async () => {
    const operator = await signUpOperator(t);
    await contact('Babbage & Co');
    const [request] = (await operator.post(CONSOLE_PATHS.enterprisePage, { state: 'new' })).json.data.records;
    clock += 60_000;
    const contacted = await operator.post(CONSOLE_PATHS.enterpriseSetState, { id: request.id, state: 'contacted' });
    expect(contacted.json.data).toMatchObject({
      state: 'contacted',
      stateChangedBy: operator.email,
      stateChangedAt: clock,
    });
    // The same state again changes nothing and writes nothing.
    await operator.post(CONSOLE_PATHS.enterpriseSetState, { id: request.id, state: 'contacted' });
    clock += 60_000;
    await operator.post(CONSOLE_PATHS.enterpriseSetState, { id: request.id, state: 'closed' });
    const moves = await auditRows(t, 'enterprise.setState');
    expect(moves.map((row) => JSON.parse(row.details))).toEqual([
      { old: 'contacted', new: 'closed' },
      { old: 'new', new: 'contacted' },
    ]);
    expect(moves[0]).toMatchObject({ operator_email: operator.email, target: 'Babbage & Co <ada@example.com>' });
    const closed = (await operator.post(CONSOLE_PATHS.enterprisePage, { state: 'closed' })).json.data;
    expect(closed.records.map((row: { id: string }) => row.id)).toEqual([request.id]);
  });

  it('refuses an unknown request, an unknown state, and anyone but an operator', async () => {
    const operator = await signUpOperator(t);
    const unknown = await operator.post(CONSOLE_PATHS.enterpriseSetState, {
      id: '01900000-0000-7000-8000-000000000000',
      state: 'closed',
    });
    expect(unknown.status).toBe(404);
    const [request] = (await operator.post(CONSOLE_PATHS.enterprisePage, {})).json.data.records;
    const wrong = await operator.post(CONSOLE_PATHS.enterpriseSetState, { id: request.id, state: 'won' });
    expect(wrong.status).toBe(400);
    const user = await signUpUser(t);
    expect((await user.post(CONSOLE_PATHS.enterprisePage, {})).status).toBe(404);
    expect((await user.post(CONSOLE_PATHS.enterpriseSetState, { id: request.id, state: 'closed' })).status).toBe(404);
  });
});
