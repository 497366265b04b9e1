import { GATEWAYS } from './limits.ts';
import { posts } from './route-table.ts';

/** The site's own calls: its settings for the web app, and the language catalogue. */
export const SYSTEM_PATHS = {
  baseConfig: '/system/getBaseConfig',
  languages: '/system/getLanguages',
} as const;

/** Where each call goes; what it takes and answers is in SYSTEM_ROUTES (system-routes.ts). */
export const SYSTEM_CALLS = posts(GATEWAYS.website, SYSTEM_PATHS);
