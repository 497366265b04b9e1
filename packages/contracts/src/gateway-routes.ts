import { ACCOUNT_ROUTES } from './account-routes.ts';
import { API_KEY_ROUTES } from './api-keys-routes.ts';
import { CHAT_ROUTES } from './chat-routes.ts';
import { COMBO_ROUTES } from './combo-routes.ts';
import { CONSOLE_ROUTES } from './console-routes.ts';
import { REPORT_ROUTES } from './reports-routes.ts';
import type { GatewayRoute } from './route-table.ts';
import { SITE_NOTICE_ROUTES } from './site-notices-routes.ts';
import { SYSTEM_ROUTES } from './system-routes.ts';
import { TERM_BASE_ROUTES } from './term-base-routes.ts';
import { TRACKING_ROUTES } from './tracking-routes.ts';

/**
 * Every area's table: the whole website API (`/gateway`). The server registers each route from
 * its area's table; an API test checks that the routes it registered are exactly these. The web
 * takes one area's table at a time (this module carries every schema).
 */
export const GATEWAY_TABLES = {
  account: ACCOUNT_ROUTES,
  apiKeys: API_KEY_ROUTES,
  chat: CHAT_ROUTES,
  combo: COMBO_ROUTES,
  console: CONSOLE_ROUTES,
  reports: REPORT_ROUTES,
  siteNotices: SITE_NOTICE_ROUTES,
  system: SYSTEM_ROUTES,
  termBase: TERM_BASE_ROUTES,
  tracking: TRACKING_ROUTES,
} as const;

export const GATEWAY_ROUTES: readonly GatewayRoute[] = Object.values(GATEWAY_TABLES).flatMap((table): GatewayRoute[] =>
  Object.values(table),
);
