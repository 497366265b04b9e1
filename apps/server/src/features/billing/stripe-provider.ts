import type { LocaleCode } from '@glossa/contracts/locales';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { OrderTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import type {
  CheckoutBuyer,
  CheckoutReturn,
  NoticePolicy,
  OpenedCheckout,
  PaymentEvent,
  PaymentProvider,
  ProviderDefinition,
  ProviderNotice,
  RefundRequest,
} from './payment-provider.ts';
import { paymentEventOf } from './stripe-notice.ts';

export interface StripeSettings extends NoticePolicy {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own when left out. */
  apiUrl?: string;
  siteName: string;
  /** Stripe Tax computes the tax, included in our prices (STRIPE_AUTOMATIC_TAX). */
  automaticTax: boolean;
  log: FastifyBaseLogger;
  now: () => number;
}

const MINUTE = 60_000;
/**
 * Stripe takes a session's `expires_at` 30 minutes to 24 hours after it makes the session: the
 * order's expiry is moved into that window, with a minute to spare for the request on its way.
 */
const SESSION_MIN_MS = 31 * MINUTE;
const SESSION_MAX_MS = 24 * 60 * MINUTE;

/** Stripe Checkout's language for each interface language; it has no Arabic, so 'auto' (the browser's). */
const CHECKOUT_LOCALES: Record<LocaleCode, Stripe.Checkout.SessionCreateParams.Locale> = {
  zhcn: 'zh',
  zhhk: 'zh-HK',
  zhtw: 'zh-TW',
  enus: 'en',
  dede: 'de',
  frfr: 'fr',
  kokr: 'ko',
  jajp: 'ja',
  thth: 'th',
  eses: 'es',
  ruru: 'ru',
  arsa: 'auto',
};

/** When a Checkout Session opened now for an order expiring at `orderExpiry` closes (ms). */
export function sessionExpiry(orderExpiry: number, now: number): number {
  const within = Math.min(Math.max(orderExpiry, now + SESSION_MIN_MS), now + SESSION_MAX_MS);
  return Math.floor(within / 1000) * 1000;
}

/**
 * Stripe Checkout Sessions, one live session per order (plans are prepaid periods, renewed by a
 * new order), refunds of stray payments, and Stripe's webhooks, trusted only with a valid
 * `Stripe-Signature` (docs/decisions/0034-stripe.md). A Stripe that cannot be reached or refuses
 * our key is `paymentProviderUnavailable`: nothing was charged, the order stays payable.
 */
export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe';
  /** Live keys see live events only, test keys test events only. */
  readonly livemode: boolean;
  readonly policy: NoticePolicy;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.livemode = /^(sk|rk)_live_/.test(settings.secretKey);
    const { discounts, refundStrays, refundWithdraws } = settings;
    this.policy = { discounts, refundStrays, refundWithdraws };
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api
        ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    });
  }

  /** Stripe's answer, or `paymentProviderUnavailable` (logged: an outage, a refused key) when there is none. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.settings.log.error({ err: error, stripeRequest: error.requestId }, `Stripe: ${what} failed`);
      throw new AppError('paymentProviderUnavailable', undefined, { cause: error });
    }
  }

  async checkout(order: OrderTable, back: CheckoutReturn, buyer: CheckoutBuyer): Promise<OpenedCheckout> {
    const { automaticTax, discounts } = this.settings;
    const expiresAt = sessionExpiry(order.expires_at, this.settings.now());
    const metadata = { orderNo: order.order_no, orderId: order.id, attempt: String(buyer.attempt) };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      client_reference_id: order.order_no,
      metadata,
      payment_intent_data: { metadata },
      ...(buyer.email ? { customer_email: buyer.email } : {}),
      locale: CHECKOUT_LOCALES[back.locale],
      expires_at: expiresAt / 1000,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: Number(order.amount),
            product_data: { name: `${this.settings.siteName} · ${order.plan_id}` },
            // The price shown on the plans page is what is paid: Stripe Tax finds the tax inside it.
            ...(automaticTax ? { tax_behavior: 'inclusive' as const } : {}),
          },
        },
      ],
      ...(automaticTax ? { automatic_tax: { enabled: true } } : {}),
      ...(discounts ? { allow_promotion_codes: true } : {}),
      success_url: back.successUrl,
      cancel_url: back.cancelUrl,
    };
    // One key per attempt: the library's own retries of this call open no second session.
    const options = { idempotencyKey: `checkout-${order.id}-${buyer.attempt}` };
    const session = await this.call('opening a Checkout Session', () =>
      this.stripe.checkout.sessions.create(params, options),
    );
    if (!session.url) throw new AppError('paymentProviderUnavailable');
    return { payUrl: session.url, providerRef: session.id, expiresAt };
  }

  /** Expires a session so it can no longer be paid; one already expired (or unknown to this key) is closed too. */
  async cancel(sessionId: string): Promise<'closed' | 'paid'> {
    // Only an open session can be expired: Stripe refuses the others as an invalid request.
    const refused = (error: unknown) => {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return error.code === 'resource_missing' ? 'closed' : 'not open';
    };
    const expired = await this.call('expiring a Checkout Session', () =>
      this.stripe.checkout.sessions.expire(sessionId).then(() => 'closed' as const, refused),
    );
    if (expired === 'closed') return 'closed';
    // Expired already, or complete: paid, or a delayed payment under way.
    const session = await this.call('reading a Checkout Session', () =>
      this.stripe.checkout.sessions.retrieve(sessionId),
    );
    return session.status === 'complete' ? 'paid' : 'closed';
  }

  /** Refunds a payment (in full when no amount is given), once per key however often it is asked. */
  async refund({ payment, amount, key, reason, note }: RefundRequest) {
    if (!payment) throw new AppError('orderNotRefundable');
    const refund = await this.call('refunding a payment', () =>
      this.stripe.refunds.create(
        { payment_intent: payment, ...(amount === null ? {} : { amount }), reason, metadata: { glossa: note } },
        { idempotencyKey: key },
      ),
    );
    // Its charge.refunded event withdraws what the order gives, whoever made the refund.
    return { id: refund.id, event: null };
  }

  /** A webhook delivery's event; refuses one whose signature does not verify. */
  async verify(notice: ProviderNotice): Promise<PaymentEvent | null> {
    const header = notice.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        notice.raw,
        typeof header === 'string' ? header : '',
        this.settings.webhookSecret,
      );
    } catch {
      throw new AppError('paymentSignatureInvalid');
    }
    return paymentEventOf(event);
  }
}

export const stripeProvider: ProviderDefinition = {
  id: 'stripe',
  create({ config, log, now }) {
    // The configuration refuses PAYMENT_PROVIDER=stripe without both keys.
    const stripe = config.payments.stripe;
    if (!stripe) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return new StripeProvider({
      ...stripe,
      discounts: stripe.promotionCodes,
      refundStrays: stripe.autoRefundStrays,
      siteName: config.siteName,
      log,
      now,
    });
  },
};
