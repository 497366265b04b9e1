import { GATEWAYS } from './limits.ts';
import { posts } from './route-table.ts';

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

/** Where each call goes (all POST); what it takes and answers is in CONSOLE_ROUTES (console-routes.ts). */
export const CONSOLE_CALLS = posts(GATEWAYS.website, CONSOLE_PATHS);

/** A page of a console list. */
export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const ORDER_STATES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type ConsoleOrderState = (typeof ORDER_STATES)[number];

export const ENTERPRISE_STATES = ['new', 'contacted', 'closed'] as const;
export type EnterpriseState = (typeof ENTERPRISE_STATES)[number];
