import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import Stripe from 'stripe';
import { type Answer, call, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

export const WEBHOOK_SECRET = 'whsec_test_glossa';

/** A Checkout Session as the stand-in keeps it: the form the library sent, and where it stands. */
export interface StandInSession {
  id: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  status: 'open' | 'expired' | 'complete';
  paymentIntent: string | null;
}

export interface StandInRefund {
  id: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** How the stand-in fails every call while set: a dropped connection, or an error status. */
export type Outage = 'network' | 503 | 401 | null;

/**
 * A local stand-in of Stripe's API as the `stripe` library calls it (STRIPE_API_URL): Checkout
 * Sessions (create, with idempotency keys; retrieve; expire, refused for a session not open) and
 * refunds, every request counted, and outages on demand.
 */
export class StripeStandIn {
  readonly sessions: StandInSession[] = [];
  readonly refunds: StandInRefund[] = [];
  /** Every request, as "METHOD /path". */
  readonly requests: string[] = [];
  outage: Outage = null;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => this.answer(request, response, new URLSearchParams(body)));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  session(id: string): StandInSession {
    const found = this.sessions.find((session) => session.id === id);
    if (!found) throw new Error(`no session ${id}`);
    return found;
  }

  /** The buyer pays a session at Stripe: it is complete, with a PaymentIntent. */
  pay(id: string): StandInSession {
    const session = this.session(id);
    session.status = 'complete';
    session.paymentIntent = `pi_${id}`;
    return session;
  }

  private answer(request: IncomingMessage, response: ServerResponse, form: URLSearchParams) {
    const path = (request.url ?? '').split('?')[0] ?? '';
    this.requests.push(`${request.method} ${path}`);
    const send = (status: number, value: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.requests.length}` })
        .end(JSON.stringify(value));
    const refuse = (status: number, type: string, code?: string) =>
      send(status, { error: { type, code, message: `stand-in: ${type}` } });
    if (this.outage === 'network') return request.socket.destroy();
    if (this.outage === 503) return refuse(503, 'api_error');
    if (this.outage === 401) return refuse(401, 'authentication_error');
    const key = request.headers['idempotency-key'] as string | undefined;
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const again = key ? this.sessions.find((session) => session.idempotencyKey === key) : undefined;
      const session = again ?? {
        id: `cs_test_${this.sessions.length + 1}`,
        form,
        idempotencyKey: key,
        status: 'open',
        paymentIntent: null,
      };
      if (!again) this.sessions.push(session as StandInSession);
      return send(200, sessionJson(session as StandInSession));
    }
    const known = this.sessions.find((session) => session.id === (expire ?? read)?.[1]);
    if ((expire || read) && !known) return refuse(404, 'invalid_request_error', 'resource_missing');
    if (known && read && request.method === 'GET') return send(200, sessionJson(known));
    if (known && expire && request.method === 'POST') {
      if (known.status !== 'open') return refuse(400, 'invalid_request_error');
      known.status = 'expired';
      return send(200, sessionJson(known));
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const again = key ? this.refunds.find((refund) => refund.idempotencyKey === key) : undefined;
      const refund = again ?? { id: `re_${this.refunds.length + 1}`, form, idempotencyKey: key };
      if (!again) this.refunds.push(refund);
      return send(200, {
        id: refund.id,
        object: 'refund',
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      });
    }
    return refuse(404, 'invalid_request_error', 'resource_missing');
  }
}

/** A session as Stripe describes it, in an event or an API answer. */
export function sessionJson(session: StandInSession, paid: Partial<Stripe.Checkout.Session> = {}) {
  const amount = Number(session.form.get('line_items[0][price_data][unit_amount]'));
  return {
    id: session.id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${session.id}`,
    status: session.status,
    livemode: false,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    payment_intent: session.paymentIntent,
    client_reference_id: session.form.get('client_reference_id'),
    currency: session.form.get('line_items[0][price_data][currency]'),
    amount_subtotal: amount,
    amount_total: amount,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    expires_at: Number(session.form.get('expires_at')),
    metadata: {
      orderNo: session.form.get('metadata[orderNo]'),
      orderId: session.form.get('metadata[orderId]'),
      attempt: session.form.get('metadata[attempt]'),
    },
    ...paid,
  };
}

let eventSeed = 0;

/** A Stripe event around one object; a fresh id unless one is given. */
export function stripeEvent(type: string, object: unknown, options: { id?: string; livemode?: boolean } = {}) {
  eventSeed += 1;
  return {
    id: options.id ?? `evt_test_${eventSeed}`,
    object: 'event',
    type,
    livemode: options.livemode ?? false,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** A charge of a PaymentIntent, `refunded` of its `amount` given back so far. */
export function chargeJson(paymentIntent: string, amount: number, currency: string, refunded = 0) {
  return {
    id: `ch_${paymentIntent}`,
    object: 'charge',
    amount,
    amount_refunded: refunded,
    currency: currency.toLowerCase(),
    payment_intent: paymentIntent,
    refunded: refunded === amount,
  };
}

export function disputeJson(paymentIntent: string, amount: number, currency: string, status: string) {
  return {
    id: `dp_${paymentIntent}`,
    object: 'dispute',
    amount,
    charge: `ch_${paymentIntent}`,
    currency: currency.toLowerCase(),
    payment_intent: paymentIntent,
    reason: 'fraudulent',
    status,
  };
}

const signer = new Stripe('sk_test_unused');

/** Delivers an event to the webhook, signed with the library's own test signatures. */
export function deliver(t: TestApp, event: unknown, secret = WEBHOOK_SECRET): Promise<Answer> {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return call(t, 'POST', `${W}${COMBO_PATHS.stripeWebhook}`, {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** The server with Stripe as its provider, talking to a fresh stand-in; its log lines are kept. */
export async function stripeTestApp(env: Record<string, string> = {}) {
  const standIn = new StripeStandIn();
  const apiUrl = await standIn.start();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_glossa',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
      PUBLIC_URL: 'https://glossa.test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    FALLBACK_BUNDLE,
    { logStream },
  );
  return {
    t,
    standIn,
    logs,
    close: async () => {
      await t.close();
      await standIn.stop();
    },
  };
}
