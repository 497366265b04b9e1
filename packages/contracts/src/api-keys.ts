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

export interface ApiKeySummary {
  keyId: string;
  name: string;
  /** The start of the secret ('glk_AbCd'), enough to tell keys apart; never the whole. */
  prefix: string;
  createdAt: string;
  /** Null while the key was never used. */
  lastUsedAt: string | null;
}

/** `create`'s answer: the only time the secret is sent. */
export interface CreatedApiKey {
  key: ApiKeySummary;
  secret: string;
}
