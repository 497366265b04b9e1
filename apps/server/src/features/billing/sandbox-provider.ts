import { timingSafeEqual } from 'node:crypto';
import { sandboxCallbackBody } from '@glossa/contracts/combo-requests';
import { COMBO_ROUTES as ROUTES } from '@glossa/contracts/combo-routes';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import type { FastifyInstance } from 'fastify';
import type { OrderTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { registerFormBodyParser } from '#http/form-body.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { parseInput } from '#http/invalid-input.ts';
import { requestLocale } from '#http/request-locale.ts';
import { ServerSecret } from '#http/server-secret.ts';
import {
  type CheckoutReturn,
  checkoutReturn,
  DEFAULT_POLICY,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderDefinition,
  type ProviderNotice,
  type ProviderRouteContext,
  type RefundRequest,
} from './payment-provider.ts';
import { type SandboxOutcome, sandboxPage } from './sandbox-page.ts';

const KINDS = { succeed: 'paid', fail: 'failed', abandon: 'abandoned' } as const;

/**
 * The embedded test provider (the default outside production): its checkout is a page of this
 * server, marked test mode, whose buttons post a signed outcome of the order. Nothing is charged,
 * so a refund only gives the order's rights back. The signature (HMAC with the server's key) is
 * what makes a notice count, as Stripe's is for its.
 */
export class SandboxProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly livemode = false;
  readonly policy = DEFAULT_POLICY;

  constructor(
    private readonly secret: ServerSecret,
    private readonly publicUrl: string,
    private readonly now: () => number,
  ) {}

  /** The signature of a checkout link (no outcome) or of an outcome of one order. */
  signature(orderNo: string, outcome?: SandboxOutcome): string {
    // Stable, so a page reload keeps its link.
    return this.secret.mac('sandbox', `${orderNo}\n${outcome ?? ''}`);
  }

  private signed(orderNo: string, sig: string, outcome?: SandboxOutcome): boolean {
    const expected = Buffer.from(this.signature(orderNo, outcome), 'hex');
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async checkout(order: OrderTable, back: CheckoutReturn) {
    const query = new URLSearchParams({ orderNo: order.order_no, sig: this.signature(order.order_no) });
    const lang = new URLSearchParams({ lang: back.locale });
    return {
      payUrl: `${this.publicUrl}${ROUTES.sandboxCheckout.path}?${query}&${lang}`,
      providerRef: null,
    };
  }

  /** Its checkouts are the order's page, which reads the order's state: nothing to close. */
  async cancel(): Promise<'closed'> {
    return 'closed';
  }

  async verify(notice: ProviderNotice): Promise<PaymentEvent> {
    return this.eventOf(parseInput(sandboxCallbackBody, await notice.fields()));
  }

  /** The order's signed outcome as an event; refused unless the signature is the server's. */
  private eventOf(body: { orderNo: string; outcome: SandboxOutcome; sig: string }): PaymentEvent {
    if (!this.signed(body.orderNo, body.sig, body.outcome)) throw new AppError('paymentSignatureInvalid');
    const kind = KINDS[body.outcome];
    const facts = this.facts(`sandbox.${body.outcome}`, body.orderNo, null);
    return kind === 'paid' ? { ...facts, kind, settled: true, charged: null } : { ...facts, kind };
  }

  private facts(type: string, orderNo: string, payment: string | null) {
    const none = { checkout: null, charge: null, amount: null, currency: null, orderId: null };
    return { ...none, id: null, type, created: this.now(), livemode: false, orderNo, payment };
  }

  /** Nothing was charged: the refund is only what it withdraws, applied at once. */
  async refund({ order, amount }: RefundRequest) {
    const paid = Number(order.amount) - Number(order.discount_amount ?? 0);
    const refunded = Math.min(paid, Number(order.refunded_amount) + (amount ?? paid));
    const event: PaymentEvent = {
      ...this.facts('sandbox.refund', order.order_no, order.payment_intent),
      kind: 'refunded',
      refunded,
      paid,
    };
    return { id: `sandbox-refund-${order.id}-${refunded}`, event };
  }

  /** The checkout page, and its buttons' form posts (the same signed notice, then back to the web app). */
  async routes(scope: FastifyInstance, context: ProviderRouteContext) {
    registerFormBodyParser(scope, INPUT_LIMITS.formMaxFields);
    gatewayRoute(scope, ROUTES.sandboxCheckout, async (request, reply) => {
      const { orderNo, sig, lang } = request.query;
      if (!this.signed(orderNo, sig)) throw new AppError('paymentSignatureInvalid');
      const order = await context.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      if (!order) throw new AppError('orderNotFound');
      const locale = lang ?? requestLocale(request);
      const html = sandboxPage(context.catalog, locale, order, (outcome) => this.signature(orderNo, outcome));
      // Its buttons are forms posted with the buyer's session cookie: under the site-wide
      // no-referrer policy a browser would send "Origin: null", which the cross-site guard refuses.
      reply.header('referrer-policy', 'same-origin');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
    gatewayRoute(scope, ROUTES.sandboxComplete, async (request, reply) => {
      await context.receive(this.eventOf(request.body), request.log);
      const locale = request.body.lang ?? requestLocale(request);
      const back = checkoutReturn(context.publicUrl, locale, request.body.orderNo);
      return reply.redirect(request.body.outcome === 'succeed' ? back.successUrl : back.cancelUrl, 303);
    });
  }
}

export const sandboxProvider: ProviderDefinition = {
  id: 'sandbox',
  create({ config, log, now }) {
    if (config.nodeEnv === 'production') {
      log.warn(
        'PAYMENT_PROVIDER=sandbox in production: the test checkout takes no money, so anyone can give themselves any plan. Use stripe, or none.',
      );
    }
    return new SandboxProvider(ServerSecret.load(config.dataDir, config.secretKey), config.publicUrl, now);
  },
};
