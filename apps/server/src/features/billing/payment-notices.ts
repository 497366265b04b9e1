import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema } from '#db/schema.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';
import { isLiveCheckout, paymentVerdict, type Verdict } from './notice-checks.ts';
import type { OrderRow } from './order-checkout.ts';
import type { PaymentEvent, PaymentProvider, Received } from './payment-provider.ts';
import type { Receipts } from './receipts.ts';
import { applyDispute, applyRefund } from './refunds-disputes.ts';
import { settleOrder } from './settle.ts';

type Trx = Kysely<DatabaseSchema>;
export type NoticeLog = Pick<FastifyBaseLogger, 'warn'>;

export interface PaymentNoticeOptions {
  db: Database;
  /** Sends the receipt of an order a notice fulfilled, once it is committed. */
  receipts: Pick<Receipts, 'send'>;
  now: () => number;
}

interface Applied {
  outcome: string;
  fulfilled: boolean;
  orderId: string | null;
  /** A stray payment to refund once the transaction is committed. */
  refund?: { eventId: string; payment: string; outcome: string };
}

type Decided = Verdict & { fulfilled?: boolean };

/** Outcomes the operator should look at (the order is flagged with them). */
const FLAGGED = /^(mismatch|stray):/;

/**
 * Every provider's verified events about our orders (docs/decisions/0038-payment-providers.md,
 * 0034-stripe.md). An event with an id is recorded once in `payment_events` with what was done,
 * in the same transaction as what it does, so a redelivery changes nothing: a payment fulfils only
 * when its checkout, mode, currency and amount are the order's; refunds and disputes withdraw
 * rights through the ledger; an event for no order of ours is answered 2xx (a provider would retry
 * for days) and logged.
 */
export class PaymentNotices {
  constructor(private readonly options: PaymentNoticeOptions) {}

  async receive(provider: PaymentProvider, event: PaymentEvent, log: NoticeLog): Promise<Received> {
    const applied = await this.options.db.transaction().execute((trx) => this.apply(trx, provider, event));
    const where = { provider: provider.id, event: event.id, type: event.type, orderId: applied.orderId };
    if (applied.outcome === 'ignored' && !applied.orderId) log.warn(where, 'payment notice for no order of ours');
    if (FLAGGED.test(applied.outcome))
      log.warn({ ...where, outcome: applied.outcome }, 'payment flagged for the operator');
    if (applied.refund && applied.orderId) await this.refundStray(provider, applied.refund, applied.orderId, log);
    if (applied.fulfilled && applied.orderId) await this.options.receipts.send({ orderId: applied.orderId });
    // A notice that is not recorded says only whether it fulfilled the order.
    if (event.id === null) return { fulfilled: applied.fulfilled };
    return { outcome: applied.refund ? 'auto-refunded' : applied.outcome, fulfilled: applied.fulfilled };
  }

  private async apply(trx: Trx, provider: PaymentProvider, event: PaymentEvent): Promise<Applied> {
    const now = this.options.now();
    if (event.id !== null && !(await this.record(trx, event.id, event, now))) {
      return this.redelivered(trx, provider, event.id, event.payment);
    }
    const order = await this.orderOf(trx, event);
    // Nothing keeps a notice that is not recorded: one for no order is refused instead.
    if (!order && event.id === null) throw new AppError('orderNotFound');
    const verdict: Decided = !order
      ? { outcome: 'ignored', detail: 'no order of ours' }
      : event.livemode !== provider.livemode
        ? { outcome: 'mismatch:livemode', detail: `a ${event.livemode ? 'live' : 'test'} event for this server's key` }
        : await this.decide(trx, provider, event, order, now);
    if (event.id !== null) {
      await trx
        .updateTable('payment_events')
        .set({ outcome: verdict.outcome, detail: verdict.detail.slice(0, 500), order_id: order?.id ?? null })
        .where('event_id', '=', event.id)
        .execute();
    }
    if (order && FLAGGED.test(verdict.outcome)) {
      await trx.updateTable('orders').set({ payment_flag: verdict.outcome }).where('id', '=', order.id).execute();
    }
    const refund = this.strayRefund(provider, event.id, event.payment, verdict.outcome);
    return { outcome: verdict.outcome, fulfilled: verdict.fulfilled ?? false, orderId: order?.id ?? null, refund };
  }

