import { randomBytes } from 'node:crypto';
import type { Currency, OrderView, PreCheckAnswer, ServiceType } from '@glossa/contracts/combo';
import type { LocaleCode } from '@glossa/contracts/locales';
import { uuidV7 } from '../../core/ids.ts';
import type { Database } from '../../db/database.ts';
import type { OrderTable, PlanTable } from '../../db/schema.ts';
import { serializeOn } from '../../db/serialize.ts';
import { AppError } from '../../http/app-error.ts';
import type { QuotaService } from '../quota/service.ts';
import { type Owner, ownerKey } from '../workspace/owner.ts';
import { grantOrder } from './fulfil.ts';
import type { CheckoutReturn, PaymentOutcome, PaymentProvider } from './payment-provider.ts';
import { periodMonths } from './periods.ts';
import type { PlanCatalog } from './plan-catalog.ts';

type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable'>;

export interface OrderOptions {
  db: Database;
  catalog: PlanCatalog;
  quota: QuotaService;
  provider: PaymentProvider;
  defaultCurrency: Currency;
  /** How long a pending order waits for payment before it expires (abandoned). */
  pendingMs: number;
  now: () => number;
  /** Mails the receipt of an order just paid (billing/receipts.ts). */
  receipts: { send(where: { orderNo: string } | { providerRef: string }): Promise<void> };
}

export interface OrderRequest {
  comboId: string;
  currency?: Currency;
  /** The buyer's interface language, for the receipt and the plan-end reminders. */
  locale?: LocaleCode;
}

