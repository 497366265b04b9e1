import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';

const MINUTE = 60_000;
/** Failures are remembered this long (a successful sign-in forgets those of its own address). */
const REMEMBER_MS = 24 * 60 * MINUTE;
/** Every this many failures of one account from one address lock that pair, twice as long as before. */
const FAILURES_PER_LOCK = 5;
const FIRST_LOCK_MS = 15 * MINUTE;
const LONGEST_LOCK_MS = 24 * 60 * MINUTE;
/** One client address may fail this often within the window, over all accounts. */
const IP_FAILURES = 50;
const IP_WINDOW_MS = 15 * MINUTE;
/**
 * Failures of one account from all addresses within the window from which a password alone no
 * longer signs in: the owner signs in with an e-mail code instead (that route is never locked).
 */
export const ACCOUNT_CEILING = 20;
const ACCOUNT_WINDOW_MS = 60 * MINUTE;
/** From this many failures of an account (any address) on, a sign-in needs the human check (when it is on). */
export const HUMAN_CHECK_AFTER_FAILURES = 3;

function lockMs(failures: number): number {
  const locks = Math.floor(failures / FAILURES_PER_LOCK);
  return locks === 0 ? 0 : Math.min(FIRST_LOCK_MS * 2 ** (locks - 1), LONGEST_LOCK_MS);
}

function refuse(until: number, now: number): never {
  throw new AppError('tooManyAttempts', { minutes: Math.max(1, Math.ceil((until - now) / MINUTE)) });
}

async function failureTimes(
  db: Database,
  where: { email?: string; ip?: string },
  since: number,
  limit: number,
): Promise<number[]> {
  let query = db.selectFrom('login_failures').select('failed_at').where('failed_at', '>', since);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  if (where.ip !== undefined) query = query.where('ip', '=', where.ip);
  const rows = await query.orderBy('failed_at', 'desc').limit(limit).execute();
  return rows.map((row) => Number(row.failed_at));
}

/**
 * Password sign-in backoff, built so that nobody can lock someone else out
 * (docs/decisions/0016-hostile-input.md):
 * - per (address, account) pair: 5 failures lock 15 minutes, 10 lock 30, 15 an hour ... up to a
 *   day. Guessing from one address is stopped; the owner at another address is not;
 * - per address, over all accounts: 50 failures in 15 minutes;
 * - per account, from all addresses: from 3 failures the human check (when on); from
 *   ACCOUNT_CEILING in an hour a password is not enough, the e-mail code is ('signInWithCode').
 * Returns the account's recent failure count.
 */
export async function checkSignInAllowed(db: Database, email: string, ip: string, now: number): Promise<number> {
  const pair = await failureTimes(db, { email, ip }, now - REMEMBER_MS, FAILURES_PER_LOCK * 20);
  const latest = pair[0] ?? 0;
  const lock = lockMs(pair.length);
  if (lock > 0 && now - latest < lock) refuse(latest + lock, now);

  const fromIp = await failureTimes(db, { ip }, now - IP_WINDOW_MS, IP_FAILURES);
  const oldest = fromIp[IP_FAILURES - 1];
  if (oldest !== undefined) refuse(oldest + IP_WINDOW_MS, now);

  const account = await failureTimes(db, { email }, now - REMEMBER_MS, ACCOUNT_CEILING * 5);
  const lastHour = account.filter((failedAt) => failedAt > now - ACCOUNT_WINDOW_MS).length;
  if (lastHour >= ACCOUNT_CEILING) throw new AppError('signInWithCode');
  return account.length;
}

export async function recordSignInFailure(db: Database, email: string, ip: string, now: number): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<', now - REMEMBER_MS)
    .execute();
  await db.insertInto('login_failures').values({ email, ip, failed_at: now }).execute();
}

/**
 * Forgets failures after the owner proved themselves: from their own address only after a
 * sign-in (another address's guesses stay counted against it), all of them after a password reset.
 */
export async function clearSignInFailures(db: Database, email: string, ip?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('email', '=', email);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
}
