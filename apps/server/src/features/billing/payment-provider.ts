import type { LocaleCode } from '@glossa/contracts/locales';
import type { OrderTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/** Where the browser comes back to after paying or leaving the provider's checkout. */
export interface CheckoutReturn {
  locale: LocaleCode;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A way to take payment (docs/decisions/0019-plans-and-payments.md). `checkout` opens a payment
 * for a pending order and says where to send the browser; the provider's notices (the sandbox's
 * signed callback, Stripe's signed webhook) come back through its own route and settle the order
 * through OrderService.settle, which fulfils exactly once.
 */
export interface PaymentProvider {
  readonly id: 'sandbox' | 'stripe' | 'none';
  checkout(order: OrderTable, back: CheckoutReturn): Promise<{ payUrl: string; providerRef: string | null }>;
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
