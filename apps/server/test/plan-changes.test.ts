import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreOrder, withdrawOrder } from '../src/features/billing/ledger.ts';
import { QuotaService } from '../src/features/quota/service.ts';
import { type Buyer, buy, call, sandboxForm, signUp, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

/**
 * A second plan, a late payment, the lowest price (decision 0033): every paid chat and day is kept
 * or credited, never lost or paid twice. The figures are worked out by hand in the comments.
 */
let t: TestApp;
let clock = Date.UTC(2026, 2, 1, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let emails = 0;

beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE, { now: () => clock });
});
afterAll(async () => t.close());

const newBuyer = () => signUp(t, `changer${++emails}@example.com`);

async function spendChats(who: Buyer, count: number) {
  const quota = new QuotaService({ db: t.db, now: () => clock });
  const owner = { kind: 'user' as const, userId: who.userId };
  for (let i = 0; i < count; i++) {
    await t.db
      .transaction()
      .execute((trx) => quota.charge(trx, owner, { jobId: randomUUID(), conversationId: null, kind: 'translate' }));
  }
}

/** The owner's usage records up to now: they add up to the chats left. */
async function recordsSum(who: Buyer) {
  const rows = await t.db
    .selectFrom('usage_records')
    .select('change')
    .where('owner', '=', `user:${who.userId}`)
    .where('created_at', '<=', clock)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.change), 0);
}

describe('a second member plan', () => {
  it('monthly, renewed, then yearly: the renewal queues, the upgrade credits every unused paid day', async () => {
    clock = Date.UTC(2026, 2, 1);
    const me = await newBuyer();
    await buy(t, me, 'member'); // first price 4.99, 1 March to 1 April (31 days), 1000 chats
    await spendChats(me, 3);
    clock += 10 * DAY;
    await buy(t, me, 'member'); // renewal 9.99, queued: 1 April to 1 May (30 days)
    const queued = await t.db
      .selectFrom('plan_grants')
      .select(['starts_at', 'expires_at'])
      .where('owner', '=', `user:${me.userId}`)
      .orderBy('starts_at')
      .execute();
    expect(queued.map((grant) => [Number(grant.starts_at), Number(grant.expires_at)])).toEqual([
      [Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1)],
      [Date.UTC(2026, 3, 1), Date.UTC(2026, 4, 1)],
    ]);
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data).toMatchObject({ plan: 'member', planLeft: 997 });

    clock = Date.UTC(2026, 2, 21); // 11 of the first 31 days left, all 30 days of the renewal
    const check = await me.post(COMBO_PATHS.preCheck, { comboId: 'member-yearly', currency: 'USD', agreed: true });
    // 11988 less 20% = 9590; credit floor(499 x 11/31) = 177 plus floor(999 x 30/30) = 999: 1176.
    expect(check.json.data).toEqual({
      comboId: 'member-yearly',
      serviceType: 'upgrade',
      currency: 'USD',
      listAmount: 9590,
      credit: 1176,
      amount: 8414,
      firstPrice: false,
    });
    await buy(t, me, 'member-yearly');
    const amounts = await t.db.selectFrom('orders').select('amount').where('owner', '=', `user:${me.userId}`).execute();
    expect(amounts.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([499, 999, 8414]);
    // The yearly plan runs from today, its first month with 1000 chats; the monthly ones are withdrawn.
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data).toMatchObject({
      plan: 'member-yearly',
      planLeft: 1000,
      expiresAt: new Date(Date.UTC(2026, 3, 21)).toISOString(),
    });
    const withdrawn = await t.db
      .selectFrom('plan_grants')
      .select('withdrawn_reason')
      .where('owner', '=', `user:${me.userId}`)
      .where('plan_id', '=', 'member')
      .execute();
    expect(withdrawn.map((grant) => grant.withdrawn_reason)).toEqual(['upgrade', 'upgrade']);
    // +1000 bought, -3 used, -997 credited away, +1000 of the yearly plan's first month.
    expect(await recordsSum(me)).toBe(1000);
  });

  it('a late payment of an expired order extends the plan instead of running beside it', async () => {
    clock = Date.UTC(2026, 5, 1);
    const me = await newBuyer();
    const first = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
    const lateNotice = await sandboxForm(t, me, first.json.data.orderNo, 'succeed');
    clock += 31 * MINUTE; // abandoned: the order expires
    expect((await me.get(COMBO_PATHS.opaque, { orderNo: first.json.data.orderNo })).json.data.state).toBe('expired');
    await buy(t, me, 'member'); // paid now: 1 June 00:31 to 1 July 00:31
    const paidLate = await call(t, 'POST', `${W}${COMBO_PATHS.sandboxCallback}`, { body: lateNotice });
    expect(paidLate.json.data).toEqual({ fulfilled: true });
    const grants = await t.db
      .selectFrom('plan_grants')
      .select(['starts_at', 'expires_at'])
      .where('owner', '=', `user:${me.userId}`)
      .orderBy('starts_at')
      .execute();
    expect(grants).toHaveLength(2);
    // The late month follows the paid one: two months in all, none overlapping.
    expect(Number(grants[1]?.starts_at)).toBe(Number(grants[0]?.expires_at));
    expect(Number(grants[1]?.expires_at)).toBe(Date.UTC(2026, 7, 1, 0, 31));
  });
});

