import { randomBytes } from 'node:crypto';
import type { Currency, ServiceType } from '@glossa/contracts/combo';
import type { OrderView, PreCheckAnswer } from '@glossa/contracts/combo-answers';
import type { LocaleCode } from '@glossa/contracts/locales';
import { minimumCharge } from '@glossa/contracts/money';
import { uuidV7 } from '#core/ids.ts';
import { type Owner, ownerKey } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import type { OrderTable, PlanTable } from '#db/schema.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';
import type { QuotaService } from '../quota/index.ts';
import { type CheckoutDeps, cancelCheckout, type OrderRow, openCheckout, unreachedOrder } from './order-checkout.ts';
import { type NoticeLog, PaymentNotices } from './payment-notices.ts';
import type { CheckoutReturn, PaymentEvent, ProviderNotice, Received } from './payment-provider.ts';
import { periodMonths } from './periods.ts';
import type { PlanCatalog } from './plan-catalog.ts';
import { unusedMemberOrders, upgradeCredit } from './proration.ts';
import type { PaymentProviders } from './providers.ts';
import { settleOrder } from './settle.ts';

type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable'>;

export interface OrderOptions {
  db: Database;
  catalog: PlanCatalog;
  quota: QuotaService;
  /** The payment providers in use (billing/providers.ts): checkouts, notices and refunds go through them. */
  providers: PaymentProviders;
  defaultCurrency: Currency;
  /** How long a pending order waits for payment before it expires (abandoned). */
  pendingMs: number;
  now: () => number;
  /** Mails the receipt of an order just paid (billing/receipts.ts). */
  receipts: { send(where: { orderNo: string } | { orderId: string }): Promise<void> };
  /** Where notices for no order of ours and payments flagged for the operator are logged. */
  log: NoticeLog;
}

export interface OrderRequest {
  comboId: string;
  currency?: Currency;
  /** The buyer's interface language, for the receipt and the plan-end reminders. */
  locale?: LocaleCode;
}

/** An order as its buyer sees it (a row, or one just made, which has no refund or dispute yet). */
export function orderView(order: OrderTable & Partial<Pick<OrderRow, 'refunded_amount' | 'dispute_state'>>): OrderView {
  return {
    orderNo: order.order_no,
    comboId: order.plan_id,
    serviceType: order.service_type,
    state: order.state,
    currency: order.currency as Currency,
    amount: Number(order.amount),
    firstPrice: order.first_price === 1,
    createdAt: new Date(Number(order.created_at)).toISOString(),
    expiresAt: new Date(Number(order.expires_at)).toISOString(),
    paidAt: order.paid_at === null ? null : new Date(Number(order.paid_at)).toISOString(),
    refundedAmount: Number(order.refunded_amount ?? 0),
    dispute: order.dispute_state ?? null,
  };
}

/** A member plan's rank: the longer period gives more (a yearly plan is not left for a monthly one). */
function rank(plan: PlanTable): number {
  return periodMonths(plan.period_unit ?? 'month', plan.period_count ?? 1) ?? 0;
}

