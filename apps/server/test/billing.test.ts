import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { COOKIES } from '@glossa/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, call, sandboxForm, signUp, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
let clock = Date.UTC(2026, 2, 10, 12);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let emails = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://glossa.test', OPERATOR_EMAIL: 'sales@glossa.test' }, FALLBACK_BUNDLE, {
    now: () => clock,
  });
});
afterAll(async () => t.close());

const newBuyer = () => signUp(t, `buyer${++emails}@example.com`, () => (clock += 2 * MINUTE));

describe('plans as data', () => {
  it('lists the plans with prices in minor units and the discount rounded half up', async () => {
    const combos = await call(t, 'POST', `${W}${COMBO_PATHS.search}`, { body: { currency: 'USD' } });
    expect(combos.json.code).toBe(200);
    const byId = Object.fromEntries(combos.json.data.map((combo: { comboId: string }) => [combo.comboId, combo]));
    expect(Object.keys(byId)).toEqual(['free', 'member', 'member-yearly', 'pack-500', 'enterprise']);
    expect(byId.free).toMatchObject({ kind: 'free', price: null, rights: { dailyChats: 20, fileMaxBytes: 10485760 } });
    expect(byId.member).toMatchObject({
      periodUnit: 'month',
      price: { currency: 'USD', listAmount: 999, amount: 999, firstAmount: 499 },
      rights: { monthlyChats: 1000, fileMaxBytes: 52428800, domainFeature: true, earlyAccess: true },
    });
    // 11988 less 20% is 9590.4: 9590 cents.
    expect(byId['member-yearly'].price).toMatchObject({ listAmount: 11988, discountPercent: 20, amount: 9590 });
    expect(byId['pack-500']).toMatchObject({ kind: 'pack', rights: { packChats: 500 } });
    expect(byId.enterprise.price).toBeNull();
    expect(byId.free.rights.formats).toBeLessThan(byId.member.rights.formats);

    const yen = await call(t, 'POST', `${W}${COMBO_PATHS.search}`, { body: { currency: 'JPY', periodUnit: 'year' } });
    const ids = yen.json.data.map((combo: { comboId: string }) => combo.comboId);
    expect(ids).not.toContain('member');
    // ¥18000 less 20%: 14400 (yen have no minor unit).
    expect(yen.json.data.find((c: { comboId: string }) => c.comboId === 'member-yearly').price.amount).toBe(14400);
  });

  it('gives the rights table and the format groups per plan', async () => {
    const diff = await call(t, 'POST', `${W}${COMBO_PATHS.rightsDiff}`, { body: {} });
    const size = diff.json.data.rows.find((row: { right: string }) => row.right === 'fileMaxBytes');
    expect(size.values).toMatchObject({ free: 10485760, member: 52428800 });
    expect(diff.json.data.prices.member).toMatchObject({ amount: 999 });

    const groups = await call(t, 'GET', `${W}${COMBO_PATHS.formatGroups}`);
    const free = groups.json.data.find((g: { comboId: string }) => g.comboId === 'free');
    const member = groups.json.data.find((g: { comboId: string }) => g.comboId === 'member');
    const all = (g: { groups: { extensions: string[] }[] }) => g.groups.flatMap((group) => group.extensions);
    expect(all(free)).toContain('docx');
    expect(all(free)).not.toContain('po');
    expect(all(member)).toContain('po');
  });

  it('names order states and service types in the reader’s language', async () => {
    const zh = await call(t, 'GET', `${W}${COMBO_PATHS.enumList}`, { headers: { 'lan-i18n-code': 'zhcn' } });
    expect(zh.json.data.orderStates).toContainEqual({ value: 'paid', label: '已支付' });
    expect(zh.json.data.serviceTypes).toContainEqual({ value: 'renew', label: '续订' });
  });
});

