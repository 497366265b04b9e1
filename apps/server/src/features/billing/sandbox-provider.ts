import { timingSafeEqual } from 'node:crypto';
import { COMBO_PATHS } from '@glossa/contracts/combo';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { OrderTable } from '../../db/schema.ts';
import type { ServerSecret } from '../../http/server-secret.ts';
import type { CheckoutReturn, PaymentProvider } from './payment-provider.ts';

export type SandboxOutcome = 'succeed' | 'fail' | 'abandon';

/**
 * The embedded test provider (the default): its checkout is a page of this server, marked test
 * mode, whose buttons post a signed outcome to the sandbox callback. Nothing is charged. The
 * signature (HMAC with the server's key) is what makes a callback count, as Stripe's is for its.
 */
export class SandboxProvider implements PaymentProvider {
  readonly id = 'sandbox' as const;

  constructor(
    private readonly secret: ServerSecret,
    private readonly publicUrl: string,
  ) {}

  /** The signature of a checkout link (no outcome) or of an outcome of one order. */
  signature(orderNo: string, outcome?: SandboxOutcome): string {
    // Stable, so a page reload keeps its link.
    return this.secret.mac('sandbox', `${orderNo}\n${outcome ?? ''}`);
  }

  verify(orderNo: string, sig: string, outcome?: SandboxOutcome): boolean {
    const expected = Buffer.from(this.signature(orderNo, outcome), 'hex');
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async checkout(order: OrderTable, back: CheckoutReturn) {
    const query = new URLSearchParams({ orderNo: order.order_no, sig: this.signature(order.order_no) });
    const lang = new URLSearchParams({ lang: back.locale });
    return {
      payUrl: `${this.publicUrl}${GATEWAYS.website}${COMBO_PATHS.sandboxCheckout}?${query}&${lang}`,
      providerRef: null,
    };
  }
}
