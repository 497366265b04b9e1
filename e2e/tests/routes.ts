import { HELP_ARTICLE_IDS } from '@glossa/contracts/help';

/**
 * The app's routes, for the specs that visit every page (every-page-accessible.spec.ts with axe,
 * every-page-phone.spec.ts at 375 px): one list, so a new page is added once and both check it.
 * Paths come without the locale segment ('' is the home page).
 */

export { HELP_ARTICLE_IDS };

/** The pages a visitor reaches besides the home page; 'no-such-page' is the not-found page. */
export const VISITOR_ROUTES = [
  'login',
  'register',
  'forgetPwd',
  'verify',
  'plans',
  'help',
  ...HELP_ARTICLE_IDS.map((id) => `help/${id}`),
  'about',
  'contract/privacyPolicy',
  'contract/userAgreement',
  'no-such-page',
] as const;

/** The account page's tabs (`/{lang}/account?tab=…`). */
export const ACCOUNT_TABS = ['profile', 'package', 'orders', 'usage', 'sessions', 'apiKeys'] as const;
export const ACCOUNT_ROUTES = ACCOUNT_TABS.map((tab) => `account?tab=${tab}`);

/** apps/web/src/features/console/sections.tsx's keys, in menu order (`/{lang}/console?section=…`). */
export const CONSOLE_SECTIONS = [
  'users',
  'plans',
  'orders',
  'enterprise',
  'messages',
  'ads',
  'settings',
  'engines',
  'jobs',
  'audit',
  'reports',
] as const;
export const CONSOLE_ROUTES = CONSOLE_SECTIONS.map((section) => `console?section=${section}`);
