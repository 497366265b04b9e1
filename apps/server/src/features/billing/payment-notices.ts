import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { serializeOn } from '../../db/serialize.ts';
import type { OrderRow } from './order-checkout.ts';
import type { Receipts } from './receipts.ts';
import { settleOrder } from './settle.ts';
import { applyDispute, applyRefund, type RefundWithdraws } from './stripe-charges.ts';
import { type EventFacts, factsOf, isLiveSession, paymentVerdict, type Verdict } from './stripe-checks.ts';
import type { StripeProvider } from './stripe-provider.ts';

type Trx = Kysely<DatabaseSchema>;

export interface StripeEventOptions {
  db: Database;
  stripe: StripeProvider;
  autoRefundStrays: boolean;
  refundWithdraws: RefundWithdraws;
  promotionCodes: boolean;
  /** Sends the receipt of an order this event fulfilled, once it is committed. */
  receipts: Pick<Receipts, 'send'>;
  now: () => number;
}

/** What became of one delivery. */
export interface Received {
  outcome: string;
  fulfilled: boolean;
}

interface Applied extends Received {
  orderId: string | null;
  /** A stray payment to refund once the transaction is committed. */
  refund?: { eventId: string; paymentIntent: string; outcome: string };
}

/** Outcomes the operator should look at (the order is flagged with them). */
const FLAGGED = /^(mismatch|stray):/;

/**
 * Stripe's events about our orders (docs/decisions/0034-stripe.md). Each is recorded once in
 * `payment_events` with what was done, in the same transaction as what it does, so a redelivery
 * changes nothing: a paid session fulfils only when its session, livemode, currency and amount
 * are the order's; refunds and disputes withdraw rights through the ledger; an event for no
 * order of ours is answered 2xx (Stripe would retry for days) and logged.
 */
export class StripeEvents {
  constructor(private readonly options: StripeEventOptions) {}

  async receive(event: Stripe.Event, log: FastifyBaseLogger): Promise<Received> {
    const facts = factsOf(event);
    if (!facts) return { outcome: 'unhandled', fulfilled: false };
    const applied = await this.options.db.transaction().execute((trx) => this.apply(trx, event, facts));
    const where = { stripeEvent: event.id, type: event.type, orderId: applied.orderId, outcome: applied.outcome };
    if (applied.outcome === 'ignored' && !applied.orderId) log.warn(where, 'Stripe event for no order of ours');
    if (FLAGGED.test(applied.outcome)) log.warn(where, 'Stripe payment flagged for the operator');
    if (applied.refund && applied.orderId) await this.refundStray(applied.refund, applied.orderId);
    if (applied.fulfilled && applied.orderId) await this.options.receipts.send({ orderId: applied.orderId });
    return { outcome: applied.refund ? 'auto-refunded' : applied.outcome, fulfilled: applied.fulfilled };
  }

  private async apply(trx: Trx, event: Stripe.Event, facts: EventFacts): Promise<Applied> {
    const now = this.options.now();
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        event_id: facts.eventId,
        type: facts.type,
        order_id: null,
        session_id: facts.sessionId,
        payment_intent: facts.paymentIntent,
        charge_id: facts.chargeId,
        amount: facts.amount,
        currency: facts.currency,
        livemode: facts.livemode ? 1 : 0,
        outcome: 'received',
        detail: null,
        refund_id: null,
        event_created: facts.created,
        created_at: now,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return this.redelivered(trx, facts);
    const order = await this.orderOf(trx, facts);
    const verdict: Verdict & { fulfilled?: boolean } = !order
      ? { outcome: 'ignored', detail: 'no order of ours' }
      : facts.livemode !== this.options.stripe.livemode
        ? { outcome: 'mismatch:livemode', detail: `a ${facts.livemode ? 'live' : 'test'} event for this server's key` }
        : await this.decide(trx, event, facts, order, now);
    await trx
      .updateTable('payment_events')
      .set({ outcome: verdict.outcome, detail: verdict.detail.slice(0, 500), order_id: order?.id ?? null })
      .where('event_id', '=', facts.eventId)
      .execute();
    if (order && FLAGGED.test(verdict.outcome)) {
      await trx.updateTable('orders').set({ payment_flag: verdict.outcome }).where('id', '=', order.id).execute();
    }
    const refund = this.strayRefund(facts.eventId, facts.paymentIntent, verdict.outcome);
    return { outcome: verdict.outcome, fulfilled: verdict.fulfilled ?? false, orderId: order?.id ?? null, refund };
  }

  /** A stray payment is refunded when STRIPE_AUTO_REFUND_STRAYS is on. */
  private strayRefund(eventId: string, paymentIntent: string | null, outcome: string) {
    if (!this.options.autoRefundStrays || !paymentIntent || !outcome.startsWith('stray:')) return undefined;
    return { eventId, paymentIntent, outcome };
  }

  /** An event seen before changes nothing, except that a stray's refund that failed then is tried again. */
  private async redelivered(trx: Trx, facts: EventFacts): Promise<Applied> {
    const seen = await trx
      .selectFrom('payment_events')
      .select(['outcome', 'order_id', 'refund_id'])
      .where('event_id', '=', facts.eventId)
      .executeTakeFirstOrThrow();
    const refund = seen.refund_id ? undefined : this.strayRefund(facts.eventId, facts.paymentIntent, seen.outcome);
    return { outcome: seen.outcome, fulfilled: false, orderId: seen.order_id, refund };
  }

