import type { LocaleCode } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Config } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema, OrderTable } from '#db/schema.ts';

/** Where the browser comes back to after paying or leaving the provider's checkout. */
export interface CheckoutReturn {
  locale: LocaleCode;
  successUrl: string;
  cancelUrl: string;
}

/** Where the browser lands after the checkout: the plans pages of the web app. */
export function checkoutReturn(publicUrl: string, locale: LocaleCode, orderNo: string): CheckoutReturn {
  const query = `orderNo=${encodeURIComponent(orderNo)}`;
  return {
    locale,
    successUrl: `${publicUrl}/${locale}/plans/success?${query}`,
    cancelUrl: `${publicUrl}/${locale}/plans?${query}`,
  };
}

/** Who pays, and which checkout of the order this is (each has its own idempotency key). */
export interface CheckoutBuyer {
  email: string | null;
  attempt: number;
}

export interface OpenedCheckout {
  /**
   * Where the browser goes to pay: the provider's page, or a page of this server the provider
   * serves (`routes`), as the sandbox does, when its checkout is a form to post.
   */
  payUrl: string;
  /** The provider's own id of this checkout (a Stripe Checkout Session); null when it keeps none. */
  providerRef: string | null;
  /** When the checkout closes, when the provider moved the order's own expiry to fit its limits. */
  expiresAt?: number;
}

/** What a provider's notice says about an order. */
export type PaymentOutcome = 'paid' | 'failed' | 'abandoned';

/** A notice as it reached the server: the body's exact bytes (signatures are over them) and headers. */
export interface ProviderNotice {
  raw: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** The body read as the site reads JSON or a form (depth and field limits); undefined when empty. */
  fields(): Promise<unknown>;
}

/** The money a payment notice says was taken, checked against the order before it is paid. */
export interface Charged {
  currency: string | null;
  /** Before a discount. */
  subtotal: number | null;
  total: number | null;
  /** A promotion code's discount (only allowed where the provider's policy says so). */
  discount: number | null;
  /** Tax included in the total. */
  tax: number | null;
}

interface EventFacts {
  /**
   * The provider's id of this notice, recorded once in `payment_events` so a redelivery changes
   * nothing; unique across providers. Null for a notice that is idempotent by itself (a signed
   * outcome of one order, the sandbox's), which is not recorded.
   */
  id: string | null;
  /** The provider's name of it (Stripe's event type), as recorded. */
  type: string;
  /** When the provider made it (ms). */
  created: number;
  /** Live money or test: a notice of the other mode than the provider's is a mismatch. */
  livemode: boolean;
  /** The order it names; refunds and disputes may name only the payment. */
  orderId: string | null;
  orderNo: string | null;
  /**
   * The checkout it is about (a Stripe Checkout Session and the order and attempt its metadata
   * names); null for a provider that keeps no checkouts, whose notice is about the order itself.
   */
  checkout: { ref: string; orderId: string | null; attempt: number | null } | null;
  /** The provider's id of the payment (a PaymentIntent): finds the order of a refund or dispute. */
  payment: string | null;
  charge: string | null;
  /** As recorded: what the notice is for, in the currency's minor unit. */
  amount: number | null;
  currency: string | null;
}

/** A dispute (chargeback) of a payment, as the provider words it and as the ledger reads it. */
export interface DisputeFacts {
  id: string;
  reason: string;
  status: string;
  /** open: just opened; won or lost: closed so; undecided: closed otherwise. */
  result: 'open' | 'won' | 'lost' | 'undecided';
}

/**
 * What a provider's notice says, once its signature is verified (docs/decisions/0038-payment-providers.md).
 * `paid` with `settled` false is a delayed payment (paid or failed later). `charged` null: the
 * notice is a signed outcome of the order itself (the sandbox's), with no money to check.
 */
