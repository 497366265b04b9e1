import { get, post, website } from './route-table.ts';

/**
 * Wire shapes of API keys (issue 15): an account's named secrets for the public APIs (native,
 * DeepL- and LibreTranslate-compatible). The secret is shown once, at creation; the server keeps
 * only its SHA-256 (docs/decisions/0027-api-keys.md). Dates are ISO-8601 strings.
 */

export const API_KEY_LIMITS = {
  /** Characters of a name after trimming. */
  nameMaxLength: 60,
  /** Keys an account may hold at once (revoked ones do not count). */
  activePerAccount: 20,
} as const;

/** Every secret starts with this, so leaked keys are easy to spot (secret scanners, logs). */
export const API_KEY_PREFIX = 'glk_';

/** Paths below GATEWAYS.website. */
export const API_KEY_PATHS = {
  /** GET: the account's keys, newest first. */
  list: '/user/apiKeys',
  create: '/user/apiKeys/create',
  rename: '/user/apiKeys/rename',
  revoke: '/user/apiKeys/revoke',
} as const;

export type { ApiKeySummary, CreatedApiKey } from './api-keys-answers.ts';

/** Where each call goes; what it takes and answers is in API_KEY_ROUTES (api-keys-routes.ts). */
export const API_KEY_CALLS = {
  list: get(website(API_KEY_PATHS.list)),
  create: post(website(API_KEY_PATHS.create)),
  rename: post(website(API_KEY_PATHS.rename)),
  revoke: post(website(API_KEY_PATHS.revoke)),
};
