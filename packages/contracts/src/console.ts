/**
 * The operator console (docs/decisions/0022-operator-console.md): its calls live under
 * `/gateway/website/console`, answer 404 to anyone but an operator, and are audited.
 */
export const CONSOLE_PREFIX = '/console';

export const CONSOLE_PATHS = {
  whoami: '/console/whoami',
  auditPage: '/console/audit/page',
  usersPage: '/console/users/page',
  userDetail: '/console/users/detail',
  userGrantPlan: '/console/users/grantPlan',
  userSetDisabled: '/console/users/setDisabled',
  userSignOut: '/console/users/signOutEverywhere',
  userSetOperator: '/console/users/setOperator',
  plansList: '/console/plans/list',
  planSave: '/console/plans/save',
  ordersPage: '/console/orders/page',
  orderDetail: '/console/orders/detail',
  /** The orders found, as a CSV file. */
  ordersExport: '/console/orders/export',
  enterprisePage: '/console/enterprise/page',
  enterpriseSetState: '/console/enterprise/setState',
  settingsGet: '/console/settings/get',
  settingsSave: '/console/settings/save',
  enginesGet: '/console/engines/get',
  enginesSave: '/console/engines/save',
  enginesTest: '/console/engines/test',
  messagesPage: '/console/messages/page',
  messageSave: '/console/messages/save',
  messageDelete: '/console/messages/delete',
  adsPage: '/console/ads/page',
  adSave: '/console/ads/save',
  adDelete: '/console/ads/delete',
  /** Jobs that failed, newest first: why, and how many of their runs were lost with their process. */
  failedJobsPage: '/console/jobs/failedPage',
} as const;

/** The operator who is signed in (the console's header). */
export interface ConsoleOperator {
  userId: string;
  email: string;
  nickname: string;
}

/** One row of the audit log. */
export interface AuditEntry {
  id: string;
  operatorEmail: string;
  action: string;
  target: string;
  /** What changed, as JSON text (secrets are never written). */
  details: string;
  ip: string | null;
  createdAt: number;
}

/** A failed job as the console lists it. */
export interface ConsoleFailedJob {
  id: string;
  conversationId: string;
  /** The conversation's name, else its file's, else the start of its text. */
  title: string;
  /** 'translate', or a chat turn ('refine', 'ask', 'quote', 'summarize'). */
  kind: string;
  /** The owner's e-mail address; null for a visitor. */
  ownerEmail: string | null;
  /** Runs whose process died under the job (killed, out of memory, crashed). */
  lostRuns: number;
  /** Stopped because its runs were lost JOB_MAX_ATTEMPTS times (a job that kills its worker), not run again. */
  stopped: boolean;
  /** What the failed run reported (an error name or the engine's message); empty for a stopped job. */
  error: string;
  failedAt: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The llm endpoint as the console shows it: the key is never returned, only whether one is set. */
export interface LlmSettingsView {
  baseUrl: string | null;
  model: string | null;
  strongModel: string | null;
  keySet: boolean;
  /** 'console': saved in the console; 'environment': from LLM_* variables; 'none'. */
  source: 'console' | 'environment' | 'none';
}

export interface EnginesView {
  llm: LlmSettingsView;
  /** The engines serving now, in order of preference. */
  running: { id: string; kind: string }[];
  /** The Apertium pairs found on this machine (source and target codes as Apertium names them). */
  apertiumPairs: { source: string; target: string }[];
}

/** What "test connection" found. */
export interface EngineCheck {
  ok: boolean;
  /** The HTTP status of the endpoint, when it answered. */
  status: number | null;
  /** Model ids it lists (the first 50). */
  models: string[];
  /** The configured model is among them (null: it lists none). */
  modelFound: boolean | null;
  /** Why it failed, as the network or endpoint said. */
  error: string | null;
  elapsedMs: number;
}

/** A user as the console lists them. */
export interface ConsoleUser {
  userId: string;
  email: string;
  nickname: string;
  operator: boolean;
  disabled: boolean;
  createdAt: number;
  /** The plan in force and until when (null: the free plan, for good). */
  planId: string;
  planExpiresAt: number | null;
  /** Chats used, all time. */
  chatsUsed: number;
  liveSessions: number;
}

/** A plan as the console edits it (the billing feature's `plans` and `plan_prices` rows). */
export interface ConsolePlan {
  id: string;
  kind: 'free' | 'member' | 'pack' | 'enterprise';
  member: boolean;
  periodUnit: 'day' | 'month' | 'year' | null;
  periodCount: number | null;
  periodDays: number | null;
  dailyChats: number | null;
  planChats: number | null;
  packChats: number | null;
  fileMaxBytes: number;
  storageDays: number;
  languages: number;
  formatTier: 'basic' | 'member';
  discountPercent: number;
  textMaxChars: number | null;
  domainFeature: boolean;
  earlyAccess: boolean;
  adFree: boolean;
  support: string;
  sortOrder: number;
  active: boolean;
  /** List prices per currency in minor units; firstAmount: the first-subscription price. */
  prices: { currency: 'USD' | 'EUR' | 'CNY' | 'JPY'; amount: number; firstAmount: number | null }[];
}

/** The site settings the console edits. */
export interface SiteSettingsView {
  /** The name set in the console; null: SITE_NAME's. */
  siteName: string | null;
  siteNameDefault: string;
  /** Every format a translation can be exported in on this machine, and those turned off. */
  exportFormats: string[];
  disabledExportFormats: string[];
  /** Upload limits per plan and format group (edited with the plans: file size and format tier). */
  uploadLimits: { planId: string; fileMaxBytes: number; groups: { group: string; count: number }[] }[];
}

export const ORDER_STATES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type ConsoleOrderState = (typeof ORDER_STATES)[number];

/**
 * Money given back on an order, as the payment provider reported it. Null on an order means none
 * is recorded: the orders table has no refund or dispute columns yet (features/console/order-refunds.ts).
 */
export interface OrderRefunds {
  /** Refunded so far, in the order's currency's minor units. */
  refundedAmount: number;
  /** A dispute (chargeback) was opened on the payment. */
  disputed: boolean;
}

/** An order as the console lists it; amounts are integers in the currency's minor unit. */
export interface ConsoleOrder {
  orderNo: string;
  owner: string;
  email: string | null;
  planId: string;
  serviceType: string;
  currency: string;
  amount: number;
  /** 'expired' also for a pending order past its time (an abandoned checkout). */
  state: ConsoleOrderState;
  provider: string;
  providerRef: string | null;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  refunds: OrderRefunds | null;
}

export const ENTERPRISE_STATES = ['new', 'contacted', 'closed'] as const;
export type EnterpriseState = (typeof ENTERPRISE_STATES)[number];

/** A request sent with the enterprise plan's contact form, as the console's inbox shows it. */
export interface ConsoleEnterpriseRequest {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  /** The interface language it was sent in. */
  locale: string;
  /** The e-mail of the account that sent it, when signed in. */
  accountEmail: string | null;
  createdAt: number;
  state: EnterpriseState;
  /** The operator who moved it last, and when (null: still as it arrived). */
  stateChangedBy: string | null;
  stateChangedAt: number | null;
}
