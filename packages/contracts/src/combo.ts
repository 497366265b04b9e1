import { minorUnitDigits } from './money.ts';

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

/** A price in one currency, in minor units: `amount` is after the discount; `firstAmount` the first-subscription price. */
export interface ComboPrice {
  currency: Currency;
  listAmount: number;
  amount: number;
  discountPercent: number;
  firstAmount: number | null;
}

export interface ComboRights {
  /** Chats per month (members); null without a monthly count. */
  monthlyChats: number | null;
  dailyChats: number | null;
  packChats: number | null;
  fileMaxBytes: number;
  languages: number;
  formats: number;
  storageDays: number;
  domainFeature: boolean;
  earlyAccess: boolean;
  support: string;
  textMaxChars: number | null;
}

export interface Combo {
  comboId: string;
  kind: ComboKind;
  periodUnit: PeriodUnit | null;
  periodCount: number | null;
  /** Null for the free and the enterprise plan. */
  price: ComboPrice | null;
  rights: ComboRights;
}

/** One row of the plans page's comparison: a right and its value per combo. */
export interface RightsRow {
  right: keyof ComboRights;
  values: Record<string, number | boolean | string | null>;
}

export interface ComboFormatGroup {
  comboId: string;
  fileMaxBytes: number;
  groups: { group: string; extensions: string[] }[];
}

export interface PreCheckAnswer {
  comboId: string;
  serviceType: ServiceType;
  currency: Currency;
  /** What the buyer pays: `listAmount` less `credit`, in minor units. */
  amount: number;
  /** The lowest price this buyer is offered for the plan (the discounted price or the first-subscription price). */
  listAmount: number;
  /** An upgrade's credit: the unused share of what was paid for the plan it replaces (0 otherwise). */
  credit: number;
  firstPrice: boolean;
}

export interface OrderView {
  orderNo: string;
  comboId: string;
  serviceType: ServiceType;
  state: OrderState;
  currency: Currency;
  amount: number;
  firstPrice: boolean;
  createdAt: string;
  /** When a pending order expires unpaid. */
  expiresAt: string;
  paidAt: string | null;
  /** Minor units given back so far (a refund made at Stripe); 0 when none. */
  refundedAmount: number;
  /** A dispute (chargeback) of the payment: open, won (the payment stands) or lost; null when none. */
  dispute: DisputeState | null;
}

export const DISPUTE_STATES = ['open', 'won', 'lost'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export interface ToPayAnswer {
  orderNo: string;
  /** Where the browser goes to pay (the sandbox checkout page, or Stripe Checkout). */
  payUrl: string;
}

export interface LocalizedEnum {
  value: string;
  label: string;
}

export interface LocalizedEnumList {
  orderStates: LocalizedEnum[];
  serviceTypes: LocalizedEnum[];
}
