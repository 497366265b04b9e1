import { randomUUID } from 'node:crypto';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { REPORT_PATHS } from '@glossa/contracts/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, call, W } from './billing-kit.ts';
import { signUpOperator, signUpUser } from './console-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

const DAY = 86_400_000;
const DAY1 = Date.parse('2026-05-01T09:00:00Z');
let clock = DAY1 - DAY;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => clock });
});
afterAll(async () => t.close());

/** An order paid for nothing (a full discount): it is no payment, and no paying account. */
async function freeOrder(owner: string) {
  await t.db
    .insertInto('orders')
    .values({
      id: randomUUID(),
      order_no: `GLFREE${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      owner,
      plan_id: 'member',
      service_type: 'subscribe',
      currency: 'USD',
      amount: 0,
      first_price: 0,
      credit: 0,
      state: 'paid',
      provider: 'sandbox',
      provider_ref: null,
      created_at: clock,
      expires_at: clock + DAY,
      paid_at: clock,
      updated_at: clock,
    })
    .execute();
}

/** What the public APIs record per request and per document (features/public-api). */
async function apiUse(owner: string, texts: number[], documents: number[]) {
  for (const characters of texts) {
    await t.db
      .insertInto('api_requests')
      .values({ id: randomUUID(), owner, key_id: 'key', kind: 'text', characters, created_at: clock })
      .execute();
  }
  for (const characters of documents) {
    const id = randomUUID();
    await t.db
      .insertInto('api_documents')
      .values({
        id,
        owner,
        key_id: 'key',
        conversation_id: id,
        secret_hash: 'x',
        output_format: 'docx',
        billed_characters: characters,
        created_at: clock,
        downloaded_at: null,
      })
      .execute();
  }
}

describe('money in the reports', () => {
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  let eurAmount = 0;

  beforeAll(async () => {
    operator = await signUpOperator(t);
    clock = DAY1;
    const ada = await signUpUser(t);
    await buy(t, ada, 'member', 'USD');
    await buy(t, ada, 'pack-500', 'USD');
    const bo = await signUpUser(t);
    await buy(t, bo, 'pack-500', 'JPY');
    const cy = await signUpUser(t);
    await freeOrder(`user:${cy.userId}`);
    const di = await signUpUser(t);
    // Ordered, never paid: no revenue.
    await di.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'EUR', agreed: true });
    await apiUse(`user:${ada.userId}`, [100, 50], []);
    clock = DAY1 + DAY;
    const eve = await signUpUser(t);
    const eveOrder = await buy(t, eve, 'member-yearly', 'EUR');
    await buy(t, ada, 'pack-500', 'USD');
    await apiUse(`user:${eve.userId}`, [], [300]);
    const row = await t.db.selectFrom('orders').select('amount').where('order_no', '=', eveOrder).executeTakeFirst();
    eurAmount = Number(row?.amount);
  });

  it('sums payments of more than nothing per currency and per plan, never across currencies', async () => {
    const report = (await operator.post(REPORT_PATHS.summary, { from: '2026-05-01', to: '2026-05-02' })).json.data;
    expect(eurAmount).toBeGreaterThan(0);
    expect(report.revenue).toEqual([
      { currency: 'EUR', amount: eurAmount, orders: 1, days: [0, eurAmount] },
      { currency: 'JPY', amount: 750, orders: 1, days: [750, 0] },
      { currency: 'USD', amount: 1497, orders: 3, days: [998, 499] },
    ]);
    expect(report.revenueByPlan).toEqual([
      { planId: 'member-yearly', currency: 'EUR', amount: eurAmount, orders: 1 },
      { planId: 'pack-500', currency: 'JPY', amount: 750, orders: 1 },
      { planId: 'pack-500', currency: 'USD', amount: 998, orders: 2 },
      { planId: 'member', currency: 'USD', amount: 499, orders: 1 },
    ]);
  });

  it('counts what was refunded of a payment out of the revenue', async () => {
    const member = await t.db
      .selectFrom('orders')
      .select('order_no')
      .where('plan_id', '=', 'member')
      .where('state', '=', 'paid')
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('orders').set({ refunded_amount: 200 }).where('order_no', '=', member.order_no).execute();
    try {
      const report = (await operator.post(REPORT_PATHS.summary, { from: '2026-05-01', to: '2026-05-02' })).json.data;
      expect(report.revenue.find((row: { currency: string }) => row.currency === 'USD')).toMatchObject({
        amount: 1297,
      });
    } finally {
      await t.db.updateTable('orders').set({ refunded_amount: 0 }).where('order_no', '=', member.order_no).execute();
    }
  });

  it('counts paid orders and distinct paying accounts, and conversion as paying accounts over sign-ups', async () => {
    const report = (await operator.post(REPORT_PATHS.summary, { from: '2026-05-01', to: '2026-05-02' })).json.data;
    expect(report.days.map((day: Record<string, number>) => [day.paidOrders, day.payingAccounts, day.signUps])).toEqual(
      [
        [3, 2, 4],
        [2, 2, 1],
      ],
    );
    // Ada paid on both days: one paying account over the range. The free order's account is not one.
    expect(report.totals).toMatchObject({ paidOrders: 5, payingAccounts: 3, signUps: 5, conversion: 3 / 5 });
  });

  it('counts the public APIs’ text requests, documents and characters', async () => {
    const report = (await operator.post(REPORT_PATHS.summary, { from: '2026-05-01', to: '2026-05-02' })).json.data;
    const api = report.days.map((day: Record<string, number>) => [
      day.apiRequests,
      day.apiDocuments,
      day.apiCharacters,
    ]);
    expect(api).toEqual([
      [2, 0, 150],
      [0, 1, 300],
    ]);
    expect(report.totals).toMatchObject({ apiRequests: 2, apiDocuments: 1, apiCharacters: 450 });
  });

  it('writes a revenue column per currency in the CSV, in the currency’s units', async () => {
    const answer = await call(t, 'POST', `${W}${REPORT_PATHS.export}`, {
      body: { from: '2026-05-01', to: '2026-05-02' },
      headers: { authorization: `Bearer ${operator.token}` },
    });
    const [header, first, second] = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header?.split(',').slice(-3)).toEqual(['Revenue (EUR)', 'Revenue (JPY)', 'Revenue (USD)']);
    const euros = `${Math.floor(eurAmount / 100)}.${String(eurAmount % 100).padStart(2, '0')}`;
    expect(first?.split(',').slice(-3)).toEqual(['0.00', '750', '9.98']);
    expect(second?.split(',').slice(-3)).toEqual([euros, '0', '4.99']);
  });

  it('leaves a range without payments at no revenue and no conversion', async () => {
    const report = (await operator.post(REPORT_PATHS.summary, { from: '2026-04-01', to: '2026-04-29' })).json.data;
    expect(report.revenue).toEqual([]);
    expect(report.revenueByPlan).toEqual([]);
    expect(report.totals).toMatchObject({ paidOrders: 0, payingAccounts: 0, conversion: 0 });
  });
});
