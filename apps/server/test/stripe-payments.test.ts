import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, call, signUp, W } from './billing-kit.ts';
import { deliver, type StripeStandIn, sessionJson, stripeEvent, stripeTestApp } from './stripe-kit.ts';
import type { TestApp } from './test-app.ts';

let t: TestApp;
let standIn: StripeStandIn;
let logs: string[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, standIn, logs, close } = await stripeTestApp());
});
afterAll(() => close());

let buyers = 0;
async function newBuyer(): Promise<Buyer> {
  buyers += 1;
  return signUp(t, `stripe-${buyers}@example.com`);
}

/** Orders a plan and opens its checkout; answers the order number and the stand-in's session. */
async function checkout(me: Buyer, comboId = 'member', currency = 'EUR') {
  const created = await me.post(COMBO_PATHS.createOrder, { comboId, currency, agreed: true });
  const { orderNo } = created.json.data;
  const toPay = await me.post(COMBO_PATHS.toPay, { orderNo });
  expect(toPay.json).toMatchObject({ code: 200 });
  const session = standIn.sessions.at(-1);
  if (!session) throw new Error('no session');
  expect(toPay.json.data).toEqual({ orderNo, payUrl: `https://checkout.stripe.test/c/pay/${session.id}` });
  return { orderNo, session };
}

const order = (orderNo: string) =>
  t.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const grants = (me: Buyer) =>
  t.db.selectFrom('plan_grants').selectAll().where('owner', '=', `user:${me.userId}`).execute();
const recorded = (eventId: string) =>
  t.db.selectFrom('payment_events').selectAll().where('event_id', '=', eventId).execute();

describe('Stripe Checkout Sessions', () => {
  it('opens a session as Stripe users expect, refuses a forged webhook, and fulfils a signed one once', async () => {
    const me = await newBuyer();
    const { orderNo, session } = await checkout(me);
    const form = session.form;
    const row = await order(orderNo);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(form.get('customer_email')).toBe('stripe-1@example.com');
    expect(form.get('locale')).toBe('en');
    expect(form.get('metadata[orderNo]')).toBe(orderNo);
    expect(form.get('metadata[orderId]')).toBe(row.id);
    expect(form.get('payment_intent_data[metadata][orderId]')).toBe(row.id);
    expect(form.get('automatic_tax[enabled]')).toBeNull();
    expect(form.get('allow_promotion_codes')).toBeNull();
    expect(session.idempotencyKey).toBe(`checkout-${row.id}-1`);
    expect(form.get('success_url')).toBe(`https://glossa.test/enus/plans/success?orderNo=${orderNo}`);
    // ORDER_PENDING_MINUTES is 30, under Stripe's least: the session and the order both close 31 minutes on.
    expect(Number(form.get('expires_at')) * 1000).toBe(row.expires_at);
    expect(row.expires_at - row.updated_at).toBeGreaterThan(30 * 60_000);
    expect(row.expires_at - row.updated_at).toBeLessThanOrEqual(31 * 60_000);

    standIn.pay(session.id);
    const event = stripeEvent('checkout.session.completed', sessionJson(session));
    const forged = await deliver(t, event, 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect(forged.json).toMatchObject({ code: ERRORS.paymentSignatureInvalid.code });
    expect((await order(orderNo)).state).toBe('pending');

    const deliveries = [];
    for (let i = 0; i < 3; i++) deliveries.push((await deliver(t, event)).json.data);
    expect(deliveries[0]).toEqual({ outcome: 'fulfilled', fulfilled: true });
    expect(deliveries[2]).toEqual({ outcome: 'fulfilled', fulfilled: false });
    expect(await recorded(event.id)).toMatchObject([{ outcome: 'fulfilled', order_id: row.id, amount: 499 }]);
    expect(await order(orderNo)).toMatchObject({
      state: 'paid',
      payment_intent: `pi_${session.id}`,
      payment_flag: null,
    });
    const info = await me.get(ACCOUNT_PATHS.packageInfo);
    expect(info.json.data).toMatchObject({ plan: 'member', planLeft: 1000 });
    expect(await grants(me)).toHaveLength(1);
  });

  it("speaks the buyer's language at checkout (Arabic, which Stripe lacks, follows the browser)", async () => {
    const me = await newBuyer();
    const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'pack-500', currency: 'JPY', agreed: true });
    const headers = { authorization: `Bearer ${me.token}` };
    for (const [locale, expected] of [
      ['dede', 'de'],
      ['zhtw', 'zh-TW'],
      ['arsa', 'auto'],
    ]) {
      const body = { orderNo: created.json.data.orderNo };
      const answer = await call(t, 'POST', `${W}${COMBO_PATHS.toPay}`, {
        body,
        headers: { ...headers, 'lan-i18n-code': locale as string },
      });
      expect(answer.json).toMatchObject({ code: 200 });
      expect(standIn.sessions.at(-1)?.form.get('locale')).toBe(expected);
    }
  });

  it('keeps one open session per order: a second to-pay expires the first, cancel expires the last', async () => {
    const me = await newBuyer();
    const first = await checkout(me);
    const again = await me.post(COMBO_PATHS.toPay, { orderNo: first.orderNo });
    const second = standIn.sessions.at(-1);
    expect(again.json.data.payUrl).toContain(second?.id);
    expect(standIn.session(first.session.id).status).toBe('expired');
    expect(second).toMatchObject({ status: 'open' });
    expect(second?.idempotencyKey).toMatch(/-2$/);
    expect((await order(first.orderNo)).provider_ref).toBe(second?.id);

    // Stripe tells of the first session's end: the order, paid on its second, stays pending.
    const closed = await deliver(
      t,
      stripeEvent('checkout.session.expired', sessionJson(standIn.session(first.session.id))),
    );
    expect(closed.json.data).toEqual({ outcome: 'ignored', fulfilled: false });
    expect((await order(first.orderNo)).state).toBe('pending');

    const cancelled = await me.post(COMBO_PATHS.cancel, { orderNo: first.orderNo });
    expect(cancelled.json.data.state).toBe('cancelled');
    expect(
      standIn.sessions.filter(
        (session) => session.status === 'open' && session.form.get('metadata[orderNo]') === first.orderNo,
      ),
    ).toEqual([]);
  });

  it('leaves one open session when two tabs pay the same order at once', async () => {
    const me = await newBuyer();
    const { orderNo } = await checkout(me);
    const answers = await Promise.all([1, 2, 3].map(() => me.post(COMBO_PATHS.toPay, { orderNo })));
    // Each answer is a checkout or "being paid already"; never two live checkouts.
    for (const answer of answers) expect([200, ERRORS.paymentInProgress.code]).toContain(answer.json.code);
    const open = standIn.sessions.filter(
      (session) => session.status === 'open' && session.form.get('metadata[orderNo]') === orderNo,
    );
    expect(open).toHaveLength(1);
    expect((await order(orderNo)).provider_ref).toBe(open[0]?.id);
  });

  it('refuses to open a second checkout or cancel while the open one was just paid', async () => {
    const me = await newBuyer();
    const { orderNo, session } = await checkout(me);
    standIn.pay(session.id);
    for (const path of [COMBO_PATHS.toPay, COMBO_PATHS.cancel]) {
      const answer = await me.post(path, { orderNo });
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({ code: ERRORS.paymentInProgress.code });
    }
    const paid = await deliver(t, stripeEvent('checkout.session.completed', sessionJson(session)));
    expect(paid.json.data.fulfilled).toBe(true);
  });

  it('answers 2xx to an event for no order of ours, records it as ignored and logs it', async () => {
    const stranger = {
      ...sessionJson(standIn.sessions[0] as never),
      id: 'cs_test_elsewhere',
      metadata: { orderNo: 'GL20990101AAAAAAAAAAAA' },
    };
    const event = stripeEvent('checkout.session.completed', stranger);
    const answer = await deliver(t, event);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ outcome: 'ignored', fulfilled: false });
    expect(await recorded(event.id)).toMatchObject([{ outcome: 'ignored', order_id: null }]);
    expect(logs.some((line) => line.includes('"level":40') && line.includes(event.id))).toBe(true);
    const other = await deliver(t, stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.json.data).toEqual({ outcome: 'unhandled', fulfilled: false });
  });
});

