import { COMBO_PATHS } from '@glossa/contracts/combo';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import type { StripeEvents } from './stripe-events.ts';
import type { StripeProvider } from './stripe-provider.ts';

/**
 * Stripe's webhook. Its signature is over the exact bytes sent, so this plugin reads JSON bodies
 * as bytes (its own scope only). Stripe retries until it gets a 2xx: an event that changes
 * nothing (seen before, for no order of ours, another type) still answers 200; only a stray
 * payment whose refund could not be made answers 503, so that Stripe delivers it again.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { stripe, events }: { stripe: StripeProvider; events: StripeEvents },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(`${GATEWAYS.website}${COMBO_PATHS.stripeWebhook}`, async (request) => {
    const header = request.headers['stripe-signature'];
    const event = stripe.event(request.body as Buffer, typeof header === 'string' ? header : undefined);
    return ok(await events.receive(event, request.log));
  });
}
