import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderService } from '../src/features/billing/orders.ts';
import { PlanCatalog } from '../src/features/billing/plan-catalog.ts';
import { PaymentProviders } from '../src/features/billing/providers.ts';
import { QuotaService } from '../src/features/quota/service.ts';
import { type Buyer, signUp } from './billing-kit.ts';
import {
  chargeJson,
  deliver,
  disputeJson,
  type StripeStandIn,
  sessionJson,
  stripeEvent,
  stripeTestApp,
} from './stripe-kit.ts';
import type { TestApp } from './test-app.ts';

let t: TestApp;
let standIn: StripeStandIn;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, standIn, close } = await stripeTestApp({
    STRIPE_AUTO_REFUND_STRAYS: 'true',
    STRIPE_AUTOMATIC_TAX: 'true',
    STRIPE_PROMOTION_CODES: 'true',
  }));
});
afterAll(() => close());

let buyers = 0;
const newBuyer = () => signUp(t, `refund-${++buyers}@example.com`);
const order = (orderNo: string) =>
  t.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const grants = (me: Buyer) =>
  t.db.selectFrom('plan_grants').selectAll().where('owner', '=', `user:${me.userId}`).execute();
const packageOf = async (me: Buyer) => (await me.get(ACCOUNT_PATHS.packageInfo)).json.data;

async function checkout(me: Buyer) {
  const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
  const { orderNo } = created.json.data;
  expect((await me.post(COMBO_PATHS.toPay, { orderNo })).json).toMatchObject({ code: 200 });
  const session = standIn.sessions.at(-1);
  if (!session) throw new Error('no session');
  return { orderNo, session };
}

/** A member plan bought at 4.99 USD (the first-subscription price), paid through Stripe; answers its PaymentIntent. */
async function buyMember(me: Buyer) {
  const { orderNo, session } = await checkout(me);
  const answer = await deliver(t, stripeEvent('checkout.session.completed', sessionJson(standIn.pay(session.id))));
  expect(answer.json.data).toEqual({ outcome: 'fulfilled', fulfilled: true });
  return { orderNo, paymentIntent: `pi_${session.id}` };
}

describe('Stripe Tax and promotion codes (both on)', () => {
  it('asks Stripe for them, takes the discount, and keeps the tax and discount on the order', async () => {
    const me = await newBuyer();
    const { orderNo, session } = await checkout(me);
    expect(session.form.get('automatic_tax[enabled]')).toBe('true');
    expect(session.form.get('allow_promotion_codes')).toBe('true');
    // The price shown is the price paid: the tax is found inside it.
    expect(session.form.get('line_items[0][price_data][tax_behavior]')).toBe('inclusive');
    const discounted = sessionJson(standIn.pay(session.id), {
      amount_total: 399,
      total_details: { amount_discount: 100, amount_shipping: 0, amount_tax: 67 },
    });
    const answer = await deliver(t, stripeEvent('checkout.session.completed', discounted));
    expect(answer.json.data).toEqual({ outcome: 'fulfilled', fulfilled: true });
    expect(await order(orderNo)).toMatchObject({ state: 'paid', tax_amount: 67, discount_amount: 100 });
  });
});