describe('Stripe unreachable at checkout', () => {
  for (const outage of ['network', 503, 401] as const) {
    it(`(${outage}) says so in the buyer's language, charges nothing and blocks nothing`, async () => {
      const me = await newBuyer();
      const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
      const { orderNo } = created.json.data;
      standIn.outage = outage;
      const refused = await call(t, 'POST', `${W}${COMBO_PATHS.toPay}`, {
        body: { orderNo },
        headers: { authorization: `Bearer ${me.token}`, 'lan-i18n-code': 'zhcn' },
      });
      standIn.outage = null;
      expect(refused.status).toBe(503);
      expect(refused.json).toMatchObject({ code: ERRORS.paymentProviderUnavailable.code });
      expect(refused.json.msg).toContain('未产生任何扣款');
      // The order never reached Stripe: ordering the plan again is that order again, not "you have an unpaid order".
      const precheck = await me.post(COMBO_PATHS.preCheck, { comboId: 'member', currency: 'USD', agreed: true });
      expect(precheck.json).toMatchObject({ code: 200 });
      const again = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
      expect(again.json.data).toMatchObject({ orderNo, state: 'pending' });
      const retried = await me.post(COMBO_PATHS.toPay, { orderNo });
      expect(retried.json).toMatchObject({ code: 200 });
      // Now it did reach Stripe: a third order of the plan waits for this one.
      const third = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
      expect(third.json).toMatchObject({ code: ERRORS.orderPending.code });
    });
  }

  it('logs the outage for the operator', () => {
    expect(
      logs.some((line) => line.includes('"level":50') && line.includes('Stripe: opening a Checkout Session failed')),
    ).toBe(true);
  });
});
