import { createHash } from 'node:crypto';

/** Secret tokens (sessions, API keys) are stored as this hash, never as themselves. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
