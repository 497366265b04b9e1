import { type Currency, ORDER_STATES, SERVICE_TYPES } from '@glossa/contracts/combo';
import type { LocalizedEnumList } from '@glossa/contracts/combo-answers';
import { COMBO_ROUTES as ROUTES } from '@glossa/contracts/combo-routes';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Mailer } from '#core/mailer.ts';
import type { SessionReader } from '#core/owner.ts';
import { requestToken } from '#core/session-cookies.ts';
import type { Database } from '#db/database.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { requestLocale } from '#http/request-locale.ts';
import { comboFormatGroup } from '../quota/index.ts';
import { enterpriseContact } from './enterprise.ts';
import type { OrderService } from './orders.ts';
import { checkoutReturn } from './payment-provider.ts';
import type { PlanCatalog } from './plan-catalog.ts';
import type { Receipts } from './receipts.ts';

export interface BillingRouteOptions {
  db: Database;
  accounts: SessionReader;
  catalog: Catalog;
  plans: PlanCatalog;
  orders: OrderService;
  receipts: Receipts;
  mailer: Mailer;
  currency: Currency;
  /** Order calls per client address and minute (ORDER_ADDRESS_PER_MINUTE). */
  writesPerMinute: number;
  publicUrl: string;
  operatorEmail: string | undefined;
  now: () => number;
}

/** `/gateway/website` calls of plans (comboView) and orders (combo-order), docs/product.md §7.6. */
export async function billingRoutes(app: FastifyInstance, options: BillingRouteOptions) {
  const { accounts, catalog, plans, orders, currency: defaultCurrency } = options;
  const owner = async (request: FastifyRequest) => ({
    kind: 'user' as const,
    userId: (await accounts.authenticate(requestToken(request))).userId,
  });

  gatewayRoute(app, ROUTES.search, async (request) => {
    const { currency, periodUnit } = request.body;
    return ok(await plans.combos(currency ?? defaultCurrency, periodUnit));
  });

  gatewayRoute(app, ROUTES.rightsDiff, async (request) => {
    const currency = request.body.currency ?? defaultCurrency;
    const [diff, combos] = await Promise.all([plans.rightsDiff(), plans.combos(currency)]);
    return ok({ ...diff, prices: Object.fromEntries(combos.map((combo) => [combo.comboId, combo.price])) });
  });

  gatewayRoute(app, ROUTES.formatGroups, async () =>
    ok((await plans.plans()).filter((plan) => plan.kind !== 'pack').map(comboFormatGroup)),
  );

  const write = { config: { rateLimit: { max: options.writesPerMinute, timeWindow: 60_000 } } };
  gatewayRoute(app, ROUTES.preCheck, write, async (request) =>
    ok(await orders.preCheck(await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.createOrder, write, async (request) =>
    ok(await orders.create(await owner(request), { ...request.body, locale: requestLocale(request) })),
  );
  gatewayRoute(app, ROUTES.cancel, write, async (request) =>
    ok(await orders.cancel(await owner(request), request.body.orderNo)),
  );
  gatewayRoute(app, ROUTES.toPay, write, async (request) => {
    const { orderNo } = request.body;
    const back = checkoutReturn(options.publicUrl, requestLocale(request), orderNo);
    return ok(await orders.toPay(await owner(request), orderNo, back));
  });
  // The success page asks where its order stands (paid once the provider's notice came).
  gatewayRoute(app, ROUTES.opaque, async (request) =>
    ok(await orders.view(await owner(request), request.query.orderNo)),
  );
  // The receipt page's facts: the caller's own paid order only.
  gatewayRoute(app, ROUTES.receipt, async (request) =>
    ok(await options.receipts.of(await orders.find(await owner(request), request.query.orderNo))),
  );
  gatewayRoute(app, ROUTES.pageSelfOrder, async (request) => {
    const { pageNum, pageSize } = request.body;
    return ok(await orders.page(await owner(request), pageNum, pageSize));
  });
  gatewayRoute(app, ROUTES.enumList, async (request) => {
    const locale = requestLocale(request);
    const label = (key: string) => catalog.t(locale, 'account', `billing.${key}`);
    const list: LocalizedEnumList = {
      orderStates: ORDER_STATES.map((value) => ({ value, label: label(`state.${value}`) })),
      serviceTypes: SERVICE_TYPES.map((value) => ({ value, label: label(`service.${value}`) })),
    };
    return ok(list);
  });

  const contact = { config: { rateLimit: { max: 5, timeWindow: 60_000 } } };
  gatewayRoute(app, ROUTES.enterpriseContact, contact, async (request) => {
    const token = requestToken(request);
    const who = token ? `user:${(await accounts.authenticate(token)).userId}` : null;
    const deps = { ...options, operatorEmail: options.operatorEmail };
    return ok(await enterpriseContact(deps, request.body, requestLocale(request), who));
  });
}
