import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, signUp } from './billing-kit.ts';
import { chargeJson, deliver, type StripeStandIn, sessionJson, stripeEvent, stripeTestApp } from './stripe-kit.ts';
import type { TestApp } from './test-app.ts';

let t: TestApp;
let standIn: StripeStandIn;
let close: () => Promise<void>;

beforeAll(async () => {
  // Auto-refund off (the default), and a refund withdraws all an order gives.
  ({ t, standIn, close } = await stripeTestApp({ STRIPE_REFUND_WITHDRAWS: 'whole' }));
});
afterAll(() => close());

let buyers = 0;
const newBuyer = () => signUp(t, `mismatch-${++buyers}@example.com`);

async function checkout(me: Buyer, comboId: string, currency: string) {
  const created = await me.post(COMBO_PATHS.createOrder, { comboId, currency, agreed: true });
  const { orderNo } = created.json.data;
  expect((await me.post(COMBO_PATHS.toPay, { orderNo })).json).toMatchObject({ code: 200 });
  const session = standIn.sessions.at(-1);
  if (!session) throw new Error('no session');
  return { orderNo, session: standIn.pay(session.id) };
}

const order = (orderNo: string) =>
  t.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const grants = (me: Buyer) =>
  t.db.selectFrom('plan_grants').selectAll().where('owner', '=', `user:${me.userId}`).execute();
const paid = (object: unknown, livemode = false) => stripeEvent('checkout.session.completed', object, { livemode });

describe('a paid session that does not match its order', () => {
  it('never grants for a wrong currency, amount, discount, session or mode; it is recorded and flagged', async () => {
    const me = await newBuyer();
    const { orderNo, session } = await checkout(me, 'pack-500', 'JPY');
    const right = sessionJson(session);
    const wrong = [
      // One US cent for a ¥750 order.
      [{ ...right, currency: 'usd', amount_subtotal: 1, amount_total: 1 }, false, 'mismatch:currency'],
      [{ ...right, amount_total: 1 }, false, 'mismatch:amount'],
      // A promotion code's discount while STRIPE_PROMOTION_CODES is off.
      [
        { ...right, amount_total: 650, total_details: { amount_discount: 100, amount_tax: 0 } },
        false,
        'mismatch:amount',
      ],
      // A session this server never opened, naming the order.
      [{ ...right, id: 'cs_test_forged', metadata: { orderNo } }, false, 'mismatch:session'],
      [{ ...right, id: 'cs_test_forged', metadata: { ...right.metadata, attempt: '1' } }, false, 'mismatch:session'],
      // A live-mode event on a test key.
      [right, true, 'mismatch:livemode'],
    ] as const;
    for (const [object, livemode, outcome] of wrong) {
      const answer = await deliver(t, paid(object, livemode));
      expect(answer.status).toBe(200);
      expect(answer.json.data).toEqual({ outcome, fulfilled: false });
    }
    expect(await order(orderNo)).toMatchObject({ state: 'pending', payment_flag: 'mismatch:livemode' });
    expect(await grants(me)).toEqual([]);
    const events = await t.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('order_id', '=', (await order(orderNo)).id)
      .execute();
    expect(events.map((event) => event.outcome)).toEqual(wrong.map(([, , outcome]) => outcome));
    expect(standIn.refunds).toEqual([]);

    const right2 = await deliver(t, paid(right));
    expect(right2.json.data).toEqual({ outcome: 'fulfilled', fulfilled: true });
  });
});

describe('stray payments, without STRIPE_AUTO_REFUND_STRAYS', () => {
  it('flags a payment for a cancelled order, on a replaced session, or of an order paid already', async () => {
    const me = await newBuyer();
    const cancelled = await checkout(me, 'pack-500', 'USD');
    // Cancelled without Stripe hearing of it (as every cancel was before sessions were expired on cancel).
    await t.db.updateTable('orders').set({ state: 'cancelled' }).where('order_no', '=', cancelled.orderNo).execute();
    const late = await deliver(t, paid(sessionJson(cancelled.session)));
    expect(late.json.data).toEqual({ outcome: 'stray:cancelled', fulfilled: false });
    expect(await order(cancelled.orderNo)).toMatchObject({ state: 'cancelled', payment_flag: 'stray:cancelled' });

    const other = await newBuyer();
    const created = await other.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
    const { orderNo } = created.json.data;
    await other.post(COMBO_PATHS.toPay, { orderNo });
    const first = standIn.sessions.at(-1);
    await other.post(COMBO_PATHS.toPay, { orderNo });
    const second = standIn.sessions.at(-1);
    if (!first || !second) throw new Error('no sessions');
    expect(first.status).toBe('expired');
    // Stripe would not take money on an expired session; a payment on it is money no order takes.
    const onFirst = await deliver(t, paid(sessionJson(standIn.pay(first.id))));
    expect(onFirst.json.data).toEqual({ outcome: 'stray:replaced', fulfilled: false });
    expect((await order(orderNo)).state).toBe('pending');
    const onSecond = await deliver(t, paid(sessionJson(standIn.pay(second.id))));
    expect(onSecond.json.data).toEqual({ outcome: 'fulfilled', fulfilled: true });
    const twice = await deliver(t, paid(sessionJson(second, { payment_intent: 'pi_second_payment' })));
    expect(twice.json.data).toEqual({ outcome: 'stray:paid', fulfilled: false });
    expect(await order(orderNo)).toMatchObject({
      state: 'paid',
      payment_flag: 'stray:paid',
      payment_intent: `pi_${second.id}`,
    });
    expect(await grants(other)).toHaveLength(1);
    expect(standIn.refunds).toEqual([]);
  });
});

describe('a refund with STRIPE_REFUND_WITHDRAWS=whole', () => {
  it('withdraws everything the order gives, whatever part was refunded, and shows the refund on the order', async () => {
    const me = await newBuyer();
    const { orderNo, session } = await checkout(me, 'member', 'USD');
    expect((await deliver(t, paid(sessionJson(session)))).json.data.fulfilled).toBe(true);
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data).toMatchObject({ plan: 'member' });
    const event = stripeEvent('charge.refunded', chargeJson(`pi_${session.id}`, 499, 'usd', 100));
    expect((await deliver(t, event)).json.data).toEqual({ outcome: 'refunded', fulfilled: false });
    expect((await deliver(t, event)).json.data).toEqual({ outcome: 'refunded', fulfilled: false });
    expect(await order(orderNo)).toMatchObject({ state: 'paid', refunded_amount: 100 });
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data).toMatchObject({ plan: 'free' });
    expect(await grants(me)).toMatchObject([{ withdrawn_reason: 'refund' }]);
  });
});
