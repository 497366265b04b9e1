import { AppError } from '#http/app-error.ts';
import type { PaymentProvider, ProviderContext, ProviderDefinition } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

/**
 * Every way this server can take payment, by id. A new one is a file implementing
 * PaymentProvider with its definition, and its line here (docs/decisions/0038-payment-providers.md).
 */
export const PAYMENT_PROVIDERS: readonly ProviderDefinition[] = [sandboxProvider, stripeProvider];

/** The name that takes no payments (production's default). */
export const NO_PROVIDER = 'none';

/**
 * The providers in use, by id: the one PAYMENT_PROVIDER names, or none. Only it is built, so a
 * provider not named has no routes (the sandbox's checkout would let anyone give themselves a plan).
 */
export class PaymentProviders {
  private readonly byId: ReadonlyMap<string, PaymentProvider>;

  constructor(
    /** The provider new checkouts open with; undefined when payments are off. */
    readonly current: PaymentProvider | undefined,
  ) {
    this.byId = new Map(current ? [[current.id, current]] : []);
  }

  static named(id: string, context: ProviderContext, definitions = PAYMENT_PROVIDERS): PaymentProviders {
    if (id === NO_PROVIDER) return new PaymentProviders(undefined);
    const definition = definitions.find((entry) => entry.id === id);
    if (!definition) throw new Error(`PAYMENT_PROVIDER: no payment provider is named ${id}`);
    return new PaymentProviders(definition.create(context));
  }

  get(id: string): PaymentProvider | undefined {
    return this.byId.get(id);
  }

  all(): PaymentProvider[] {
    return [...this.byId.values()];
  }

  /** The provider a new checkout opens with: `paymentsOff` when there is none. */
  opening(): PaymentProvider {
    if (!this.current) throw new AppError('paymentsOff');
    return this.current;
  }
}
