import type Stripe from 'stripe';
import type { DisputeFacts, PaymentEvent } from './payment-provider.ts';

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

/** Disputes closed in the seller's favour (an inquiry closed without a dispute counts as won). */
const WON: readonly string[] = ['won', 'warning_closed', 'prevented'];

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function isHandled(type: string): type is StripeEventType {
  return (STRIPE_EVENT_TYPES as readonly string[]).includes(type);
}

type Base = Pick<PaymentEvent, 'id' | 'type' | 'livemode' | 'created'>;

function sessionEvent(event: Stripe.Event, base: Base): PaymentEvent {
  const session = event.data.object as Stripe.Checkout.Session;
  const attempt = Number(session.metadata?.attempt);
  const facts = {
    ...base,
    checkout: {
      ref: session.id,
      orderId: session.metadata?.orderId ?? null,
      attempt: Number.isInteger(attempt) ? attempt : null,
    },
    payment: idOf(session.payment_intent),
    charge: null,
    amount: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
    orderId: session.metadata?.orderId ?? null,
    orderNo: session.metadata?.orderNo ?? session.client_reference_id ?? null,
  };
  if (event.type === 'checkout.session.expired') return { ...facts, kind: 'abandoned' };
  if (event.type === 'checkout.session.async_payment_failed') return { ...facts, kind: 'failed' };
  const charged = {
    currency: facts.currency,
    subtotal: session.amount_subtotal,
    total: session.amount_total,
    discount: session.total_details?.amount_discount ?? null,
    tax: session.total_details?.amount_tax ?? null,
  };
  // A delayed payment method completes the session unpaid; its async_payment_succeeded pays it.
  const settled = event.type !== 'checkout.session.completed' || session.payment_status === 'paid';
  return { ...facts, kind: 'paid', settled, charged };
}

/** What a Stripe event says, as the order service reads every provider's; null for a type not acted on. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  if (!isHandled(event.type)) return null;
  const base: Base = { id: event.id, type: event.type, livemode: event.livemode, created: event.created * 1000 };
  if (event.type.startsWith('checkout.session.')) return sessionEvent(event, base);
  const none = { checkout: null, orderId: null, orderNo: null };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    return {
      ...base,
      ...none,
      payment: idOf(charge.payment_intent),
      charge: charge.id,
      amount: charge.amount_refunded,
      currency: charge.currency.toUpperCase(),
      kind: 'refunded',
      refunded: charge.amount_refunded,
      paid: charge.amount,
    };
  }
  const dispute = event.data.object as Stripe.Dispute;
  const closed = event.type === 'charge.dispute.closed';
  const result: DisputeFacts['result'] = !closed
    ? 'open'
    : WON.includes(dispute.status)
      ? 'won'
      : dispute.status === 'lost'
        ? 'lost'
        : 'undecided';
  return {
    ...base,
    ...none,
    payment: idOf(dispute.payment_intent),
    charge: idOf(dispute.charge),
    amount: dispute.amount,
    currency: dispute.currency.toUpperCase(),
    kind: 'dispute',
    dispute: { id: dispute.id, reason: dispute.reason, status: dispute.status, result },
  };
}
