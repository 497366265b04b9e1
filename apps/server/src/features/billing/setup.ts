import { DEFAULT_LOCALE } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#core/config.ts';
import { createMailer } from '#core/mailer.ts';
import type { SessionReader } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { QuotaService } from '../quota/index.ts';
import { noticeRoutes } from './notice-routes.ts';
import { OrderService } from './orders.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { PlanCatalog } from './plan-catalog.ts';
import { PaymentProviders } from './providers.ts';
import { Receipts } from './receipts.ts';
import { PlanEndReminders } from './reminders.ts';
import { billingRoutes } from './routes.ts';

export interface BillingSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  accounts: SessionReader;
  now: () => number;
}

/**
 * Plans, orders and the payment provider PAYMENT_PROVIDER names (docs/decisions/0019-plans-and-payments.md,
 * 0038-payment-providers.md).
 */
export async function registerBilling(app: FastifyInstance, setup: BillingSetup): Promise<OrderService> {
  const { config, db, catalog, accounts, now } = setup;
  const { payments } = config;
  const providers = PaymentProviders.named(payments.provider, { config, log: app.log, now });
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
    providers,
    defaultCurrency: payments.currency,
    pendingMs: payments.pendingMs,
    now,
    receipts,
    log: app.log,
  });
  await app.register(billingRoutes, {
    db,
    accounts,
    catalog,
    plans,
    orders,
    receipts,
    mailer,
    currency: payments.currency,
    writesPerMinute: payments.writesPerMinute,
    publicUrl: config.publicUrl,
    operatorEmail: payments.operatorEmail,
    now,
  });
  await app.register(noticeRoutes, { providers, orders, jsonMaxDepth: config.jsonMaxDepth });
  for (const provider of providers.all()) {
    if (!provider.routes) continue;
    const context = {
      db,
      catalog,
      publicUrl: config.publicUrl,
      receive: (event: PaymentEvent, log: FastifyBaseLogger) => orders.receive(provider.id, event, log),
    };
    await app.register(async (scope) => provider.routes?.(scope, context));
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
