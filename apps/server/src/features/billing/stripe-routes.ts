import { COMBO_PATHS } from '@glossa/contracts/combo';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import type { OrderService } from './orders.ts';
import type { StripeProvider } from './stripe-provider.ts';

/**
 * Stripe's webhook. Its signature is over the exact bytes sent, so this plugin reads JSON bodies
 * as bytes (its own scope only). Stripe retries until it gets a 2xx: a notice that changes
 * nothing (already paid, another event type) still answers 200.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { stripe, orders }: { stripe: StripeProvider; orders: OrderService },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(`${GATEWAYS.website}${COMBO_PATHS.stripeWebhook}`, async (request) => {
    const header = request.headers['stripe-signature'];
    const notice = stripe.notice(request.body as Buffer, typeof header === 'string' ? header : undefined);
    if (!notice) return ok({ fulfilled: false });
    return ok({ fulfilled: await orders.settle({ orderNo: notice.orderNo }, notice.outcome) });
  });
}
