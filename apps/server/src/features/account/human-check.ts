import { randomBytes } from 'node:crypto';
import { hashToken } from '#core/token-hash.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';

/** A passed check lets the browser sign up, ask for codes and retry sign-ins this long. */
export const HUMAN_PASS_MS = 30 * 60 * 1000;
const VERIFY_TIMEOUT_MS = 10_000;

/** Decides whether a token from the browser's challenge widget proves a human. */
export interface HumanCheck {
  readonly provider: 'turnstile';
  readonly siteKey: string;
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export interface TurnstileOptions {
  siteKey: string;
  secret: string;
  verifyUrl: string;
}

/** Cloudflare Turnstile: the token is checked server-side at siteverify (single use, 5 minutes). */
export function turnstile({ siteKey, secret, verifyUrl }: TurnstileOptions): HumanCheck {
  return {
    provider: 'turnstile',
    siteKey,
    async verify(token, remoteIp) {
      if (token === '' || token.length > 2048) return false;
      const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
      const response = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
      if (!response.ok) throw new AppError('unavailable');
      const result = (await response.json()) as { success?: unknown };
      return result.success === true;
    },
  };
}

/** Verifies a widget token and issues a pass (its token goes into an httpOnly cookie). */
export async function issueHumanPass(
  db: Database,
  check: HumanCheck,
  token: unknown,
  remoteIp: string,
  now: number,
): Promise<string> {
  if (typeof token !== 'string' || !(await check.verify(token, remoteIp))) throw new AppError('humanCheckFailed');
  const pass = randomBytes(32).toString('base64url');
  await db.deleteFrom('human_passes').where('expires_at', '<=', now).execute();
  await db
    .insertInto('human_passes')
    .values({ token_hash: hashToken(pass), expires_at: now + HUMAN_PASS_MS })
    .execute();
  return pass;
}

/** Throws 'humanCheckRequired' unless the pass is live. */
export async function requireHumanPass(db: Database, pass: string | undefined, now: number): Promise<void> {
  const row = pass
    ? await db
        .selectFrom('human_passes')
        .select('expires_at')
        .where('token_hash', '=', hashToken(pass))
        .executeTakeFirst()
    : undefined;
  if (!row || Number(row.expires_at) <= now) throw new AppError('humanCheckRequired');
}