  /** Records an event; false when it was recorded before (a redelivery). */
  private async record(trx: Trx, id: string, event: PaymentEvent, now: number): Promise<boolean> {
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        event_id: id,
        type: event.type,
        order_id: null,
        session_id: event.checkout?.ref ?? null,
        payment_intent: event.payment,
        charge_id: event.charge,
        amount: event.amount,
        currency: event.currency,
        livemode: event.livemode ? 1 : 0,
        outcome: 'received',
        detail: null,
        refund_id: null,
        event_created: event.created,
        created_at: now,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(recorded.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** A stray payment is refunded when the provider's policy says so. */
  private strayRefund(provider: PaymentProvider, eventId: string | null, payment: string | null, outcome: string) {
    if (!provider.policy.refundStrays || !eventId || !payment || !outcome.startsWith('stray:')) return undefined;
    return { eventId, payment, outcome };
  }

  /** An event seen before changes nothing, except that a stray's refund that failed then is tried again. */
  private async redelivered(trx: Trx, provider: PaymentProvider, id: string, payment: string | null) {
    const seen = await trx
      .selectFrom('payment_events')
      .select(['outcome', 'order_id', 'refund_id'])
      .where('event_id', '=', id)
      .executeTakeFirstOrThrow();
    const refund = seen.refund_id ? undefined : this.strayRefund(provider, id, payment, seen.outcome);
    return { outcome: seen.outcome, fulfilled: false, orderId: seen.order_id, refund };
  }

  /** The order an event is about, locked for the rest of the transaction. */
  private async orderOf(trx: Trx, event: PaymentEvent): Promise<OrderRow | undefined> {
    const find = () => {
      const query = trx.selectFrom('orders').selectAll();
      if (event.orderId) return query.where('id', '=', event.orderId).executeTakeFirst();
      if (event.orderNo) return query.where('order_no', '=', event.orderNo).executeTakeFirst();
      return this.orderOfPayment(trx, event.payment);
    };
    const found = await find();
    if (!found) return undefined;
    await serializeOn(trx, [`order:${found.id}`]);
    return trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirst();
  }

  /** The order a payment paid, or the order a stray payment was made for. */
  private async orderOfPayment(trx: Trx, payment: string | null): Promise<OrderRow | undefined> {
    if (!payment) return undefined;
    const paid = await trx.selectFrom('orders').selectAll().where('payment_intent', '=', payment).executeTakeFirst();
    if (paid) return paid;
    const stray = await trx
      .selectFrom('payment_events')
      .select('order_id')
      .where('payment_intent', '=', payment)
      .where('order_id', 'is not', null)
      .executeTakeFirst();
    if (!stray?.order_id) return undefined;
    return trx.selectFrom('orders').selectAll().where('id', '=', stray.order_id).executeTakeFirst();
  }

  private async decide(
    trx: Trx,
    provider: PaymentProvider,
    event: PaymentEvent,
    order: OrderRow,
    now: number,
  ): Promise<Decided> {
    if (event.kind === 'paid') return this.payment(trx, provider, event, order, now);
    if (event.kind === 'failed' || event.kind === 'abandoned') {
      // Only the live checkout moves the order: closing a replaced one (to-pay, cancel) does not.
      if (!isLiveCheckout(event.checkout, order)) return { outcome: 'ignored', detail: 'not the live checkout' };
      await settleOrder(trx, order, event.kind, now);
      return event.kind === 'abandoned'
        ? { outcome: 'expired', detail: 'the checkout closed unpaid' }
        : { outcome: 'failed', detail: 'the delayed payment failed' };
    }
    // Refunds and disputes of a stray payment leave the order's own rights alone.
    const own = event.payment === order.payment_intent;
    const prefix = own ? '' : 'stray-';
    let verdict: Verdict;
    if (event.kind === 'refunded') {
      verdict = own
        ? await applyRefund(trx, order, event, provider.policy.refundWithdraws, now)
        : { outcome: 'refunded', detail: `refunded ${event.refunded} of a stray payment` };
    } else {
      const { dispute } = event;
      verdict = own
        ? await applyDispute(trx, order, dispute, now)
        : {
            outcome: dispute.result === 'open' ? 'disputed' : `dispute-${dispute.status}`,
            detail: 'a dispute of a stray payment',
          };
    }
    return { ...verdict, outcome: `${prefix}${verdict.outcome}`.slice(0, 40) };
  }

  private async payment(
    trx: Trx,
    provider: PaymentProvider,
    event: PaymentEvent & { kind: 'paid' },
    order: OrderRow,
    now: number,
  ): Promise<Decided> {
    const verdict = paymentVerdict(event, order, provider.policy);
    if (verdict) return verdict;
    if (!event.settled) return { outcome: 'awaiting', detail: 'a delayed payment method: paid or failed later' };
    const { charged } = event;
    const facts = charged
      ? { paymentIntent: event.payment, taxAmount: charged.tax, discountAmount: charged.discount }
      : { paymentIntent: event.payment ?? undefined };
    const fulfilled = await settleOrder(trx, order, 'paid', now, facts);
    return fulfilled
      ? { outcome: 'fulfilled', detail: `paid ${charged?.total ?? order.amount} ${order.currency}`, fulfilled }
      : { outcome: 'ignored', detail: `order ${order.state}: nothing to fulfil` };
  }

  /** Refunds a stray payment (idempotent per event); a failure is answered 503, so the provider delivers again. */
  private async refundStray(
    provider: PaymentProvider,
    refund: NonNullable<Applied['refund']>,
    orderId: string,
    log: NoticeLog,
  ) {
    const { db } = this.options;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const done = await provider.refund({
      order,
      payment: refund.payment,
      amount: null,
      key: `stray-${refund.eventId}`,
      reason: refund.outcome === 'stray:cancelled' ? 'requested_by_customer' : 'duplicate',
      note: refund.outcome,
    });
    await db
      .updateTable('payment_events')
      .set({ outcome: 'auto-refunded', refund_id: done.id })
      .where('event_id', '=', refund.eventId)
      .execute();
    await db
      .updateTable('orders')
      .set({ payment_flag: 'auto-refunded' })
      .where('id', '=', orderId)
      .where('payment_flag', '=', refund.outcome)
      .execute();
    // A provider that sends no notice of its refunds says it here (recorded as a stray's refund).
    if (done.event) await this.receive(provider, done.event, log);
  }
}