describe('orders through the sandbox provider', () => {
  it('buys a monthly plan: the package, rights and quota change, and three notices fulfil once', async () => {
    const me = await newBuyer();
    const before = await me.get(ACCOUNT_PATHS.packageInfo);
    expect(before.json.data).toMatchObject({ plan: 'free', member: false, rights: { fileMaxBytes: 10485760 } });

    const unaccepted = await me.post(COMBO_PATHS.preCheck, { comboId: 'member', agreed: false });
    expect(unaccepted.json).toMatchObject({ code: 10005 });
    const check = await me.post(COMBO_PATHS.preCheck, { comboId: 'member', currency: 'USD', agreed: true });
    expect(check.json.data).toEqual({
      comboId: 'member',
      serviceType: 'subscribe',
      currency: 'USD',
      amount: 499,
      listAmount: 499,
      credit: 0,
      firstPrice: true,
    });

    const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
    expect(created.json.data).toMatchObject({
      state: 'pending',
      amount: 499,
      firstPrice: true,
      serviceType: 'subscribe',
    });
    const { orderNo } = created.json.data;
    // Until its checkout is opened, ordering the plan again is the same order.
    const again = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
    expect(again.json.data).toMatchObject({ orderNo, state: 'pending' });

    // The checkout page is marked test mode, in the reader's language and direction.
    const toPay = await me.post(COMBO_PATHS.toPay, { orderNo });
    const third = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
    expect(third.json).toMatchObject({ code: 10402 });
    const payUrl = new URL(toPay.json.data.payUrl);
    expect(payUrl.origin).toBe('https://glossa.test');
    const page = await call(t, 'GET', `${payUrl.pathname}${payUrl.search}`);
    expect(page.body).toContain('Test mode: no real payment is made');
    expect(page.body).toContain('$4.99');
    // Its buttons post forms with the buyer's session cookie: the browser must send their Origin
    // (under helmet's no-referrer it sends "Origin: null", which the cross-site guard refuses).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const arabic = await call(t, 'GET', payUrl.pathname, {
      query: { ...Object.fromEntries(payUrl.searchParams), lang: 'arsa' },
    });
    expect(arabic.body).toContain('dir="rtl"');
    expect(arabic.body).toContain('وضع الاختبار');

    const form = await sandboxForm(t, me, orderNo, 'succeed');
    const notices = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', `${W}${COMBO_PATHS.sandboxCallback}`, { body: form })),
    );
    expect(notices.map((notice) => notice.json.data.fulfilled).sort()).toEqual([false, false, true]);
    // The page's own button: the same notice, then back to the success page.
    const button = await call(t, 'POST', `${W}${COMBO_PATHS.sandboxComplete}`, {
      body: new URLSearchParams(form).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${COOKIES.authToken}=${me.token}`,
        origin: 'https://glossa.test',
      },
    });
    expect(button.status).toBe(303);
    expect(button.headers.location).toBe(`https://glossa.test/enus/plans/success?orderNo=${orderNo}`);

    const grants = await t.db.selectFrom('plan_grants').selectAll().where('owner', '=', `user:${me.userId}`).execute();
    expect(grants).toHaveLength(1);
    const order = await me.get(COMBO_PATHS.opaque, { orderNo });
    expect(order.json.data).toMatchObject({ state: 'paid', amount: 499 });
    expect(order.json.data.paidAt).not.toBeNull();
    const after = await me.get(ACCOUNT_PATHS.packageInfo);
    expect(after.json.data).toMatchObject({
      plan: 'member',
      member: true,
      planLeft: 1000,
      dailyLeft: null,
      rights: { fileMaxBytes: 52428800, formatTier: 'member', storageDays: 30 },
    });
    expect(Date.parse(after.json.data.expiresAt)).toBe(Date.UTC(2026, 3, 10, 12) + (clock - Date.UTC(2026, 2, 10, 12)));
    const usage = await me.post(ACCOUNT_PATHS.usagePage, {});
    expect(usage.json.data.records).toEqual([
      expect.objectContaining({ change: 1000, kind: 'purchase', source: 'plan' }),
    ]);
    const orders = await me.post(COMBO_PATHS.pageSelfOrder, { pageNum: 1, pageSize: 10 });
    expect(orders.json.data).toMatchObject({ total: 1, records: [{ orderNo, state: 'paid' }] });
    // Subscriptions are non-refundable: a paid order cannot be cancelled.
    expect((await me.post(COMBO_PATHS.cancel, { orderNo })).json).toMatchObject({ code: 10401 });
  });

  it('gives the first-subscription price once; a renewal starts when the plan ends', async () => {
    const me = await newBuyer();
    await buy(t, me, 'member');
    const renewal = await me.post(COMBO_PATHS.preCheck, { comboId: 'member', currency: 'USD', agreed: true });
    expect(renewal.json.data).toMatchObject({ serviceType: 'renew', amount: 999, firstPrice: false });
    await buy(t, me, 'member');
    const grants = await t.db
      .selectFrom('plan_grants')
      .selectAll()
      .where('owner', '=', `user:${me.userId}`)
      .orderBy('starts_at')
      .execute();
    expect(grants).toHaveLength(2);
    expect(Number(grants[1]?.starts_at)).toBe(Number(grants[0]?.expires_at));
    const amounts = await t.db.selectFrom('orders').select('amount').where('owner', '=', `user:${me.userId}`).execute();
    expect(amounts.map((row) => Number(row.amount)).sort()).toEqual([499, 999]);
  });

  it('never fulfils a cancelled order, and an abandoned one expires', async () => {
    const me = await newBuyer();
    const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', agreed: true });
    const { orderNo } = created.json.data;
    const form = await sandboxForm(t, me, orderNo, 'succeed');
    expect((await me.post(COMBO_PATHS.cancel, { orderNo })).json.data.state).toBe('cancelled');
    const late = await call(t, 'POST', `${W}${COMBO_PATHS.sandboxCallback}`, { body: form });
    expect(late.json.data).toEqual({ fulfilled: false });
    expect((await me.get(COMBO_PATHS.opaque, { orderNo })).json.data.state).toBe('cancelled');
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data.plan).toBe('free');

    const next = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', agreed: true });
    expect(next.json.data.firstPrice).toBe(true);
    clock += 31 * MINUTE;
    const expired = await me.get(COMBO_PATHS.opaque, { orderNo: next.json.data.orderNo });
    expect(expired.json.data.state).toBe('expired');
    expect((await me.post(COMBO_PATHS.toPay, { orderNo: next.json.data.orderNo })).json).toMatchObject({ code: 10401 });
  });

  it('refuses a forged notice, a downgrade, and what is not for sale', async () => {
    const me = await newBuyer();
    const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'pack-500', agreed: true });
    const forged = await call(t, 'POST', `${W}${COMBO_PATHS.sandboxCallback}`, {
      body: { orderNo: created.json.data.orderNo, outcome: 'succeed', sig: '0'.repeat(64) },
    });
    expect(forged.json).toMatchObject({ code: 10405, msg: 'The payment notice could not be verified' });
    const fail = await sandboxForm(t, me, created.json.data.orderNo, 'fail');
    expect((await call(t, 'POST', `${W}${COMBO_PATHS.sandboxCallback}`, { body: fail })).json.data).toEqual({
      fulfilled: false,
    });
    expect((await me.get(COMBO_PATHS.opaque, { orderNo: created.json.data.orderNo })).json.data.state).toBe('failed');

    await buy(t, me, 'member-yearly');
    const down = await me.post(COMBO_PATHS.preCheck, { comboId: 'member', agreed: true });
    expect(down.json).toMatchObject({ code: 10403 });
    expect((await me.post(COMBO_PATHS.preCheck, { comboId: 'enterprise', agreed: true })).json.code).toBe(10404);
    expect((await me.post(COMBO_PATHS.preCheck, { comboId: 'free', agreed: true })).json.code).toBe(10404);
    // A yearly plan is twelve months of chats, each month's count starting afresh.
    const months = await t.db.selectFrom('plan_grants').selectAll().where('owner', '=', `user:${me.userId}`).execute();
    expect(months).toHaveLength(12);
    expect((await me.post(ACCOUNT_PATHS.usagePage, {})).json.data.total).toBe(1);
    // A month on (seen once on the way, so the session stays alive).
    clock += 20 * DAY;
    expect((await me.get(ACCOUNT_PATHS.packageInfo)).json.data.planLeft).toBe(1000);
    clock += 12 * DAY;
    const later = await me.post(ACCOUNT_PATHS.usagePage, {});
    expect(later.json.data.records.map((r: { kind: string }) => r.kind)).toEqual(['renewal', 'purchase']);
  });

  it('stores an enterprise request and mails it to the operators', async () => {
    const empty = await call(t, 'POST', `${W}${COMBO_PATHS.enterpriseContact}`, {
      body: { name: 'Ada', email: 'ada@example.com', company: 'Analytical', message: ' ' },
    });
    expect(empty.json).toMatchObject({ code: 10406, msg: 'Tell us what you need' });
    const sent = await call(t, 'POST', `${W}${COMBO_PATHS.enterpriseContact}`, {
      body: { name: 'Ada', email: 'ada@example.com', company: 'Analytical', message: '200 seats, SSO' },
    });
    expect(sent.json.data).toEqual({ received: true });
    const stored = await t.db.selectFrom('enterprise_requests').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ company: 'Analytical', message: '200 seats, SSO' })]);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', 'sales@glossa.test').execute();
    expect(mail).toEqual([expect.objectContaining({ subject: 'Enterprise plan request from Analytical' })]);
    expect(mail[0]?.text).toContain('200 seats, SSO');
  });
});
