import type { OrderRow } from './order-checkout.ts';
import type { Charged, NoticePolicy, PaymentEvent } from './payment-provider.ts';

export interface Verdict {
  outcome: string;
  detail: string;
}

type Checkout = NonNullable<PaymentEvent['checkout']>;

/**
 * Is this the order's live checkout (not one replaced by a newer attempt, nor closed by a
 * cancel)? A provider that keeps no checkouts sends notices about the order itself.
 */
export function isLiveCheckout(checkout: Checkout | null, order: OrderRow): boolean {
  return checkout === null || (checkout.ref === order.provider_ref && checkout.attempt === order.checkout_attempts);
}

/** A checkout this server opened for this order, replaced since by a newer one. */
function isReplaced(checkout: Checkout, order: OrderRow): boolean {
  const { attempt } = checkout;
  return checkout.orderId === order.id && attempt !== null && attempt >= 1 && attempt < order.checkout_attempts;
}

/** Whether what was charged is the order's price (less a discount, where the provider allows one). */
function chargeMismatch(charged: Charged, order: OrderRow, policy: NoticePolicy): Verdict | null {
  const expected = `${order.amount} ${order.currency}`;
  const paid = `${charged.total} ${charged.currency}`;
  if (charged.currency !== order.currency) {
    return { outcome: 'mismatch:currency', detail: `expected ${expected}, paid ${paid}` };
  }
  const allowed = policy.discounts ? (charged.discount ?? 0) : 0;
  if (charged.subtotal !== Number(order.amount) || charged.total !== Number(order.amount) - allowed) {
    return { outcome: 'mismatch:amount', detail: `expected ${expected} less ${allowed} discount, paid ${paid}` };
  }
  return null;
}

/**
 * Why a payment must not fulfil its order, or null when it may (docs/decisions/0034-stripe.md).
 * A mismatch (another checkout, currency or amount) is for the operator to look into; a stray (a
 * replaced checkout, a cancelled or already paid order) is money nobody can take, refunded when
 * the provider's policy says so. A signed outcome of the order itself (`charged` null, the
 * sandbox's) is the order's by construction.
 */
export function paymentVerdict(
  event: PaymentEvent & { kind: 'paid' },
  order: OrderRow,
  policy: NoticePolicy,
): Verdict | null {
  if (!event.charged) return null;
  const { checkout } = event;
  if (checkout && checkout.ref !== order.provider_ref && !isReplaced(checkout, order)) {
    return {
      outcome: 'mismatch:session',
      detail: `checkout ${checkout.ref} is not one this server opened for the order`,
    };
  }
  const mismatch = chargeMismatch(event.charged, order, policy);
  if (mismatch) return mismatch;
  if (checkout && checkout.ref !== order.provider_ref) {
    return { outcome: 'stray:replaced', detail: 'paid on a checkout a newer one had replaced' };
  }
  if (order.state === 'cancelled') return { outcome: 'stray:cancelled', detail: 'paid for a cancelled order' };
  if (order.state === 'paid') {
    if (event.payment === order.payment_intent) {
      return { outcome: 'ignored', detail: 'the order was paid by this payment already' };
    }
    return { outcome: 'stray:paid', detail: 'a second payment of an order paid already' };
  }
  return null;
}
