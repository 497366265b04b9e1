import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@glossa/contracts/api-keys';
import { hashToken } from '#core/token-hash.ts';

/** Characters of the secret the key list shows: the marker and four of the random part. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 4;

export interface NewSecret {
  secret: string;
  /** What is stored: the SHA-256 of the whole secret, hex. */
  hash: string;
  prefix: string;
}

/**
 * A new key: 'glk_' then 32 random bytes in base64url. The 256 random bits make a fast hash
 * enough (no dictionary to try), so a lookup by hash finds it (decision 0027).
 */
export function newSecret(): NewSecret {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, SHOWN_CHARS) };
}

export function hashSecret(secret: string): string {
  return hashToken(secret);
}
