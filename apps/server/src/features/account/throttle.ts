import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

const MINUTE = 60_000;
/** Failures are remembered this long (a successful sign-in forgets an account's). */
const REMEMBER_MS = 24 * 60 * MINUTE;
/** Every this many failures of one account lock it, twice as long as the previous lock. */
const FAILURES_PER_LOCK = 5;
const FIRST_LOCK_MS = 15 * MINUTE;
const LONGEST_LOCK_MS = 24 * 60 * MINUTE;
/** One client address may fail this often within the window, over all accounts. */
const IP_FAILURES = 50;
const IP_WINDOW_MS = 15 * MINUTE;
/** From this many failures on, a sign-in needs the human check (when it is on). */
export const HUMAN_CHECK_AFTER_FAILURES = 3;

function lockMs(failures: number): number {
  const locks = Math.floor(failures / FAILURES_PER_LOCK);
  return locks === 0 ? 0 : Math.min(FIRST_LOCK_MS * 2 ** (locks - 1), LONGEST_LOCK_MS);
}

function refuse(until: number, now: number): never {
  throw new AppError('tooManyAttempts', { minutes: Math.max(1, Math.ceil((until - now) / MINUTE)) });
}

/**
 * Password sign-in backoff: per account (5 failures lock 15 minutes, 10 lock 30, 15 an hour ...
 * up to a day) and per client address. Returns the account's recent failure count.
 */
export async function checkSignInAllowed(db: Database, email: string, ip: string, now: number): Promise<number> {
  const mine = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('email', '=', email)
    .where('failed_at', '>', now - REMEMBER_MS)
    .orderBy('failed_at', 'desc')
    .limit(FAILURES_PER_LOCK * 20)
    .execute();
  const latest = Number(mine[0]?.failed_at ?? 0);
  const lock = lockMs(mine.length);
  if (lock > 0 && now - latest < lock) refuse(latest + lock, now);

  const fromIp = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('ip', '=', ip)
    .where('failed_at', '>', now - IP_WINDOW_MS)
    .orderBy('failed_at', 'desc')
    .limit(IP_FAILURES)
    .execute();
  const oldest = fromIp[IP_FAILURES - 1];
  if (oldest) refuse(Number(oldest.failed_at) + IP_WINDOW_MS, now);
  return mine.length;
}

export async function recordSignInFailure(db: Database, email: string, ip: string, now: number): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<', now - REMEMBER_MS)
    .execute();
  await db.insertInto('login_failures').values({ email, ip, failed_at: now }).execute();
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
