import { DEFAULT_LOCALE } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../core/config.ts';
import { createMailer } from '../../core/mailer.ts';
import type { SessionReader } from '../../core/owner.ts';
import type { Database } from '../../db/database.ts';
import { ServerSecret } from '../../http/server-secret.ts';
import { QuotaService } from '../quota/index.ts';
import { OrderService } from './orders.ts';
import { NoPayments, type PaymentProvider } from './payment-provider.ts';
import { PlanCatalog } from './plan-catalog.ts';
import { Receipts } from './receipts.ts';
import { PlanEndReminders } from './reminders.ts';
import { billingRoutes } from './routes.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import { StripeEvents } from './stripe-events.ts';
import { StripeProvider } from './stripe-provider.ts';
import { stripeWebhookRoutes } from './stripe-routes.ts';

export interface BillingSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  accounts: SessionReader;
  now: () => number;
}

/** Plans, orders and the payment provider PAYMENT_PROVIDER names (docs/decisions/0019-plans-and-payments.md). */
export async function registerBilling(app: FastifyInstance, setup: BillingSetup): Promise<OrderService> {
  const { config, db, catalog, accounts, now } = setup;
  const { payments } = config;
  const sandbox = new SandboxProvider(ServerSecret.load(config.dataDir, config.secretKey), config.publicUrl);
  const stripe =
    payments.provider === 'stripe' && payments.stripe
      ? new StripeProvider({ ...payments.stripe, siteName: config.siteName, log: app.log, now })
      : undefined;
  const provider: PaymentProvider = stripe ?? (payments.provider === 'sandbox' ? sandbox : new NoPayments());
  if (provider === sandbox && config.nodeEnv === 'production') {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox in production: the test checkout takes no money, so anyone can give themselves any plan. Use stripe, or none.',
    );
  }
  const plans = new PlanCatalog(db);
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, now });
  const mailing = {
    db,
    catalog,
    mailer,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    defaultLocale: DEFAULT_LOCALE,
    log: app.log,
  };
  const receipts = new Receipts(mailing);
  const orders = new OrderService({
    db,
    catalog: plans,
    quota: new QuotaService({ db, now }),
    provider,
    defaultCurrency: payments.currency,
    pendingMs: payments.pendingMs,
    now,
    receipts,
  });
  await app.register(billingRoutes, {
    db,
    accounts,
    catalog,
    plans,
    orders,
    receipts,
    sandbox: provider === sandbox ? sandbox : undefined,
    mailer,
    currency: payments.currency,
    writesPerMinute: payments.writesPerMinute,
    publicUrl: config.publicUrl,
    operatorEmail: payments.operatorEmail,
    now,
  });
  if (stripe && payments.stripe) {
    const { autoRefundStrays, refundWithdraws, promotionCodes } = payments.stripe;
    const options = { db, stripe, autoRefundStrays, refundWithdraws, promotionCodes, receipts, now };
    await app.register(stripeWebhookRoutes, { stripe, events: new StripeEvents(options) });
  }
  const reminders = new PlanEndReminders({ ...mailing, days: config.planEndReminderDays, now });
  // Periodic work runs in the processes that work jobs (decision 0024); the claim rows keep two
  // such processes from sending one reminder twice.
  if (config.jobs.workers > 0) {
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = reminders.start();
    });
    app.addHook('onClose', async () => stop());
  }
  return orders;
}
