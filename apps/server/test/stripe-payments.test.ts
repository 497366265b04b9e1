import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_glossa';
let t: TestApp;
let standIn: Server;
const sessions: URLSearchParams[] = [];

/** A local stand-in of Stripe's API: Checkout Session creation, as the library calls it. */
function startStripeStandIn(): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no"}}');
        return;
      }
      const form = new URLSearchParams(body);
      sessions.push(form);
      const id = `cs_test_${sessions.length}`;
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${sessions.length}` });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          metadata: { orderNo: form.get('metadata[orderNo]') },
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_glossa',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://glossa.test',
    },
    FALLBACK_BUNDLE,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

const stripe = new Stripe('sk_test_unused');

function deliver(payload: string, signature: string) {
  return call(t, 'POST', `${W}${COMBO_PATHS.stripeWebhook}`, {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('the Stripe adapter', () => {
  it('opens a Checkout Session, refuses a forged webhook, and fulfils a signed one once', async () => {
    const me = await signUp(t, 'stripe@example.com');
    const created = await me.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'EUR', agreed: true });
    const { orderNo } = created.json.data;
    const toPay = await me.post(COMBO_PATHS.toPay, { orderNo });
    expect(toPay.json.data).toEqual({ orderNo, payUrl: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    const form = sessions.at(-1);
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(form?.get('metadata[orderNo]')).toBe(orderNo);
    expect(form?.get('success_url')).toBe(`https://glossa.test/enus/plans/success?orderNo=${orderNo}`);

    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: orderNo,
          metadata: { orderNo },
        },
      },
    });
    const forged = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(forged.status).toBe(400);
    expect(forged.json).toMatchObject({ code: 10405 });
    expect((await me.get(COMBO_PATHS.opaque, { orderNo })).json.data.state).toBe('pending');

    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const deliveries = [];
    for (let i = 0; i < 3; i++) deliveries.push((await deliver(payload, signature)).json.data.fulfilled);
    expect(deliveries).toEqual([true, false, false]);
    expect((await me.get(COMBO_PATHS.opaque, { orderNo })).json.data.state).toBe('paid');
    const info = await me.get(ACCOUNT_PATHS.packageInfo);
    expect(info.json.data).toMatchObject({ plan: 'member', planLeft: 1000 });
    const grants = await t.db.selectFrom('plan_grants').selectAll().where('owner', '=', `user:${me.userId}`).execute();
    expect(grants).toHaveLength(1);
  });
});