describe('refunds and disputes made in Stripe', () => {
  it('withdraws a partial refund pro rata, and the rest with the refund that completes it', async () => {
    const me = await newBuyer();
    const { orderNo, paymentIntent } = await buyMember(me);
    const [before] = await grants(me);
    const third = stripeEvent('charge.refunded', chargeJson(paymentIntent, 499, 'usd', 166));
    expect((await deliver(t, third)).json.data).toEqual({ outcome: 'refunded', fulfilled: false });
    const [after] = await grants(me);
    // A third of what is left: a third fewer chats, and the month ends a third of its time earlier.
    expect(after?.chats_left).toBe(1000 - Math.floor((1000 * 166) / 499));
    const left = (grant: typeof before) => Number(grant?.expires_at) - Number(grant?.starts_at);
    expect(left(after) / left(before)).toBeCloseTo(1 - 166 / 499, 2);
    expect((await packageOf(me)).plan).toBe('member');
    expect(await order(orderNo)).toMatchObject({ refunded_amount: 166 });

    // Delivered again, it is not counted twice.
    await deliver(t, third);
    expect((await grants(me))[0]?.chats_left).toBe(after?.chats_left);

    const rest = stripeEvent('charge.refunded', chargeJson(paymentIntent, 499, 'usd', 499));
    expect((await deliver(t, rest)).json.data).toEqual({ outcome: 'refunded', fulfilled: false });
    expect(await order(orderNo)).toMatchObject({ state: 'paid', refunded_amount: 499 });
    const view = await me.get(COMBO_PATHS.opaque, { orderNo });
    expect(view.json.data).toMatchObject({ state: 'paid', refundedAmount: 499, dispute: null });
    expect(await packageOf(me)).toMatchObject({ plan: 'free' });
    const records = await t.db
      .selectFrom('usage_records')
      .select(['kind', 'change'])
      .where('owner', '=', `user:${me.userId}`)
      .execute();
    expect(records.filter((record) => record.kind === 'refund').reduce((sum, record) => sum + record.change, 0)).toBe(
      -1000,
    );
  });

  it('withdraws everything when a dispute opens, gives it back when it is won, and keeps it withdrawn when lost', async () => {
    const winner = await newBuyer();
    const won = await buyMember(winner);
    const opened = stripeEvent('charge.dispute.created', disputeJson(won.paymentIntent, 499, 'usd', 'needs_response'));
    expect((await deliver(t, opened)).json.data).toEqual({ outcome: 'disputed', fulfilled: false });
    expect(await packageOf(winner)).toMatchObject({ plan: 'free' });
    expect(await order(won.orderNo)).toMatchObject({ dispute_state: 'open' });
    const closed = stripeEvent('charge.dispute.closed', disputeJson(won.paymentIntent, 499, 'usd', 'won'));
    expect((await deliver(t, closed)).json.data).toEqual({ outcome: 'dispute-won', fulfilled: false });
    expect(await packageOf(winner)).toMatchObject({ plan: 'member', planLeft: 1000 });
    expect(await order(won.orderNo)).toMatchObject({ dispute_state: 'won' });
    const view = await winner.get(COMBO_PATHS.opaque, { orderNo: won.orderNo });
    expect(view.json.data).toMatchObject({ refundedAmount: 0, dispute: 'won' });

    const loser = await newBuyer();
    const lost = await buyMember(loser);
    await deliver(
      t,
      stripeEvent('charge.dispute.created', disputeJson(lost.paymentIntent, 499, 'usd', 'needs_response')),
    );
    const closedLost = stripeEvent('charge.dispute.closed', disputeJson(lost.paymentIntent, 499, 'usd', 'lost'));
    expect((await deliver(t, closedLost)).json.data).toEqual({ outcome: 'dispute-lost', fulfilled: false });
    expect(await packageOf(loser)).toMatchObject({ plan: 'free' });
    expect(await order(lost.orderNo)).toMatchObject({ dispute_state: 'lost' });
  });
});

