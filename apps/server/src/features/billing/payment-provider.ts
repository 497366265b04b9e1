import type { LocaleCode } from '@glossa/contracts/locales';
import type { OrderTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/** Where the browser comes back to after paying or leaving the provider's checkout. */
export interface CheckoutReturn {
  locale: LocaleCode;
  successUrl: string;
  cancelUrl: string;
}

/** Who pays, and which checkout of the order this is (each has its own idempotency key). */
export interface CheckoutBuyer {
  email: string | null;
  attempt: number;
}

export interface OpenedCheckout {
  payUrl: string;
  /** The provider's own id of this checkout (a Stripe Checkout Session); null when it keeps none. */
  providerRef: string | null;
  /** When the checkout closes, when the provider moved the order's own expiry to fit its limits. */
  expiresAt?: number;
}

/**
 * A way to take payment (docs/decisions/0019-plans-and-payments.md, 0034-stripe.md). `checkout`
 * opens a payment for a pending order and says where to send the browser; `close` ends an open
 * one so it can no longer be paid (a provider without its own checkouts has none to close). The
 * provider's notices (the sandbox's signed callback, Stripe's signed webhook) come back through
 * its own route and settle the order, which fulfils exactly once.
 */
export interface PaymentProvider {
  readonly id: 'sandbox' | 'stripe' | 'none';
  checkout(order: OrderTable, back: CheckoutReturn, buyer: CheckoutBuyer): Promise<OpenedCheckout>;
  /** 'closed': it can no longer be paid; 'paid': too late, it was paid (its notice is on its way). */
  close?(providerRef: string): Promise<'closed' | 'paid'>;
}

/** What a provider's notice says about an order. */
export type PaymentOutcome = 'paid' | 'failed' | 'abandoned';

/** No way to pay (PAYMENT_PROVIDER=none, production's default): orders are refused before they are made. */
export class NoPayments implements PaymentProvider {
  readonly id = 'none' as const;
  async checkout(): Promise<never> {
    throw new AppError('paymentsOff');
  }
}