export function orderView(order: OrderTable): OrderView {
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
 * Orders (spec section 4, Subscription): pending → paid | failed | cancelled | expired. Paying
 * fulfils once: the state moves from pending to paid in one conditional update, and only the
 * transaction that moved it grants the plan. Paid orders are final (subscriptions are
 * non-refundable); cancelled ones never fulfil.
 */
export class OrderService {
  constructor(private readonly options: OrderOptions) {}

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

  /** May this person buy this plan now: for sale, no unpaid order of it, no downgrade, the price they would pay. */
  async preCheck(owner: Owner, request: OrderRequest, db: Executor = this.options.db): Promise<PreCheckAnswer> {
    const key = ownerKey(owner);
    const plan = await this.options.catalog.plan(request.comboId, db);
    if (!plan || (plan.kind !== 'member' && plan.kind !== 'pack')) throw new AppError('planNotForSale');
    const currency = request.currency ?? this.options.defaultCurrency;
    const price = await this.options.catalog.price(plan, currency, db);
    if (!price) throw new AppError('planNotForSale');
    await this.expireStale(db, key);
    const pending = await db
      .selectFrom('orders')
      .select('id')
      .where('owner', '=', key)
      .where('plan_id', '=', plan.id)
      .where('state', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    if (pending) throw new AppError('orderPending');
    let serviceType: ServiceType = 'pack';
    let firstPrice = false;
    if (plan.kind === 'member') {
      const { plan: current, grant } = await this.options.quota.entitlement(owner, db);
      serviceType = grant && current.id === plan.id ? 'renew' : 'subscribe';
      if (grant && current.kind === 'member' && current.id !== plan.id && rank(current) > rank(plan)) {
        throw new AppError('planDowngrade');
      }
      if (price.firstAmount !== null) {
        const member = await db
          .selectFrom('orders')
          .innerJoin('plans', 'plans.id', 'orders.plan_id')
          .select('orders.id')
          .where('orders.owner', '=', key)
          .where('orders.state', '=', 'paid')
          .where('plans.kind', '=', 'member')
          .executeTakeFirst();
        firstPrice = !member;
      }
    }
    const amount = firstPrice && price.firstAmount !== null ? price.firstAmount : price.amount;
    return { comboId: plan.id, serviceType, currency, amount, firstPrice };
  }

  async create(owner: Owner, request: OrderRequest): Promise<OrderView> {
    if (this.options.provider.id === 'none') throw new AppError('paymentsOff');
    const key = ownerKey(owner);
    return this.options.db.transaction().execute(async (trx) => {
      // Two tabs ordering at once: the second waits and then finds the first's pending order.
      await serializeOn(trx, [`orders:${key}`]);
      const check = await this.preCheck(owner, request, trx);
      const now = this.now();
      const order: OrderTable = {
        id: uuidV7(now),
        order_no: newOrderNo(now),
        owner: key,
        plan_id: check.comboId,
        service_type: check.serviceType,
        currency: check.currency,
        amount: check.amount,
        first_price: check.firstPrice ? 1 : 0,
        state: 'pending',
        provider: this.options.provider.id,
        provider_ref: null,
        created_at: now,
        expires_at: now + this.options.pendingMs,
        paid_at: null,
        updated_at: now,
        locale: request.locale ?? null,
        tax_amount: null,
      };
      await trx.insertInto('orders').values(order).execute();
      return orderView(order);
    });
  }

  /** One of the owner's orders; another's is not found. */
  async find(owner: Owner, orderNo: string, db: Executor = this.options.db): Promise<OrderTable> {
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

  /** Cancels an unpaid order; a paid one stays paid (non-refundable). */
  async cancel(owner: Owner, orderNo: string): Promise<OrderView> {
    return this.options.db.transaction().execute(async (trx) => {
      const order = await this.find(owner, orderNo, trx);
      await serializeOn(trx, [`order:${order.id}`]);
      const done = await trx
        .updateTable('orders')
        .set({ state: 'cancelled', updated_at: this.now() })
        .where('id', '=', order.id)
        .where('state', 'in', ['pending', 'failed'])
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new AppError('orderNotPayable');
      return orderView({ ...order, state: 'cancelled' });
    });
  }

  /** Opens a payment for an unpaid order (a failed one may be tried again) and says where to pay. */
  async toPay(owner: Owner, orderNo: string, back: CheckoutReturn) {
    const order = await this.find(owner, orderNo);
    if (order.state !== 'pending' && order.state !== 'failed') throw new AppError('orderNotPayable');
    const now = this.now();
    const reopened = {
      ...order,
      state: 'pending' as const,
      expires_at: Math.max(order.expires_at, now + this.options.pendingMs),
    };
    const { payUrl, providerRef } = await this.options.provider.checkout(reopened, back);
    const moved = await this.options.db
      .updateTable('orders')
      .set({ state: 'pending', expires_at: reopened.expires_at, provider_ref: providerRef, updated_at: now })
      .where('id', '=', order.id)
      .where('state', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new AppError('orderNotPayable');
    return { orderNo: order.order_no, payUrl };
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

  /**
   * A provider's notice about an order, however many times it comes: 'paid' moves a pending (or
   * expired: the money came after all) order to paid and grants the plan, in one transaction,
   * once; later notices find it paid and change nothing. A cancelled order is never fulfilled.
   * Answers whether this notice fulfilled the order.
   */
  async settle(where: { orderNo: string } | { providerRef: string }, outcome: PaymentOutcome): Promise<boolean> {
    const fulfilled = await this.options.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('orders').selectAll();
      query =
        'orderNo' in where
          ? query.where('order_no', '=', where.orderNo)
          : query.where('provider_ref', '=', where.providerRef);
      const order = await query.executeTakeFirst();
      if (!order) throw new AppError('orderNotFound');
      await serializeOn(trx, [`order:${order.id}`]);
      const now = this.now();
      if (outcome !== 'paid') {
        const state = outcome === 'failed' ? 'failed' : 'expired';
        await trx
          .updateTable('orders')
          .set({ state, updated_at: now })
          .where('id', '=', order.id)
          .where('state', '=', 'pending')
          .execute();
        return false;
      }
      const paid = await trx
        .updateTable('orders')
        .set({ state: 'paid', paid_at: now, updated_at: now })
        .where('id', '=', order.id)
        .where('state', 'in', ['pending', 'expired', 'failed'])
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) === 0) return false;
      const plan = await trx.selectFrom('plans').selectAll().where('id', '=', order.plan_id).executeTakeFirstOrThrow();
      await grantOrder(trx, order, plan, now);
      return true;
    });
    // Once the payment and its grants are committed: the receipt reads them.
    if (fulfilled) await this.options.receipts.send(where);
    return fulfilled;
  }
}
