import { minorUnitDigits } from './money.ts';
import { get, post, website } from './route-table.ts';

/**
 * Plans (combos), orders and payments (docs/product.md §3.2, §4.6, §7.6); see
 * docs/decisions/0019-plans-and-payments.md. Paths are below GATEWAYS.website.
 */
export const COMBO_PATHS = {
  search: '/comboView/searchSystemCombo',
  rightsDiff: '/comboView/comboRightsDiff',
  formatGroups: '/comboView/getComboFileFormatGroup',
  packageInfo: '/comboView/userAllComboBySystemCode',
  enterpriseContact: '/comboView/enterpriseContact',
  preCheck: '/combo-order/pre-check',
  createOrder: '/combo-order/create-order',
  cancel: '/combo-order/cancel',
  toPay: '/combo-order/to-pay',
  opaque: '/combo-order/opaque',
  pageSelfOrder: '/combo-order/page-self-order',
  enumList: '/combo-order/getLocalizedEnumList',
  sandboxCheckout: '/combo-order/sandbox/checkout',
  sandboxComplete: '/combo-order/sandbox/complete',
  sandboxCallback: '/combo-order/callback/sandbox',
  stripeWebhook: '/combo-order/callback/stripe',
  receipt: '/combo-order/receipt',
} as const;

/** Where each call goes; what it takes and answers is in COMBO_ROUTES (combo-routes.ts). */
export const COMBO_CALLS = {
  search: post(website(COMBO_PATHS.search)),
  rightsDiff: post(website(COMBO_PATHS.rightsDiff)),
  formatGroups: get(website(COMBO_PATHS.formatGroups)),
  enterpriseContact: post(website(COMBO_PATHS.enterpriseContact)),
  preCheck: post(website(COMBO_PATHS.preCheck)),
  createOrder: post(website(COMBO_PATHS.createOrder)),
  cancel: post(website(COMBO_PATHS.cancel)),
  toPay: post(website(COMBO_PATHS.toPay)),
  /** Where an order stands (the success page asks until the provider's notice came). */
  opaque: get(website(COMBO_PATHS.opaque)),
  pageSelfOrder: post(website(COMBO_PATHS.pageSelfOrder)),
  enumList: get(website(COMBO_PATHS.enumList)),
  receipt: get(website(COMBO_PATHS.receipt)),
  /** The sandbox provider's checkout page, and its buttons' form posts. */
  sandboxCheckout: get(website(COMBO_PATHS.sandboxCheckout)),
  sandboxComplete: post(website(COMBO_PATHS.sandboxComplete)),
  /** Each payment provider's notices (its webhook), one route per provider. */
  sandboxNotice: post(website(COMBO_PATHS.sandboxCallback)),
  stripeNotice: post(website(COMBO_PATHS.stripeWebhook)),
};

/** Where a payment provider's notices come (its webhook): `sandboxCallback` and `stripeWebhook` are two. */
export function providerNoticePath(providerId: string): string {
  return `/combo-order/callback/${providerId}`;
}

/** Currencies prices are kept in, in integer minor units (JPY has none); their facts are in money.ts. */
export const CURRENCIES = ['USD', 'EUR', 'CNY', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const MINOR_UNIT_DIGITS = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, minorUnitDigits(currency)]),
) as Record<Currency, number>;

export const COMBO_KINDS = ['free', 'member', 'pack', 'enterprise'] as const;
export type ComboKind = (typeof COMBO_KINDS)[number];
export type PeriodUnit = 'day' | 'month' | 'year';
export type FormatTier = 'basic' | 'member';

export const ORDER_STATES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const SERVICE_TYPES = ['subscribe', 'renew', 'upgrade', 'pack'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const DISPUTE_STATES = ['open', 'won', 'lost'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];
