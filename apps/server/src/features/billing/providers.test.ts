import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#core/config.ts';
import type { Owner } from '#core/owner.ts';
import { createDatabase, type Database } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import type { OrderTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { QuotaService } from '../quota/index.ts';
import { OrderService } from './orders.ts';
import {
  type CheckoutBuyer,
  type CheckoutReturn,
  checkoutReturn,
  DEFAULT_POLICY,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderDefinition,
  type ProviderNotice,
  type RefundRequest,
} from './payment-provider.ts';
import { PlanCatalog } from './plan-catalog.ts';
import { PAYMENT_PROVIDERS, PaymentProviders } from './providers.ts';

const SECRET = 'fake-provider-secret';
const sign = (raw: Buffer) => createHmac('sha256', SECRET).update(raw).digest('hex');

/** What the fake provider's webhook posts: one checkout's outcome, signed over its bytes. */
interface FakeNotice {
  id: string;
  checkout: string;
  status: 'paid' | 'expired';
  amount: number;
  currency: string;
}

/**
 * A provider made only here, as a new one would be: a class implementing PaymentProvider and
 * its definition. Its checkouts are pages elsewhere, its notices HMAC-signed JSON, and its
 * refunds are final at once (it sends no notice of them).
 */
class FakeProvider implements PaymentProvider {
  readonly id = 'fake';
  readonly livemode = false;
  readonly policy = DEFAULT_POLICY;
  readonly checkouts = new Map<string, { order: OrderTable; attempt: number; open: boolean }>();
  readonly refunds: RefundRequest[] = [];

  async checkout(order: OrderTable, _back: CheckoutReturn, buyer: CheckoutBuyer) {
    const ref = `fake_${this.checkouts.size + 1}`;
    this.checkouts.set(ref, { order, attempt: buyer.attempt, open: true });
    return { payUrl: `https://pay.fake.test/${ref}`, providerRef: ref };
  }

  async cancel(ref: string): Promise<'closed'> {
    const checkout = this.checkouts.get(ref);
    if (checkout) checkout.open = false;
    return 'closed';
  }

  async verify(notice: ProviderNotice): Promise<PaymentEvent> {
    const given = Buffer.from(String(notice.headers['x-fake-signature'] ?? ''), 'hex');
    const expected = Buffer.from(sign(notice.raw), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('paymentSignatureInvalid');
    }
    const body = (await notice.fields()) as FakeNotice;
    const checkout = this.checkouts.get(body.checkout);
    const facts = {
      id: body.id,
      type: `fake.${body.status}`,
      created: Date.now(),
      livemode: false,
      orderId: checkout?.order.id ?? null,
      orderNo: null,
      checkout: { ref: body.checkout, orderId: checkout?.order.id ?? null, attempt: checkout?.attempt ?? null },
      payment: `pay_${body.checkout}`,
      charge: null,
      amount: body.amount,
      currency: body.currency,
    };
    if (body.status === 'expired') return { ...facts, kind: 'abandoned' };
    const charged = { currency: body.currency, subtotal: body.amount, total: body.amount, discount: null, tax: null };
    return { ...facts, kind: 'paid', settled: true, charged };
  }

  async refund(request: RefundRequest) {
    this.refunds.push(request);
    const paid = Number(request.order.amount);
    const refunded = Number(request.order.refunded_amount) + (request.amount ?? paid);
    const id = `fake_refund_${this.refunds.length}`;
    const event: PaymentEvent = {
      id,
      type: 'fake.refund',
      created: Date.now(),
      livemode: false,
      orderId: null,
      orderNo: null,
      checkout: null,
      payment: request.payment,
      charge: null,
      amount: refunded,
      currency: request.order.currency,
      kind: 'refunded',
      refunded,
      paid,
    };
    return { id, event };
  }
}

const fake = new FakeProvider();
const fakeProvider: ProviderDefinition = { id: 'fake', create: () => fake };

/** The fake's webhook delivery, as the notice route hands it over. */
function delivery(body: FakeNotice, signature?: string): ProviderNotice {
  const raw = Buffer.from(JSON.stringify(body));
  return { raw, headers: { 'x-fake-signature': signature ?? sign(raw) }, fields: async () => JSON.parse(String(raw)) };
}

let dir: string;
let db: Database;
let orders: OrderService;
let quota: QuotaService;
const warnings: unknown[] = [];
let clock = Date.UTC(2026, 2, 10, 12);
const now = () => clock;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'glossa-providers-'));
  db = createDatabase({ databaseUrl: undefined, dataDir: dir });
  await migrateToLatest(db);
  const log = { warn: (...args: unknown[]) => void warnings.push(args) };
  const context = { config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), log: log as never, now };
  // The one line a new provider adds to the registry (billing/providers.ts).
  const providers = PaymentProviders.named('fake', context, [...PAYMENT_PROVIDERS, fakeProvider]);
  quota = new QuotaService({ db, now });
  orders = new OrderService({
    db,
    catalog: new PlanCatalog(db),
    quota,
    providers,
    defaultCurrency: 'USD',
    pendingMs: 30 * 60_000,
    now,
    receipts: { send: async () => {} },
    log,
  });
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('a payment provider added to the registry', () => {
  const buyer: Owner = { kind: 'user', userId: randomUUID() };
  const back = checkoutReturn('https://glossa.test', 'enus', 'x');
  const row = (orderNo: string) =>
    db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

  it('opens checkouts, is paid through its verified notice once, and refunds', async () => {
    const created = await orders.create(buyer, { comboId: 'member', currency: 'USD' });
    expect(created).toMatchObject({ state: 'pending', amount: 499 });
    const { payUrl } = await orders.toPay(buyer, created.orderNo, back);
    expect(payUrl).toBe('https://pay.fake.test/fake_1');
    expect(await row(created.orderNo)).toMatchObject({ provider: 'fake', provider_ref: 'fake_1' });

    const paid = { id: 'evt_fake_1', checkout: 'fake_1', status: 'paid', amount: 499, currency: 'USD' } as const;
    await expect(orders.notice('fake', delivery(paid, '00'.repeat(32)))).rejects.toMatchObject({
      errorName: 'paymentSignatureInvalid',
    });
    expect(await orders.notice('fake', delivery(paid))).toEqual({ outcome: 'fulfilled', fulfilled: true });
    // Delivered again: recorded once, fulfilled once.
    expect(await orders.notice('fake', delivery(paid))).toEqual({ outcome: 'fulfilled', fulfilled: false });
    expect(await orders.view(buyer, created.orderNo)).toMatchObject({ state: 'paid' });
    expect(await row(created.orderNo)).toMatchObject({ payment_intent: 'pay_fake_1' });
    const member = await quota.entitlement(buyer);
    expect(member.plan.id).toBe('member');
    expect(member.grant?.chatsLeft).toBe(1000);

    clock += 60_000;
    const refunded = await orders.refund(created.orderNo);
    expect(refunded).toMatchObject({ state: 'paid', refundedAmount: 499 });
    expect(fake.refunds).toMatchObject([{ payment: 'pay_fake_1', amount: 499, reason: 'requested_by_customer' }]);
    expect((await quota.entitlement(buyer)).plan.id).toBe('free');
    const recorded = await db
      .selectFrom('payment_events')
      .select(['event_id', 'outcome'])
      .orderBy('event_id')
      .execute();
    expect(recorded).toEqual([
      { event_id: 'evt_fake_1', outcome: 'fulfilled' },
      { event_id: 'fake_refund_1', outcome: 'refunded' },
    ]);
    await expect(orders.refund(created.orderNo)).rejects.toMatchObject({ errorName: 'orderNotRefundable' });
  });

  it('closes its checkout on cancel, and flags a payment for another amount instead of fulfilling', async () => {
    const created = await orders.create(buyer, { comboId: 'pack-500', currency: 'USD' });
    await orders.toPay(buyer, created.orderNo, back);
    const { provider_ref: ref, amount } = await row(created.orderNo);
    const cheap = { id: 'evt_fake_2', checkout: String(ref), status: 'paid', amount: 1, currency: 'USD' } as const;
    expect(await orders.notice('fake', delivery(cheap))).toEqual({ outcome: 'mismatch:amount', fulfilled: false });
    expect(await row(created.orderNo)).toMatchObject({ state: 'pending', payment_flag: 'mismatch:amount' });
    expect(warnings.length).toBeGreaterThan(0);

    expect(await orders.cancel(buyer, created.orderNo)).toMatchObject({ state: 'cancelled' });
    expect(fake.checkouts.get(String(ref))?.open).toBe(false);
    const late = { ...cheap, id: 'evt_fake_3', amount: Number(amount) };
    expect(await orders.notice('fake', delivery(late))).toEqual({ outcome: 'stray:cancelled', fulfilled: false });
  });

  it('is the only way to pay when named, and payments are off when none is', async () => {
    const context = { config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), log: {} as never, now };
    expect(() => PaymentProviders.named('paypal', context)).toThrow('no payment provider is named paypal');
    const off = PaymentProviders.named('none', context);
    expect(off.all()).toEqual([]);
    expect(() => off.opening()).toThrow(new AppError('paymentsOff'));
  });
});
