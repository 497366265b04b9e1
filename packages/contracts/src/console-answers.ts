import { z } from 'zod';
import { usageRecord } from './account-answers.ts';
import { ENTERPRISE_STATES, ORDER_STATES } from './console.ts';
import { quotaInfo } from './quota-answers.ts';

/** What the operator console's calls answer (CONSOLE_ROUTES); times are epoch ms. */

/** The operator who is signed in (the console's header). */
export const consoleOperator = z.object({ userId: z.string(), email: z.string(), nickname: z.string() });
export type ConsoleOperator = z.infer<typeof consoleOperator>;

/** One row of the audit log. */
export const auditEntry = z.object({
  id: z.string(),
  operatorEmail: z.string(),
  action: z.string(),
  target: z.string(),
  /** What changed, as JSON text (secrets are never written). */
  details: z.string(),
  ip: z.string().nullable(),
  createdAt: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A failed job as the console lists it. */
export const consoleFailedJob = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The conversation's name, else its file's, else the start of its text. */
  title: z.string(),
  /** 'translate', or a chat turn ('refine', 'ask', 'quote', 'summarize'). */
  kind: z.string(),
  /** The owner's e-mail address; null for a visitor. */
  ownerEmail: z.string().nullable(),
  /** Runs whose process died under the job (killed, out of memory, crashed). */
  lostRuns: z.number(),
  /** Stopped because its runs were lost JOB_MAX_ATTEMPTS times (a job that kills its worker), not run again. */
  stopped: z.boolean(),
  /** What the failed run reported (an error name or the engine's message); empty for a stopped job. */
  error: z.string(),
  failedAt: z.number(),
});
export type ConsoleFailedJob = z.infer<typeof consoleFailedJob>;

/** The llm endpoint as the console shows it: the key is never returned, only whether one is set. */
export const llmSettingsView = z.object({
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  strongModel: z.string().nullable(),
  keySet: z.boolean(),
  /** 'console': saved in the console; 'environment': from LLM_* variables; 'none'. */
  source: z.enum(['console', 'environment', 'none']),
});
export type LlmSettingsView = z.infer<typeof llmSettingsView>;

export const enginesView = z.object({
  llm: llmSettingsView,
  /** The engines serving now, in order of preference. */
  running: z.array(z.object({ id: z.string(), kind: z.string() })),
  /** The Apertium pairs found on this machine (source and target codes as Apertium names them). */
  apertiumPairs: z.array(z.object({ source: z.string(), target: z.string() })),
});
export type EnginesView = z.infer<typeof enginesView>;

/** What "test connection" found. */
export const engineCheck = z.object({
  ok: z.boolean(),
  /** The HTTP status of the endpoint, when it answered. */
  status: z.number().nullable(),
  /** Model ids it lists (the first 50). */
  models: z.array(z.string()),
  /** The configured model is among them (null: it lists none). */
  modelFound: z.boolean().nullable(),
  /** Why it failed, as the network or endpoint said. */
  error: z.string().nullable(),
  elapsedMs: z.number(),
});
export type EngineCheck = z.infer<typeof engineCheck>;

/** A user as the console lists them. */
export const consoleUser = z.object({
  userId: z.string(),
  email: z.string(),
  nickname: z.string(),
  operator: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.number(),
  /** The plan in force and until when (null: the free plan, for good). */
  planId: z.string(),
  planExpiresAt: z.number().nullable(),
  /** Chats used, all time. */
  chatsUsed: z.number(),
  liveSessions: z.number(),
});
export type ConsoleUser = z.infer<typeof consoleUser>;

/** One user with their plan and latest usage. */
export const consoleUserDetail = z.object({
  user: consoleUser,
  packageInfo: quotaInfo,
  usage: z.array(usageRecord),
});

/** A plan as the console edits it (the billing feature's `plans` and `plan_prices` rows). */
export const consolePlan = z.object({
  id: z.string(),
  kind: z.enum(['free', 'member', 'pack', 'enterprise']),
  member: z.boolean(),
  periodUnit: z.enum(['day', 'month', 'year']).nullable(),
  periodCount: z.number().nullable(),
  periodDays: z.number().nullable(),
  dailyChats: z.number().nullable(),
  planChats: z.number().nullable(),
  packChats: z.number().nullable(),
  fileMaxBytes: z.number(),
  storageDays: z.number(),
  languages: z.number(),
  formatTier: z.enum(['basic', 'member']),
  discountPercent: z.number(),
  textMaxChars: z.number().nullable(),
  domainFeature: z.boolean(),
  earlyAccess: z.boolean(),
  adFree: z.boolean(),
  support: z.string(),
  sortOrder: z.number(),
  active: z.boolean(),
  /** List prices per currency in minor units; firstAmount: the first-subscription price. */
  prices: z.array(
    z.object({
      currency: z.enum(['USD', 'EUR', 'CNY', 'JPY']),
      amount: z.number(),
      firstAmount: z.number().nullable(),
    }),
  ),
});
export type ConsolePlan = z.infer<typeof consolePlan>;

/** The site settings the console edits. */
export const siteSettingsView = z.object({
  /** The name set in the console; null: SITE_NAME's. */
  siteName: z.string().nullable(),
  siteNameDefault: z.string(),
  /** Every format a translation can be exported in on this machine, and those turned off. */
  exportFormats: z.array(z.string()),
  disabledExportFormats: z.array(z.string()),
  /** Upload limits per plan and format group (edited with the plans: file size and format tier). */
  uploadLimits: z.array(
    z.object({
      planId: z.string(),
      fileMaxBytes: z.number(),
      groups: z.array(z.object({ group: z.string(), count: z.number() })),
    }),
  ),
});
export type SiteSettingsView = z.infer<typeof siteSettingsView>;

/**
 * Money given back on an order, as the payment provider reported it. Null on an order means none
 * is recorded: the orders table has no refund or dispute columns yet (features/console/order-refunds.ts).
 */
export const orderRefunds = z.object({
  /** Refunded so far, in the order's currency's minor units. */
  refundedAmount: z.number(),
  /** A dispute (chargeback) was opened on the payment. */
  disputed: z.boolean(),
});
export type OrderRefunds = z.infer<typeof orderRefunds>;

/** An order as the console lists it; amounts are integers in the currency's minor unit. */
export const consoleOrder = z.object({
  orderNo: z.string(),
  owner: z.string(),
  email: z.string().nullable(),
  planId: z.string(),
  serviceType: z.string(),
  currency: z.string(),
  amount: z.number(),
  /** 'expired' also for a pending order past its time (an abandoned checkout). */
  state: z.enum(ORDER_STATES),
  provider: z.string(),
  providerRef: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.number().nullable(),
  refunds: orderRefunds.nullable(),
});
export type ConsoleOrder = z.infer<typeof consoleOrder>;

/** A request sent with the enterprise plan's contact form, as the console's inbox shows it. */
export const consoleEnterpriseRequest = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  /** The interface language it was sent in. */
  locale: z.string(),
  /** The e-mail of the account that sent it, when signed in. */
  accountEmail: z.string().nullable(),
  createdAt: z.number(),
  state: z.enum(ENTERPRISE_STATES),
  /** The operator who moved it last, and when (null: still as it arrived). */
  stateChangedBy: z.string().nullable(),
  stateChangedAt: z.number().nullable(),
});
export type ConsoleEnterpriseRequest = z.infer<typeof consoleEnterpriseRequest>;