export type PaymentEvent = EventFacts &
  (
    | { kind: 'paid'; settled: boolean; charged: Charged | null }
    | { kind: 'failed' }
    | { kind: 'abandoned' }
    /** `refunded` is the payment's running total refunded, `paid` what was taken. */
    | { kind: 'refunded'; refunded: number; paid: number }
    | { kind: 'dispute'; dispute: DisputeFacts }
  );

/** What became of a notice: `outcome` is what `payment_events` recorded (a notice without an id has none). */
export interface Received {
  outcome?: string;
  fulfilled: boolean;
}

/** What a refund takes back: its share of what the order still gives, or all of it (STRIPE_REFUND_WITHDRAWS). */
export type RefundWithdraws = 'prorata' | 'whole';

/** How the order service treats one provider's money notices. */
export interface NoticePolicy {
  /** A promotion code's discount may be taken off the price (STRIPE_PROMOTION_CODES). */
  discounts: boolean;
  /** Money no order can take is refunded at once (STRIPE_AUTO_REFUND_STRAYS). */
  refundStrays: boolean;
  refundWithdraws: RefundWithdraws;
}

export const DEFAULT_POLICY: NoticePolicy = { discounts: false, refundStrays: false, refundWithdraws: 'prorata' };

export interface RefundRequest {
  order: Selectable<DatabaseSchema['orders']>;
  /** The provider's id of the payment to give back: the order's own, or a stray one. */
  payment: string | null;
  /** In the order's minor unit; null: all of it. */
  amount: number | null;
  /** The same for every try of one refund: the provider makes it once. */
  key: string;
  reason: 'duplicate' | 'requested_by_customer';
  /** For the provider's records (Stripe's metadata). */
  note: string;
}

export interface RefundDone {
  id: string;
  /**
   * The refund as a verified event when the provider sends no notice of it; null when its notice
   * comes (Stripe's `charge.refunded`) and withdraws what the order gives then.
   */
  event: PaymentEvent | null;
}

/** What a provider's own pages (`routes`) may use. */
export interface ProviderRouteContext {
  db: Database;
  catalog: Catalog;
  publicUrl: string;
  /** Applies a verified event of this provider, as its notice would. */
  receive(event: PaymentEvent, log: FastifyBaseLogger): Promise<Received>;
}

/**
 * A way to take payment (docs/decisions/0038-payment-providers.md, 0019, 0034). The order
 * service opens, closes and refunds through it; its notices come to
 * `combo-order/callback/<id>`, are verified by it and applied to the order by the order service
 * (billing/payment-notices.ts), which fulfils exactly once.
 */
export interface PaymentProvider {
  /** Its PAYMENT_PROVIDER name; kept on each order it opened a checkout for (`orders.provider`). */
  readonly id: string;
  /** Live money (Stripe live keys) or test. */
  readonly livemode: boolean;
  readonly policy: NoticePolicy;
  /**
   * Opens a payment for a pending order and says where to send the browser. Unreachable or
   * refusing: `paymentProviderUnavailable` (nothing was charged, the order stays payable).
   */
  checkout(order: OrderTable, back: CheckoutReturn, buyer: CheckoutBuyer): Promise<OpenedCheckout>;
  /** Ends an open checkout. 'closed': it can no longer be paid; 'paid': too late (its notice is on its way). */
  cancel(providerRef: string): Promise<'closed' | 'paid'>;
  /** The event a notice carries; `paymentSignatureInvalid` unless it is signed; null for one of no interest. */
  verify(notice: ProviderNotice): Promise<PaymentEvent | null>;
  refund(request: RefundRequest): Promise<RefundDone>;
  /** Pages of its own (the sandbox's checkout), registered in a scope of their own. */
  routes?(app: FastifyInstance, context: ProviderRouteContext): Promise<void>;
}

/** What building a provider may read. */
export interface ProviderContext {
  config: Config;
  log: FastifyBaseLogger;
  now: () => number;
}

/** A provider as the registry (billing/providers.ts) knows it: PAYMENT_PROVIDER names its id. */
export interface ProviderDefinition {
  id: string;
  create(context: ProviderContext): PaymentProvider;
}
