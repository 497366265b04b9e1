import Stripe from 'stripe';
import type { OrderTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CheckoutReturn, PaymentOutcome, PaymentProvider } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own when left out. */
  apiUrl?: string;
  siteName: string;
}

/**
 * Stripe Checkout Sessions (one payment per order: plans are prepaid periods, renewed by a new
 * order), and Stripe's webhooks, trusted only with a valid `Stripe-Signature`. The session carries
 * the order number; fulfilment is OrderService.settle's, once however often Stripe delivers.
 */
export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(api
        ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    });
  }

  async checkout(order: OrderTable, back: CheckoutReturn) {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.order_no,
        metadata: { orderNo: order.order_no },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: Number(order.amount),
              product_data: { name: `${this.settings.siteName} · ${order.plan_id}` },
            },
          },
        ],
        success_url: back.successUrl,
        cancel_url: back.cancelUrl,
      },
      // A retried call opens no second session for the same attempt.
      { idempotencyKey: `order-${order.id}-${order.updated_at}` },
    );
    if (!session.url) throw new AppError('unavailable');
    return { payUrl: session.url, providerRef: session.id };
  }

  /** The order and outcome of a webhook delivery; refuses one whose signature does not verify. */
  notice(rawBody: Buffer, signature: string | undefined): { orderNo: string; outcome: PaymentOutcome } | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch {
      throw new AppError('paymentSignatureInvalid');
    }
    if (!event.type.startsWith('checkout.session.')) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    const orderNo = session.metadata?.orderNo ?? session.client_reference_id;
    if (!orderNo) return null;
    switch (event.type) {
      case 'checkout.session.completed':
        // Card payments are paid at once; delayed methods finish with async_payment_succeeded.
        return session.payment_status === 'paid' ? { orderNo, outcome: 'paid' } : null;
      case 'checkout.session.async_payment_succeeded':
        return { orderNo, outcome: 'paid' };
      case 'checkout.session.async_payment_failed':
        return { orderNo, outcome: 'failed' };
      case 'checkout.session.expired':
        return { orderNo, outcome: 'abandoned' };
      default:
        return null;
    }
  }
}
