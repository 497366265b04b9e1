import { randomBytes } from 'node:crypto';
import { uuidV7 } from '#core/ids.ts';
import { hashToken } from '#core/token-hash.ts';
import type { Database } from '#db/database.ts';
import type { SessionEndReason } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';

/** last_seen_at is written at most this often, so authenticated reads do not all write. */
const SEEN_RESOLUTION_MS = 60 * 1000;
/** Ended sessions are remembered this long, to tell a replaced session (418) from an unknown one. */
const ENDED_KEPT_MS = 400 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Stored user agents are cut here: enough to name the browser, not a place to park data. */
const USER_AGENT_MAX_CHARS = 400;

/** How long sessions last and how many an account keeps (SESSION_IDLE_DAYS, SESSION_MAX_DAYS ...). */
export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  perAccount: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 30 * DAY_MS, maxMs: 365 * DAY_MS, perAccount: 1 };

export interface SignedIn {
  userId: string;
  tokenHash: string;
  /** The public id of the session, as the session list shows it. */
  sessionId: string;
}

/** The browser and address a session was started from. */
export interface SessionDevice {
  userAgent: string | undefined;
  ip: string;
}

/** When a live session stops being valid: idle too long, or too long since sign-in. */
export function sessionExpiry(row: { created_at: number; last_seen_at: number }, policy: SessionPolicy): number {
  return Math.min(Number(row.last_seen_at) + policy.idleMs, Number(row.created_at) + policy.maxMs);
}

/**
 * Starts a session: expired ones of the account end, and the least recently used live ones
 * beyond `policy.perAccount - 1` end as 'replaced' (with 1, every other one: "signed out
 * elsewhere", docs/product.md §4.2). A disabled account gets none. Returns the token.
 */
export async function startSession(
  db: Database,
  userId: string,
  now: number,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<string> {
  const user = await db.selectFrom('users').select('disabled_at').where('id', '=', userId).executeTakeFirst();
  if (user?.disabled_at != null) throw new AppError('accountDisabled');
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ ended_at: now, ended_reason: 'expired' })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .where((eb) => eb.or([eb('last_seen_at', '<=', now - policy.idleMs), eb('created_at', '<=', now - policy.maxMs)]))
      .execute();
    const live = await trx
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .orderBy('last_seen_at', 'desc')
      .execute();
    const replaced = live.slice(Math.max(policy.perAccount - 1, 0)).map((row) => row.token_hash);
    if (replaced.length > 0) {
      await trx
        .updateTable('sessions')
        .set({ ended_at: now, ended_reason: 'replaced' })
        .where('token_hash', 'in', replaced)
        .execute();
    }
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('ended_at', '<', now - ENDED_KEPT_MS)
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        id: uuidV7(now),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        ended_at: null,
        ended_reason: null,
        user_agent: null,
        ip: null,
      })
      .execute();
  });
  return token;
}

/** Notes where a new session signed in from, for the session list. */
export async function recordSessionDevice(db: Database, token: string, device: SessionDevice): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ user_agent: device.userAgent?.slice(0, USER_AGENT_MAX_CHARS) ?? null, ip: device.ip.slice(0, 64) })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/**
 * The account behind a token. A token whose session was replaced by a newer sign-in answers
 * 418 'signed out elsewhere'; an unknown, logged-out, revoked or expired one answers 401.
 */
export async function resolveSession(
  db: Database,
  token: string | undefined,
  now: number,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<SignedIn> {
  if (!token) throw new AppError('unauthorized');
  const tokenHash = hashToken(token);
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'created_at', 'last_seen_at', 'ended_reason'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!session) throw new AppError('unauthorized');
  if (session.ended_reason === 'replaced') throw new AppError('signedOutElsewhere');
  if (session.ended_reason) throw new AppError('unauthorized');
  if (now >= sessionExpiry(session, policy)) {
    await endSession(db, tokenHash, now, 'expired');
    throw new AppError('unauthorized');
  }
  if (now - Number(session.last_seen_at) >= SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }
  return { userId: session.user_id, tokenHash, sessionId: session.id };
}

export async function endSession(
  db: Database,
  tokenHash: string,
  now: number,
  reason: SessionEndReason = 'logout',
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every live session of an account (credentials changed). */
export async function endAllSessions(
  db: Database,
  userId: string,
  now: number,
  reason: SessionEndReason = 'credentials',
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}