describe('a plan given by hand', () => {
  it('adds its days after the plan running, even when it is shorter', async () => {
    clock = Date.UTC(2026, 6, 1);
    const me = await newBuyer();
    await buy(t, me, 'member'); // 1 July to 1 August
    const quota = new QuotaService({ db: t.db, now: () => clock });
    const given = await quota.grant({ kind: 'user', userId: me.userId }, 'member', 7);
    expect(given).toEqual({
      startsAt: new Date(Date.UTC(2026, 7, 1)).toISOString(),
      expiresAt: new Date(Date.UTC(2026, 7, 8)).toISOString(),
    });
    // Until 1 August the bought month runs, then the given week.
    const info = await quota.packageInfo({ kind: 'user', userId: me.userId });
    expect(info).toMatchObject({ plan: 'member', expiresAt: new Date(Date.UTC(2026, 7, 1)).toISOString() });
    clock = Date.UTC(2026, 7, 3);
    const later = await quota.packageInfo({ kind: 'user', userId: me.userId });
    expect(later).toMatchObject({ plan: 'member', planLeft: 1000, expiresAt: given.expiresAt });
    // The unlimited plan is read first, whatever runs.
    await quota.grant({ kind: 'user', userId: me.userId }, 'enterprise', 30);
    expect(await quota.packageInfo({ kind: 'user', userId: me.userId })).toMatchObject({
      plan: 'enterprise',
      unlimited: true,
    });
  });
});

