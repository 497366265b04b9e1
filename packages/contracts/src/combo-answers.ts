import { z } from 'zod';
import { isoDate } from './answer-rules.ts';
import { COMBO_KINDS, CURRENCIES, DISPUTE_STATES, ORDER_STATES, SERVICE_TYPES } from './combo.ts';

/**
 * What the plan and order calls answer (COMBO_ROUTES), docs/decisions/0019-plans-and-payments.md.
 * Amounts are integers in the currency's minor unit; dates are ISO-8601 strings.
 */

const periodUnit = z.enum(['day', 'month', 'year']);

/** A price in one currency, in minor units: `amount` is after the discount; `firstAmount` the first-subscription price. */
export const comboPrice = z.object({
  currency: z.enum(CURRENCIES),
  listAmount: z.number(),
  amount: z.number(),
  discountPercent: z.number(),
  firstAmount: z.number().nullable(),
});
export type ComboPrice = z.infer<typeof comboPrice>;

export const comboRights = z.object({
  /** Chats per month (members); null without a monthly count. */
  monthlyChats: z.number().nullable(),
  dailyChats: z.number().nullable(),
  packChats: z.number().nullable(),
  fileMaxBytes: z.number(),
  languages: z.number(),
  formats: z.number(),
  storageDays: z.number(),
  domainFeature: z.boolean(),
  earlyAccess: z.boolean(),
  support: z.string(),
  textMaxChars: z.number().nullable(),
});
export type ComboRights = z.infer<typeof comboRights>;

export const combo = z.object({
  comboId: z.string(),
  kind: z.enum(COMBO_KINDS),
  periodUnit: periodUnit.nullable(),
  periodCount: z.number().nullable(),
  /** Null for the free and the enterprise plan. */
  price: comboPrice.nullable(),
  rights: comboRights,
});
export type Combo = z.infer<typeof combo>;

/** One row of the plans page's comparison: a right and its value per combo. */
export const rightsRow = z.object({
  right: comboRights.keyof(),
  values: z.record(z.string(), z.union([z.number(), z.boolean(), z.string(), z.null()])),
});
export type RightsRow = z.infer<typeof rightsRow>;

/** The comparison of every plan's rights, with each plan's price in the currency asked for. */
export const rightsDiff = z.object({
  comboIds: z.array(z.string()),
  rows: z.array(rightsRow),
  prices: z.record(z.string(), comboPrice.nullable()),
});
export type RightsDiff = z.infer<typeof rightsDiff>;

export const comboFormatGroup = z.object({
  comboId: z.string(),
  fileMaxBytes: z.number(),
  groups: z.array(z.object({ group: z.string(), extensions: z.array(z.string()) })),
});
export type ComboFormatGroup = z.infer<typeof comboFormatGroup>;

export const preCheckAnswer = z.object({
  comboId: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  currency: z.enum(CURRENCIES),
  /** What the buyer pays: `listAmount` less `credit`, in minor units. */
  amount: z.number(),
  /** The lowest price this buyer is offered for the plan (the discounted price or the first-subscription price). */
  listAmount: z.number(),
  /** An upgrade's credit: the unused share of what was paid for the plan it replaces (0 otherwise). */
  credit: z.number(),
  firstPrice: z.boolean(),
});
export type PreCheckAnswer = z.infer<typeof preCheckAnswer>;

export const orderView = z.object({
  orderNo: z.string(),
  comboId: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  state: z.enum(ORDER_STATES),
  currency: z.enum(CURRENCIES),
  amount: z.number(),
  firstPrice: z.boolean(),
  createdAt: isoDate,
  /** When a pending order expires unpaid. */
  expiresAt: isoDate,
  paidAt: isoDate.nullable(),
  /** Minor units given back so far (a refund made at Stripe); 0 when none. */
  refundedAmount: z.number(),
  /** A dispute (chargeback) of the payment: open, won (the payment stands) or lost; null when none. */
  dispute: z.enum(DISPUTE_STATES).nullable(),
});
export type OrderView = z.infer<typeof orderView>;

export const toPayAnswer = z.object({
  orderNo: z.string(),
  /** Where the browser goes to pay (the sandbox checkout page, or Stripe Checkout). */
  payUrl: z.string(),
});
export type ToPayAnswer = z.infer<typeof toPayAnswer>;

export const localizedEnum = z.object({ value: z.string(), label: z.string() });
export type LocalizedEnum = z.infer<typeof localizedEnum>;

export const localizedEnumList = z.object({
  orderStates: z.array(localizedEnum),
  serviceTypes: z.array(localizedEnum),
});
export type LocalizedEnumList = z.infer<typeof localizedEnumList>;

/** A paid order's receipt, as the receipt page shows it and the receipt e-mail tells it. */
export const orderReceipt = z.object({
  orderNo: z.string(),
  comboId: z.string(),
  kind: z.enum(COMBO_KINDS),
  periodUnit: periodUnit.nullable(),
  serviceType: z.enum(SERVICE_TYPES),
  currency: z.string(),
  /** The price paid, before any tax. */
  amount: z.number(),
  /** Tax charged on top of `amount`, when the payment provider recorded any. */
  taxAmount: z.number().nullable(),
  /** What was paid: `amount` plus `taxAmount` (prices include their tax). */
  total: z.number(),
  paidAt: isoDate,
  /**
   * The period the order gives, as the plan ledger granted it (a renewal starts where the plan
   * ended); null when the ledger holds no grant of the order.
   */
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  siteName: z.string(),
  /** The buyer's e-mail address. */
  email: z.string(),
});
export type OrderReceipt = z.infer<typeof orderReceipt>;

/** What a payment provider's notice did: the outcome, and whether an order was fulfilled by it. */
export const noticeReceived = z.object({ outcome: z.string().optional(), fulfilled: z.boolean() });
