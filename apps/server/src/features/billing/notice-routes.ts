import { providerNoticePath } from '@glossa/contracts/combo';
import { COMBO_ROUTES } from '@glossa/contracts/combo-routes';
import { GATEWAYS, INPUT_LIMITS } from '@glossa/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { readFormFields } from '#http/form-body.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { nestsDeeperThan } from '#http/json-body.ts';
import type { OrderService } from './orders.ts';
import type { PaymentProviders } from './providers.ts';

const FORM = 'application/x-www-form-urlencoded';
const NOTICE_ROUTES = [COMBO_ROUTES.sandboxNotice, COMBO_ROUTES.stripeNotice];

/** A provider's notice route: every provider has its own in the route table (COMBO_CALLS). */
function noticeRoute(providerId: string) {
  const path = `${GATEWAYS.website}${providerNoticePath(providerId)}`;
  const route = NOTICE_ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`The payment provider "${providerId}" has no notice route in COMBO_CALLS`);
  return route;
}

/**
 * Each provider's notices (webhooks, signed returns) at `combo-order/callback/<id>`. Signatures
 * are over the exact bytes sent, so this scope reads bodies as bytes; the provider reads them as
 * the site reads JSON and forms when it wants fields. A provider retries until it gets a 2xx: a
 * notice that changes nothing (seen before, for no order of ours, of no interest) still answers
 * 200; only a stray payment whose refund could not be made answers 503, so it is delivered again.
 */
export async function noticeRoutes(
  app: FastifyInstance,
  options: { providers: PaymentProviders; orders: OrderService; jsonMaxDepth: number },
) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const fields = (request: FastifyRequest, raw: Buffer) => async (): Promise<unknown> => {
    const text = raw.toString('utf8');
    if (text.length === 0) return undefined;
    if (request.headers['content-type']?.startsWith(FORM)) return readFormFields(text, INPUT_LIMITS.formMaxFields);
    if (nestsDeeperThan(text, options.jsonMaxDepth)) throw new AppError('bodyTooDeep', { max: options.jsonMaxDepth });
    return new Promise((resolve, reject) =>
      parseJson(request, text, (error, value) => (error ? reject(error) : resolve(value))),
    );
  };
  app.removeContentTypeParser('application/json');
  const bytes = { parseAs: 'buffer' } as const;
  app.addContentTypeParser(['application/json', FORM], bytes, (_request, body, done) => done(null, body));
  for (const provider of options.providers.all()) {
    gatewayRoute(app, noticeRoute(provider.id), async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const notice = { raw, headers: request.headers, fields: fields(request, raw) };
      return ok(await options.orders.notice(provider.id, notice, request.log));
    });
  }
}
