import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import type { LocaleCode } from '@glossa/contracts/locales';
import { loadCatalog } from '@glossa/i18n/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, call, sandboxForm, sandboxNotice, signUp, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
let clock = Date.UTC(2026, 2, 10, 12);
const MINUTE = 60_000;
let emails = 0;
const catalog = loadCatalog();
const plans = (locale: LocaleCode, key: string) => catalog.t(locale, 'plans', key);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://glossa.test', SITE_NAME: 'Glossa Test' }, FALLBACK_BUNDLE, {
    now: () => clock,
  });
});
afterAll(async () => t.close());

const newBuyer = () => signUp(t, `receipt${++emails}@example.com`, () => (clock += 2 * MINUTE));

/** Orders a plan with the interface in `locale`; answers the order number (not paid yet). */
async function order(who: Buyer, comboId: string, locale: LocaleCode, currency = 'USD'): Promise<string> {
  const created = await call(t, 'POST', `${W}${COMBO_PATHS.createOrder}`, {
    body: { comboId, currency, agreed: true },
    headers: { authorization: `Bearer ${who.token}`, 'lan-i18n-code': locale },
  });
  expect(created.json).toMatchObject({ code: 200 });
  return created.json.data.orderNo;
}

async function pay(who: Buyer, orderNo: string): Promise<void> {
  const paid = await sandboxNotice(t, who, orderNo, 'succeed');
  expect(paid.json.data).toEqual({ fulfilled: true });
}

const receiptsTo = (email: string) =>
  t.db.selectFrom('outbox').selectAll().where('to', '=', email).where('subject', 'not like', '%code%').execute();

async function receiptMail(email: string, orderNo: string) {
  const mails = (await receiptsTo(email)).filter((mail) => mail.subject.includes(orderNo));
  expect(mails).toHaveLength(1);
  return mails[0] as (typeof mails)[number];
}

describe('receipt e-mail', () => {
  it('is sent once when an order is paid, in the buyer’s language, with the order’s facts', async () => {
    const me = await newBuyer();
    const orderNo = await order(me, 'member', 'enus');
    // The same notice three times: paid once, one receipt.
    const form = await sandboxForm(t, me, orderNo, 'succeed');
    const notices = [];
    for (let i = 0; i < 3; i++)
      notices.push(await call(t, 'POST', `${W}${COMBO_PATHS.sandboxCallback}`, { body: form }));
    expect(notices.map((notice) => notice.json.data.fulfilled)).toEqual([true, false, false]);
    const mail = await receiptMail(`receipt${emails}@example.com`, orderNo);
    expect(mail.subject).toBe(`Your Glossa Test receipt for order ${orderNo}`);
    expect(mail.text).toContain(`Order number: ${orderNo}`);
    expect(mail.text).toContain('Product: Pro · Monthly');
    // The first-subscription price, the period the ledger granted (a calendar month), paid today.
    expect(mail.text).toContain('Total paid: $4.99');
    expect(mail.text).toMatch(/^Period: March 10\s–\sApril 10, 2026$/m);
    expect(mail.text).not.toContain('Tax:');
    expect(mail.text).toContain(`https://glossa.test/enus/account/orders/${orderNo}/receipt`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain(`<bdi>${orderNo}</bdi>`);
  });

  it('speaks Chinese and Arabic (right to left) to buyers who ordered in them, amounts in their format', async () => {
    const zh = await newBuyer();
    const zhOrder = await order(zh, 'pack-500', 'zhcn', 'JPY');
    await pay(zh, zhOrder);
    const zhMail = await receiptMail(`receipt${emails}@example.com`, zhOrder);
    expect(zhMail.subject).toBe(`Glossa Test 订单 ${zhOrder} 的收据`);
    expect(zhMail.text).toContain(`${plans('zhcn', 'receipt.product')}: ${plans('zhcn', 'name.pack')}`);
    expect(zhMail.text).toContain(`${plans('zhcn', 'receipt.total')}: JP¥750`);
    expect(zhMail.html).toContain('<html lang="zh-CN" dir="ltr">');

    const ar = await newBuyer();
    const arOrder = await order(ar, 'member-yearly', 'arsa');
    await pay(ar, arOrder);
    const arMail = await receiptMail(`receipt${emails}@example.com`, arOrder);
    expect(arMail.subject).toBe(`إيصال Glossa Test للطلب ${arOrder}`);
    expect(arMail.html).toContain('<html lang="ar" dir="rtl">');
    expect(arMail.html).toContain('direction:rtl');
    expect(arMail.text).toContain(`${plans('arsa', 'name.member')} · ${plans('arsa', 'period.year')}`);
    expect(arMail.text).toMatch(/95[.٫]90|٩٥٫٩٠/);
  });

  it('shows the tax included in the price when the provider recorded tax', async () => {
    const me = await newBuyer();
    const orderNo = await order(me, 'member', 'dede', 'EUR');
    await t.db.updateTable('orders').set({ tax_amount: 95 }).where('order_no', '=', orderNo).execute();
    await pay(me, orderNo);
    const mail = await receiptMail(`receipt${emails}@example.com`, orderNo);
    expect(mail.text).toContain('Betrag: 4,04\u00a0€');
    expect(mail.text).toContain('Steuer: 0,95\u00a0€');
    expect(mail.text).toContain('Bezahlt insgesamt: 4,99\u00a0€');
  });
});

describe('receipt page data', () => {
  it('gives the owner the receipt of a paid order, with the period as the ledger granted it', async () => {
    const me = await newBuyer();
    const orderNo = await order(me, 'member', 'enus');
    expect((await me.get(COMBO_PATHS.receipt, { orderNo })).json).toMatchObject({ code: 10422 });
    await pay(me, orderNo);
    const receipt = await me.get(COMBO_PATHS.receipt, { orderNo });
    const info = await me.get(ACCOUNT_PATHS.packageInfo);
    expect(receipt.json.data).toEqual({
      orderNo,
      comboId: 'member',
      kind: 'member',
      periodUnit: 'month',
      serviceType: 'subscribe',
      currency: 'USD',
      amount: 499,
      taxAmount: null,
      total: 499,
      paidAt: new Date(clock).toISOString(),
      periodStart: new Date(clock).toISOString(),
      periodEnd: info.json.data.expiresAt,
      siteName: 'Glossa Test',
      email: `receipt${emails}@example.com`,
    });

    // A renewal's period starts where the plan in force ends.
    clock += 3 * 24 * 60 * MINUTE;
    const renewal = await order(me, 'member', 'enus');
    await pay(me, renewal);
    const renewed = (await me.get(COMBO_PATHS.receipt, { orderNo: renewal })).json.data;
    expect(renewed).toMatchObject({ serviceType: 'renew', amount: 999, periodStart: info.json.data.expiresAt });
  });

  it('answers 404 for another person’s order, and asks a visitor to sign in', async () => {
    const owner = await newBuyer();
    const orderNo = await order(owner, 'pack-500', 'enus');
    await pay(owner, orderNo);
    const other = await newBuyer();
    const theirs = await other.get(COMBO_PATHS.receipt, { orderNo });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toMatchObject({ code: 10400 });
    const anonymous = await call(t, 'GET', `${W}${COMBO_PATHS.receipt}`, { query: { orderNo } });
    expect(anonymous.status).toBe(401);
    const bad = await owner.get(COMBO_PATHS.receipt, { orderNo: 'gl<script>' });
    expect(bad.status).toBe(400);
  });
});
