import { Writable } from 'node:stream';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { ERRORS } from '@glossa/contracts/errors';
import { describe, expect, it } from 'vitest';
import { call, signUp, W } from './billing-kit.ts';
import { createTestApp, FALLBACK_BUNDLE } from './test-app.ts';

/**
 * In production the test checkout is off unless named: with it, anyone could give themselves any
 * plan. Named anyway, the server says so at every start.
 */
describe('payments in production', () => {
  it('refuses orders when no provider is set, and has no test checkout to open', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' }, FALLBACK_BUNDLE);
    try {
      const buyer = await signUp(t, 'no-payments@example.com');
      const order = await buyer.post(COMBO_PATHS.createOrder, { comboId: 'member', currency: 'USD', agreed: true });
      expect(order.status).toBe(503);
      expect(order.json).toMatchObject({
        code: ERRORS.paymentsOff.code,
        msg: expect.stringContaining('nothing was charged'),
      });
      expect(await t.db.selectFrom('orders').select('order_no').execute()).toEqual([]);
      const checkout = await call(t, 'GET', `${W}${COMBO_PATHS.sandboxCheckout}`, {
        query: { orderNo: 'x', sig: 'y' },
      });
      expect(checkout.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('warns at start when the sandbox is named in production', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp(
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'warn' },
      FALLBACK_BUNDLE,
      { logStream },
    );
    await t.close();
    expect(lines.join('')).toContain('PAYMENT_PROVIDER=sandbox in production');
  });
});