describe('the price a buyer pays', () => {
  it('is the lowest one offered: a deeper discount beats the first-subscription price', async () => {
    clock = Date.UTC(2026, 8, 1);
    const me = await newBuyer();
    await t.db.updateTable('plans').set({ discount_percent: 60 }).where('id', '=', 'member').execute();
    try {
      const check = await me.post(COMBO_PATHS.preCheck, { comboId: 'member', currency: 'USD', agreed: true });
      // 999 less 60% = 399.6, rounded half up to 400: lower than the first price of 499.
      expect(check.json.data).toMatchObject({ amount: 400, listAmount: 400, firstPrice: false });
    } finally {
      await t.db.updateTable('plans').set({ discount_percent: 0 }).where('id', '=', 'member').execute();
    }
  });

  it('is never below the currency’s minimum charge', async () => {
    clock = Date.UTC(2026, 8, 2);
    const me = await newBuyer();
    await t.db.updateTable('plans').set({ discount_percent: 99 }).where('id', '=', 'pack-500').execute();
    try {
      const check = await me.post(COMBO_PATHS.preCheck, { comboId: 'pack-500', currency: 'USD', agreed: true });
      // 499 less 99% is 5 cents; Stripe charges no less than 50.
      expect(check.json.data).toMatchObject({ amount: 50, listAmount: 50 });
    } finally {
      await t.db.updateTable('plans').set({ discount_percent: 0 }).where('id', '=', 'pack-500').execute();
    }
  });

  it('allows one open member order at a time, so two first-price orders cannot both be made', async () => {
    clock = Date.UTC(2026, 9, 1);
    const me = await newBuyer();
    const first = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
    expect(first.json.data).toMatchObject({ firstPrice: true, amount: 499 });
    // Its checkout opened (until then another order would replace it)...
    expect((await me.post(COMBO_PATHS.toPay, { orderNo: first.json.data.orderNo })).json.code).toBe(200);
    const second = await me.post(COMBO_PATHS.createOrder, { comboId: 'member-yearly', currency: 'USD', agreed: true });
    expect(second.json).toMatchObject({ code: 10402 });
  });
});

describe('withdrawing what an order gives (refunds, disputes)', () => {
  it('takes a share of the remaining time from the end, and gives a whole withdrawal back', async () => {
    clock = Date.UTC(2027, 0, 1);
    const me = await newBuyer();
    await buy(t, me, 'member-yearly'); // twelve months, 1 January 2027 to 1 January 2028, 1000 chats a month
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'owner'])
      .where('owner', '=', `user:${me.userId}`)
      .executeTakeFirstOrThrow();
    await spendChats(me, 100);
    clock = Date.UTC(2027, 0, 16); // half of January used: 365 days less 15 remain
    await t.db.transaction().execute((trx) => withdrawOrder(trx, order, 0.5, 'refund', clock));
    const standing = await t.db
      .selectFrom('plan_grants')
      .select(['expires_at', 'withdrawn_reason'])
      .where('order_id', '=', order.id)
      .where('withdrawn_at', 'is', null)
      .orderBy('starts_at', 'desc')
      .execute();
    // Half of the 350 days left (175) comes off the end: the rights now end on 10 July 2027.
    expect(Number(standing[0]?.expires_at)).toBe(Date.UTC(2027, 6, 10));
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data).toMatchObject({ plan: 'member-yearly', planLeft: 900 });
    // A dispute takes the rest at once; winning it gives back what it took, for the time still left.
    await t.db.transaction().execute((trx) => withdrawOrder(trx, order, 1, 'dispute', clock));
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data).toMatchObject({ plan: 'free' });
    await t.db.transaction().execute((trx) => restoreOrder(trx, order, 'dispute', clock));
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data).toMatchObject({ plan: 'member-yearly', planLeft: 900 });
    expect(await recordsSum(me)).toBe(900);
  });
});

describe('an order with nothing to pay', () => {
  it('is fulfilled at once, without a provider', async () => {
    clock = Date.UTC(2027, 5, 1);
    const me = await newBuyer();
    await t.db.updateTable('plans').set({ discount_percent: 100 }).where('id', '=', 'pack-500').execute();
    try {
      const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'pack-500', currency: 'USD', agreed: true });
      expect(created.json.data).toMatchObject({ amount: 0, state: 'pending' });
      const toPay = await me.post(COMBO_PATHS.toPay, { orderNo: created.json.data.orderNo });
      expect(toPay.json.data.payUrl).toContain('/plans/success');
      expect((await me.get(COMBO_PATHS.opaque, { orderNo: created.json.data.orderNo })).json.data.state).toBe('paid');
      expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data.packLeft).toBe(500);
    } finally {
      await t.db.updateTable('plans').set({ discount_percent: 0 }).where('id', '=', 'pack-500').execute();
    }
  });
});
