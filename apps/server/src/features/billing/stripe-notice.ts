import type Stripe from 'stripe';
import type { OrderRow } from './order-checkout.ts';

/** The Stripe events this server acts on (the webhook endpoint should send these). */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;
export type StripeEventType = (typeof STRIPE_EVENT_TYPES)[number];

/** What one event says, as `payment_events` records it. */
export interface EventFacts {
  eventId: string;
  type: StripeEventType;
  livemode: boolean;
  created: number;
  sessionId: string | null;
  paymentIntent: string | null;
  chargeId: string | null;
  amount: number | null;
  currency: string | null;
  /** The order the event names (a session's metadata, or its client reference). */
  orderId: string | null;
  orderNo: string | null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function isHandled(type: string): type is StripeEventType {
  return (STRIPE_EVENT_TYPES as readonly string[]).includes(type);
}

/** The facts of an event this server acts on; null for any other type. */
export function factsOf(event: Stripe.Event): EventFacts | null {
  if (!isHandled(event.type)) return null;
  const base = { eventId: event.id, type: event.type, livemode: event.livemode, created: event.created * 1000 };
  const none = { sessionId: null, paymentIntent: null, chargeId: null, orderId: null, orderNo: null };
  if (event.type.startsWith('checkout.session.')) {
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      ...base,
      sessionId: session.id,
      paymentIntent: idOf(session.payment_intent),
      chargeId: null,
      amount: session.amount_total,
      currency: session.currency?.toUpperCase() ?? null,
      orderId: session.metadata?.orderId ?? null,
      orderNo: session.metadata?.orderNo ?? session.client_reference_id ?? null,
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    return {
      ...base,
      ...none,
      paymentIntent: idOf(charge.payment_intent),
      chargeId: charge.id,
      amount: charge.amount_refunded,
      currency: charge.currency.toUpperCase(),
    };
  }
  const dispute = event.data.object as Stripe.Dispute;
  return {
    ...base,
    ...none,
    paymentIntent: idOf(dispute.payment_intent),
    chargeId: idOf(dispute.charge),
    amount: dispute.amount,
    currency: dispute.currency.toUpperCase(),
  };
}

/** Is this the order's live checkout (not one replaced by a newer attempt, nor closed by a cancel)? */
export function isLiveSession(session: Stripe.Checkout.Session, order: OrderRow): boolean {
  return session.id === order.provider_ref && Number(session.metadata?.attempt) === order.checkout_attempts;
}

/** A session this server opened for this order, replaced since by a newer one. */
function isReplaced(session: Stripe.Checkout.Session, order: OrderRow): boolean {
  const attempt = Number(session.metadata?.attempt);
  return session.metadata?.orderId === order.id && attempt >= 1 && attempt < order.checkout_attempts;
}

export interface Verdict {
  outcome: string;
  detail: string;
}

/**
 * Why a paid session must not fulfil its order, or null when it may. A mismatch (another
 * session, currency or amount) is for the operator to look into; a stray (a replaced session, a
 * cancelled or already paid order) is money nobody can take, refunded when so configured.
 */
export function paymentVerdict(
  session: Stripe.Checkout.Session,
  order: OrderRow,
  options: { promotionCodes: boolean },
): Verdict | null {
  if (session.id !== order.provider_ref && !isReplaced(session, order)) {
    return { outcome: 'mismatch:session', detail: `session ${session.id} is not one this server opened for the order` };
  }
  const expected = `${order.amount} ${order.currency}`;
  const paid = `${session.amount_total} ${session.currency?.toUpperCase()}`;
  if (session.currency?.toUpperCase() !== order.currency) {
    return { outcome: 'mismatch:currency', detail: `expected ${expected}, paid ${paid}` };
  }
  const discount = session.total_details?.amount_discount ?? 0;
  const allowed = options.promotionCodes ? discount : 0;
  if (session.amount_subtotal !== Number(order.amount) || session.amount_total !== Number(order.amount) - allowed) {
    return { outcome: 'mismatch:amount', detail: `expected ${expected} less ${allowed} discount, paid ${paid}` };
  }
  if (session.id !== order.provider_ref) {
    return { outcome: 'stray:replaced', detail: 'paid on a checkout a newer one had replaced' };
  }
  if (order.state === 'cancelled') return { outcome: 'stray:cancelled', detail: 'paid for a cancelled order' };
  if (order.state === 'paid') {
    if (idOf(session.payment_intent) === order.payment_intent) {
      return { outcome: 'ignored', detail: 'the order was paid by this payment already' };
    }
    return { outcome: 'stray:paid', detail: 'a second payment of an order paid already' };
  }
  return null;
}