function newOrderNo(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `GL${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Orders (docs/product.md §4.6): pending → paid | failed | cancelled | expired. Paying
 * fulfils once: the state moves from pending to paid in one conditional update, and only the
 * transaction that moved it grants the plan. Paid orders stay paid (a refund or dispute
 * withdraws what they give, payment-notices.ts); cancelled ones never fulfil. Every provider is
 * reached through the registry (docs/decisions/0038-payment-providers.md).
 */
export class OrderService {
  private readonly notices: PaymentNotices;

  constructor(private readonly options: OrderOptions) {
    this.notices = new PaymentNotices(options);
  }

  private now(): number {
    return this.options.now();
  }

  /** Pending orders whose time is up are expired (abandoned checkouts). */
  private async expireStale(db: Executor, owner?: string): Promise<void> {
    let update = db
      .updateTable('orders')
      .set({ state: 'expired', updated_at: this.now() })
      .where('state', '=', 'pending')
      .where('expires_at', '<=', this.now());
    if (owner) update = update.where('owner', '=', owner);
    await update.execute();
  }

  /**
   * May this person buy this plan now: for sale, no other unpaid order of a member plan (or of this
   * pack), no downgrade; and what they pay. The buyer pays the lowest price offered (the
   * discounted price, or the first-subscription price while they have no paid member order and no
   * other first-price order waiting); an upgrade to a longer plan takes off the unused share of
   * what they paid for the plan it replaces (proration.ts).
   */
  async preCheck(owner: Owner, request: OrderRequest, db: Executor = this.options.db): Promise<PreCheckAnswer> {
    const key = ownerKey(owner);
    const plan = await this.options.catalog.plan(request.comboId, db);
    if (!plan || (plan.kind !== 'member' && plan.kind !== 'pack')) throw new AppError('planNotForSale');
    const currency = request.currency ?? this.options.defaultCurrency;
    const price = await this.options.catalog.price(plan, currency, db);
    if (!price) throw new AppError('planNotForSale');
    await this.expireStale(db, key);
    if (await this.unpaidOrderBlocks(db, key, plan)) throw new AppError('orderPending');
    let serviceType: ServiceType = 'pack';
    let firstPrice = false;
    if (plan.kind === 'member') {
      const { plan: current, grant } = await this.options.quota.entitlement(owner, db);
      const running = grant && current.kind === 'member' ? current : undefined;
      if (running && running.id !== plan.id && rank(running) > rank(plan)) throw new AppError('planDowngrade');
      serviceType = !running ? 'subscribe' : rank(plan) > rank(running) ? 'upgrade' : 'renew';
      firstPrice = price.firstAmount !== null && price.firstAmount < price.amount && (await this.firstOrder(db, key));
    }
    const offered = firstPrice && price.firstAmount !== null ? price.firstAmount : price.amount;
    // No payment below the currency's minimum charge: a price under it is raised to it...
    const minimum = minimumCharge(currency) ?? 0;
    const listAmount = offered > 0 ? Math.max(offered, minimum) : 0;
    const owed =
      serviceType === 'upgrade'
        ? Math.min(listAmount, upgradeCredit(await unusedMemberOrders(db, key, currency, this.now())))
        : 0;
    // ...and a credit that leaves less than it to pay covers the whole price.
    const credit = listAmount - owed < minimum ? listAmount : owed;
    return { comboId: plan.id, serviceType, currency, amount: listAmount - credit, listAmount, credit, firstPrice };
  }

  /** One open order at a time for member plans (they follow one another), and per pack. */
  private async unpaidOrderBlocks(db: Executor, owner: string, plan: PlanTable): Promise<boolean> {
    let query = db
      .selectFrom('orders')
      .innerJoin('plans', 'plans.id', 'orders.plan_id')
      .select('orders.id')
      .where('orders.owner', '=', owner)
      .where('orders.state', 'in', ['pending', 'failed'])
      // One that never reached the provider does not block (create-order takes it up again).
      .where('orders.checkout_opened_at', 'is not', null);
    query = plan.kind === 'member' ? query.where('plans.kind', '=', 'member') : query.where('plans.id', '=', plan.id);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Whether an order now would be the buyer's first: no paid member order, no first-price order waiting. */
  private async firstOrder(db: Executor, owner: string): Promise<boolean> {
    const earlier = await db
      .selectFrom('orders')
      .innerJoin('plans', 'plans.id', 'orders.plan_id')
      .select('orders.id')
      .where('orders.owner', '=', owner)
      .where((eb) =>
        eb.or([
          eb.and([eb('orders.state', '=', 'paid'), eb('plans.kind', '=', 'member')]),
          eb.and([
            eb('orders.state', 'in', ['pending', 'failed']),
            eb('orders.first_price', '=', 1),
            // One that never reached the provider is taken up again or replaced by this one.
            eb('orders.checkout_opened_at', 'is not', null),
          ]),
        ]),
      )
      .executeTakeFirst();
    return earlier === undefined;
  }

  async create(owner: Owner, request: OrderRequest): Promise<OrderView> {
    const provider = this.options.providers.opening();
    const key = ownerKey(owner);
    return this.options.db.transaction().execute(async (trx) => {
      // Two tabs ordering at once: the second waits and then finds the first's pending order.
      await serializeOn(trx, [`orders:${key}`]);
      const check = await this.preCheck(owner, request, trx);
      const now = this.now();
      const unreached = await unreachedOrder(trx, key, check, now);
      if (unreached) return orderView(unreached);
      const order: OrderTable = {
        id: uuidV7(now),
        order_no: newOrderNo(now),
        owner: key,
        plan_id: check.comboId,
        service_type: check.serviceType,
        currency: check.currency,
        amount: check.amount,
        first_price: check.firstPrice ? 1 : 0,
        credit: check.credit,
        state: 'pending',
        provider: provider.id,
        provider_ref: null,
        created_at: now,
        expires_at: now + this.options.pendingMs,
        paid_at: null,
        updated_at: now,
        locale: request.locale ?? null,
      };
      await trx.insertInto('orders').values(order).execute();
      return orderView(order);
    });
  }

  /** One of the owner's orders; another's is not found. */
  async find(owner: Owner, orderNo: string, db: Executor = this.options.db): Promise<OrderRow> {
    await this.expireStale(db, ownerKey(owner));
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('owner', '=', ownerKey(owner))
      .executeTakeFirst();
    if (!order) throw new AppError('orderNotFound');
    return order;
  }

  async view(owner: Owner, orderNo: string): Promise<OrderView> {
    return orderView(await this.find(owner, orderNo));
  }

  /** Cancels an unpaid order, closing its checkout first; a paid one stays paid. */
  async cancel(owner: Owner, orderNo: string): Promise<OrderView> {
    await cancelCheckout(this.checkout(), await this.find(owner, orderNo));
    return this.view(owner, orderNo);
  }

  /** Opens the payment of an unpaid order (a failed one may be tried again) and says where to pay. */
  async toPay(owner: Owner, orderNo: string, back: CheckoutReturn) {
    const order = await this.find(owner, orderNo);
    // Nothing to pay (a full discount or credit): no provider is asked, the order is fulfilled now.
    if (Number(order.amount) === 0 && (order.state === 'pending' || order.state === 'failed')) {
      await this.fulfilFree(order.order_no);
      return { orderNo: order.order_no, payUrl: back.successUrl };
    }
    return { orderNo: order.order_no, payUrl: await openCheckout(this.checkout(), order, back) };
  }

  private checkout(): CheckoutDeps {
    const { db, providers, pendingMs, now } = this.options;
    return { db, providers, pendingMs, now };
  }

  async page(owner: Owner, pageNum: number, pageSize: number) {
    await this.expireStale(this.options.db, ownerKey(owner));
    const where = this.options.db.selectFrom('orders').where('owner', '=', ownerKey(owner));
    const [rows, count] = await Promise.all([
      where
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
      where.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    ]);
    return { records: rows.map(orderView), total: Number(count?.count ?? 0), pageNum, pageSize };
  }

  /** A provider's notice (webhook, signed return): verified by the provider, then applied to its order. */
  async notice(providerId: string, notice: ProviderNotice, log: NoticeLog = this.options.log): Promise<Received> {
    const provider = this.options.providers.get(providerId);
    if (!provider) throw new AppError('notFound');
    const event = await provider.verify(notice);
    if (!event) return { outcome: 'unhandled', fulfilled: false };
    return this.notices.receive(provider, event, log);
  }

  /** A provider's event verified otherwise (the sandbox page's own buttons), applied as its notice would be. */
  async receive(providerId: string, event: PaymentEvent, log: NoticeLog = this.options.log): Promise<Received> {
    const provider = this.options.providers.get(providerId);
    if (!provider) throw new AppError('notFound');
    return this.notices.receive(provider, event, log);
  }

  /**
   * Gives back `amount` (all that is left when left out) of a paid order's payment through the
   * provider that took it. What the order gives is withdrawn by the refund's event: the one the
   * provider answers with, or its own notice later (Stripe's charge.refunded). Asked again with
   * the same amount after a failure, the provider makes the refund once.
   */
  async refund(orderNo: string, amount?: number, log: NoticeLog = this.options.log): Promise<OrderView> {
    const { db, providers } = this.options;
    const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!order) throw new AppError('orderNotFound');
    const paid = Number(order.amount) - Number(order.discount_amount ?? 0);
    const refunded = Number(order.refunded_amount);
    const giving = amount ?? paid - refunded;
    if (order.state !== 'paid' || !Number.isInteger(giving) || giving <= 0 || refunded + giving > paid) {
      throw new AppError('orderNotRefundable');
    }
    const provider = providers.get(order.provider);
    if (!provider) throw new AppError('paymentProviderUnavailable');
    const done = await provider.refund({
      order,
      payment: order.payment_intent,
      amount: giving,
      key: `refund-${order.id}-${refunded}-${giving}`,
      reason: 'requested_by_customer',
      note: `refund of ${giving} ${order.currency}`,
    });
    if (done.event) await this.notices.receive(provider, done.event, log);
    return orderView(await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
  }

  /** Fulfils an order with nothing to pay, as a provider's payment would: once, then the receipt. */
  private async fulfilFree(orderNo: string): Promise<void> {
    const fulfilled = await this.options.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
      if (!order) throw new AppError('orderNotFound');
      await serializeOn(trx, [`order:${order.id}`]);
      return settleOrder(trx, order, 'paid', this.now());
    });
    // Once the payment and its grants are committed: the receipt reads them.
    if (fulfilled) await this.options.receipts.send({ orderNo });
  }
}
