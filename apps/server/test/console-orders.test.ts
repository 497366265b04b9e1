import { COMBO_PATHS } from '@glossa/contracts/combo';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from './billing-kit.ts';
import { auditRows, call, signUpOperator, signUpUser, someEmail, W } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const DAY = 86_400_000;
const DAY1 = Date.parse('2026-06-01T09:00:00Z');
let clock = DAY1;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
});
afterAll(async () => t.close());

describe('the orders section', () => {
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  let adaOrder = '';
  let boOrder = '';
  let abandoned = '';

  beforeAll(async () => {
    operator = await signUpOperator(t);
    const ada = await signUpUser(t, someEmail('ada.lovelace'));
    adaOrder = await buy(t, ada, 'member', 'USD');
    clock = DAY1 + DAY;
    const bo = await signUpUser(t, someEmail('bo.abacus'));
    boOrder = await buy(t, bo, 'pack-500', 'JPY');
    const created = await bo.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'EUR', agreed: true });
    abandoned = created.json.data.orderNo;
    // A provider reference a spreadsheet would run as a formula.
    await t.db.updateTable('orders').set({ provider_ref: '=HYPERLINK("x")' }).where('order_no', '=', boOrder).execute();
    clock = DAY1 + 5 * DAY;
  });

  const search = async (filters: object) => {
    const answer = await operator.post(CONSOLE_PATHS.ordersPage, filters);
    expect(answer.json.code, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data as { total: number; records: { orderNo: string; state: string; email: string }[] };
  };

  it('finds orders by part of the buyer’s e-mail, part of the number, state and days', async () => {
    const byEmail = await search({ email: 'LOVELACE' });
    expect(byEmail.records.map((order) => order.orderNo)).toEqual([adaOrder]);
    expect(byEmail.records[0]).toMatchObject({
      amount: 499,
      currency: 'USD',
      state: 'paid',
      refunds: { refundedAmount: 0, disputed: false },
    });
    expect((await search({ email: 'bo.abacus' })).total).toBe(2);
    expect((await search({ orderNo: boOrder.slice(-8).toLowerCase() })).records.map((o) => o.orderNo)).toEqual([
      boOrder,
    ]);
    expect((await search({ from: '2026-06-01', to: '2026-06-01' })).records.map((o) => o.orderNo)).toEqual([adaOrder]);
    expect((await search({ from: '2026-06-02' })).total).toBe(2);
    expect((await search({ email: '%' })).total).toBe(0);
  });

  it('shows what a refund and an open dispute recorded on an order', async () => {
    await t.db
      .updateTable('orders')
      .set({ refunded_amount: 200, dispute_state: 'open' })
      .where('order_no', '=', adaOrder)
      .execute();
    try {
      const [order] = (await search({ orderNo: adaOrder })).records;
      expect(order).toMatchObject({ refunds: { refundedAmount: 200, disputed: true } });
    } finally {
      await t.db
        .updateTable('orders')
        .set({ refunded_amount: 0, dispute_state: null })
        .where('order_no', '=', adaOrder)
        .execute();
    }
  });

  it('shows a pending order past its time as expired, and finds it so', async () => {
    const [order] = (await search({ orderNo: abandoned })).records;
    expect(order?.state).toBe('expired');
    expect((await search({ state: 'expired' })).records.map((o) => o.orderNo)).toEqual([abandoned]);
    expect((await search({ state: 'pending' })).total).toBe(0);
    expect((await search({ state: 'paid' })).total).toBe(2);
  });

  it('exports the orders found as CSV, formulas neutralised, and audits the export', async () => {
    const answer = await call(t, 'POST', `${W}${CONSOLE_PATHS.ordersExport}`, {
      body: { email: 'bo.abacus' },
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename=orders-2026-06-06.csv');
    const [header, ...rows] = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'Order number,Buyer e-mail,Account,Plan,Service,Currency,Amount,State,Payment provider,Provider reference,Created (UTC),Paid (UTC),Refunded,Disputed',
    );
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.startsWith(boOrder))).toMatch(
      /,pack-500,Chat pack,JPY,750,Paid,sandbox,"'=HYPERLINK\(""x""\)",2026-06-02 09:00:00,2026-06-02 09:00:00,0,No$/,
    );
    expect(rows.find((row) => row.startsWith(abandoned))).toContain(',EUR,');
    const [entry] = await auditRows(t, 'orders.export');
    expect(entry).toMatchObject({ operator_email: operator.email, target: 'orders-2026-06-06.csv' });
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ email: 'bo.abacus' });
  });

  it('writes headers and states in the operator’s language', async () => {
    const answer = await call(t, 'POST', `${W}${CONSOLE_PATHS.ordersExport}`, {
      body: { orderNo: adaOrder },
      headers: { authorization: `Bearer ${operator.token}`, 'lan-i18n-code': 'dede' },
    });
    const [header, row] = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header?.startsWith('Bestellnummer,')).toBe(true);
    expect(row).toContain(',USD,4.99,');
  });

  it('refuses a backwards range and malformed filters', async () => {
    const backwards = await operator.post(CONSOLE_PATHS.ordersPage, { from: '2026-06-03', to: '2026-06-01' });
    expect([backwards.status, backwards.json.code]).toEqual([400, 10530]);
    const badNumber = await operator.post(CONSOLE_PATHS.ordersExport, { orderNo: 'GL-1' });
    expect(badNumber.status).toBe(400);
    const badState = await operator.post(CONSOLE_PATHS.ordersPage, { state: 'refunded' });
    expect(badState.status).toBe(400);
  });

  it('is not there for anyone but an operator', async () => {
    const user = await signUpUser(t);
    for (const path of [CONSOLE_PATHS.ordersPage, CONSOLE_PATHS.ordersExport]) {
      expect((await user.post(path, {})).status).toBe(404);
    }
  });
});