describe('stray payments with STRIPE_AUTO_REFUND_STRAYS=true', () => {
  it('refunds a payment for a cancelled order once, however often Stripe delivers it', async () => {
    const me = await newBuyer();
    const { orderNo, session } = await checkout(me);
    await t.db.updateTable('orders').set({ state: 'cancelled' }).where('order_no', '=', orderNo).execute();
    const event = stripeEvent('checkout.session.completed', sessionJson(standIn.pay(session.id)));
    expect((await deliver(t, event)).json.data).toEqual({ outcome: 'auto-refunded', fulfilled: false });
    expect((await deliver(t, event)).json.data).toEqual({ outcome: 'auto-refunded', fulfilled: false });
    expect(standIn.refunds).toHaveLength(1);
    const [refund] = standIn.refunds;
    expect(refund?.form.get('payment_intent')).toBe(`pi_${session.id}`);
    expect(refund?.form.get('reason')).toBe('requested_by_customer');
    expect(refund?.idempotencyKey).toBe(`stray-${event.id}`);
    const [row] = await t.db.selectFrom('payment_events').selectAll().where('event_id', '=', event.id).execute();
    expect(row).toMatchObject({ outcome: 'auto-refunded', refund_id: refund?.id });
    expect(await order(orderNo)).toMatchObject({
      state: 'cancelled',
      payment_flag: 'auto-refunded',
      refunded_amount: 0,
    });

    // Stripe then tells of the refund: it is the stray's, not the order's.
    const refunded = await deliver(t, stripeEvent('charge.refunded', chargeJson(`pi_${session.id}`, 499, 'usd', 499)));
    expect(refunded.json.data).toEqual({ outcome: 'stray-refunded', fulfilled: false });
    expect(await grants(me)).toEqual([]);
  });

  it('answers 503 while the refund cannot be made, so that Stripe delivers again, and refunds then', async () => {
    const me = await newBuyer();
    const { orderNo, paymentIntent } = await buyMember(me);
    const first = standIn.sessions.at(-1);
    if (!first) throw new Error('no session');
    const twice = stripeEvent('checkout.session.completed', sessionJson(first, { payment_intent: 'pi_twice' }));
    standIn.outage = 503;
    const refused = await deliver(t, twice);
    standIn.outage = null;
    expect(refused.status).toBe(503);
    expect(await order(orderNo)).toMatchObject({ payment_flag: 'stray:paid', payment_intent: paymentIntent });
    const again = await deliver(t, twice);
    expect(again.json.data).toEqual({ outcome: 'auto-refunded', fulfilled: false });
    expect(standIn.refunds.at(-1)?.form.get('payment_intent')).toBe('pi_twice');
    expect(standIn.refunds.at(-1)?.form.get('reason')).toBe('duplicate');
    expect(await packageOf(me)).toMatchObject({ plan: 'member' });
  });
});

// Last: the stray tests above count the stand-in's refunds.
describe('a refund asked of the order service', () => {
  it('refunds through the order service: Stripe is asked once per refund, and its webhook withdraws', async () => {
    const me = await newBuyer();
    const { orderNo, paymentIntent } = await buyMember(me);
    const { id } = await order(orderNo);
    const context = { config: t.config, log: t.app.log, now: Date.now };
    const orders = new OrderService({
      db: t.db,
      catalog: new PlanCatalog(t.db),
      quota: new QuotaService({ db: t.db }),
      providers: PaymentProviders.named('stripe', context),
      defaultCurrency: 'USD',
      pendingMs: 30 * 60_000,
      now: Date.now,
      receipts: { send: async () => {} },
      log: t.app.log,
    });
    const before = standIn.refunds.length;
    // Withdrawn when Stripe's charge.refunded comes, as for a refund made in its dashboard.
    expect(await orders.refund(orderNo, 200)).toMatchObject({ state: 'paid', refundedAmount: 0 });
    // Asked again before that notice (a retry): the same refund.
    await orders.refund(orderNo, 200);
    expect(standIn.refunds.length).toBe(before + 1);
    const made = standIn.refunds.at(-1);
    expect(made?.idempotencyKey).toBe(`refund-${id}-0-200`);
    expect(made?.form.get('amount')).toBe('200');
    expect(made?.form.get('payment_intent')).toBe(paymentIntent);
    const notice = stripeEvent('charge.refunded', chargeJson(paymentIntent, 499, 'usd', 200));
    expect((await deliver(t, notice)).json.data).toEqual({ outcome: 'refunded', fulfilled: false });
    expect(await order(orderNo)).toMatchObject({ refunded_amount: 200 });
    await expect(orders.refund(orderNo, 300)).rejects.toMatchObject({ errorName: 'orderNotRefundable' });
  });
});