  /** The order an event is about, locked for the rest of the transaction. */
  private async orderOf(trx: Trx, facts: EventFacts): Promise<OrderRow | undefined> {
    const find = () => {
      const query = trx.selectFrom('orders').selectAll();
      if (facts.orderId) return query.where('id', '=', facts.orderId).executeTakeFirst();
      if (facts.orderNo) return query.where('order_no', '=', facts.orderNo).executeTakeFirst();
      return this.orderOfPayment(trx, facts.paymentIntent);
    };
    const found = await find();
    if (!found) return undefined;
    await serializeOn(trx, [`order:${found.id}`]);
    return trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirst();
  }

  /** The order a PaymentIntent paid, or the order a stray payment was made for. */
  private async orderOfPayment(trx: Trx, paymentIntent: string | null): Promise<OrderRow | undefined> {
    if (!paymentIntent) return undefined;
    const paid = await trx
      .selectFrom('orders')
      .selectAll()
      .where('payment_intent', '=', paymentIntent)
      .executeTakeFirst();
    if (paid) return paid;
    const stray = await trx
      .selectFrom('payment_events')
      .select('order_id')
      .where('payment_intent', '=', paymentIntent)
      .where('order_id', 'is not', null)
      .executeTakeFirst();
    if (!stray?.order_id) return undefined;
    return trx.selectFrom('orders').selectAll().where('id', '=', stray.order_id).executeTakeFirst();
  }

  private async decide(
    trx: Trx,
    event: Stripe.Event,
    facts: EventFacts,
    order: OrderRow,
    now: number,
  ): Promise<Verdict & { fulfilled?: boolean }> {
    if (facts.type.startsWith('checkout.session.')) {
      return this.sessionEvent(trx, event.data.object as Stripe.Checkout.Session, facts, order, now);
    }
    // Refunds and disputes of a stray payment leave the order's own rights alone.
    const own = facts.paymentIntent !== null && facts.paymentIntent === order.payment_intent;
    const prefix = own ? '' : 'stray-';
    let verdict: Verdict;
    if (facts.type === 'charge.refunded') {
      const charge = event.data.object as Stripe.Charge;
      verdict = own
        ? await applyRefund(trx, order, charge, this.options.refundWithdraws, now)
        : { outcome: 'refunded', detail: `refunded ${charge.amount_refunded} of a stray payment` };
    } else {
      const dispute = event.data.object as Stripe.Dispute;
      const closed = facts.type === 'charge.dispute.closed';
      verdict = own
        ? await applyDispute(trx, order, dispute, closed, now)
        : { outcome: closed ? `dispute-${dispute.status}` : 'disputed', detail: 'a dispute of a stray payment' };
    }
    return { ...verdict, outcome: `${prefix}${verdict.outcome}`.slice(0, 40) };
  }

  private async sessionEvent(
    trx: Trx,
    session: Stripe.Checkout.Session,
    facts: EventFacts,
    order: OrderRow,
    now: number,
  ): Promise<Verdict & { fulfilled?: boolean }> {
    if (facts.type === 'checkout.session.expired' || facts.type === 'checkout.session.async_payment_failed') {
      // Only the live checkout moves the order: closing a replaced one (to-pay, cancel) does not.
      if (!isLiveSession(session, order)) return { outcome: 'ignored', detail: 'not the live checkout' };
      const expired = facts.type === 'checkout.session.expired';
      await settleOrder(trx, order, expired ? 'abandoned' : 'failed', now);
      return expired
        ? { outcome: 'expired', detail: 'the checkout closed unpaid' }
        : { outcome: 'failed', detail: 'the delayed payment failed' };
    }
    const verdict = paymentVerdict(session, order, { promotionCodes: this.options.promotionCodes });
    if (verdict) return verdict;
    if (facts.type === 'checkout.session.completed' && session.payment_status !== 'paid') {
      return { outcome: 'awaiting', detail: 'a delayed payment method: paid or failed later' };
    }
    const fulfilled = await settleOrder(trx, order, 'paid', now, {
      paymentIntent: facts.paymentIntent,
      taxAmount: session.total_details?.amount_tax ?? null,
      discountAmount: session.total_details?.amount_discount ?? null,
    });
    return fulfilled
      ? { outcome: 'fulfilled', detail: `paid ${session.amount_total} ${order.currency}`, fulfilled }
      : { outcome: 'ignored', detail: `order ${order.state}: nothing to fulfil` };
  }

  /** Refunds a stray payment through Stripe (idempotent per event); a failure answers 503, so Stripe delivers again. */
  private async refundStray(refund: NonNullable<Applied['refund']>, orderId: string): Promise<void> {
    const { db, stripe } = this.options;
    const reason = refund.outcome === 'stray:cancelled' ? 'requested_by_customer' : 'duplicate';
    const refundId = await stripe.refund(refund.paymentIntent, `stray-${refund.eventId}`, reason, refund.outcome);
    await db
      .updateTable('payment_events')
      .set({ outcome: 'auto-refunded', refund_id: refundId })
      .where('event_id', '=', refund.eventId)
      .execute();
    await db
      .updateTable('orders')
      .set({ payment_flag: 'auto-refunded' })
      .where('id', '=', orderId)
      .where('payment_flag', '=', refund.outcome)
      .execute();
  }
}
