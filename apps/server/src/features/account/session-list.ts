import type { SessionInfo } from '@glossa/contracts/account';
import type { Database } from '#db/database.ts';
import type { SessionTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { endSession, type SessionPolicy, type SignedIn, sessionExpiry } from './sessions.ts';
import { describeUserAgent } from './user-agent.ts';

/** Ended sessions stay on the list this long, so a sign-in nobody recognises can still be seen. */
const ENDED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;
const LIST_MAX = 50;

const iso = (time: number) => new Date(Number(time)).toISOString();

/** A row as the list shows it; a live session past its expiry shows as expired at that time. */
function sessionInfo(row: SessionTable, signedIn: SignedIn, now: number, policy: SessionPolicy): SessionInfo {
  const expiresAt = sessionExpiry(row, policy);
  const expired = row.ended_at === null && expiresAt <= now;
  const endedAt = row.ended_at ?? (expired ? expiresAt : null);
  return {
    sessionId: row.id,
    ...describeUserAgent(row.user_agent),
    address: row.ip,
    createdAt: iso(row.created_at),
    lastActiveAt: iso(row.last_seen_at),
    current: row.token_hash === signedIn.tokenHash,
    endedAt: endedAt === null ? null : iso(endedAt),
    endedReason: expired ? 'expired' : row.ended_reason,
  };
}

/** The account's live sessions (this one first, then by last use), then those ended lately. */
export async function listSessions(
  db: Database,
  signedIn: SignedIn,
  now: number,
  policy: SessionPolicy,
): Promise<SessionInfo[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', signedIn.userId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', now - ENDED_SHOWN_MS)]))
    .orderBy('last_seen_at', 'desc')
    .limit(LIST_MAX)
    .execute();
  const sessions = rows.map((row) => sessionInfo(row, signedIn, now, policy));
  const rank = (session: SessionInfo) => (session.current ? 0 : session.endedAt === null ? 1 : 2);
  return sessions.sort((a, b) => rank(a) - rank(b));
}

/**
 * Ends one of the caller's own sessions; its token answers 401 from now on. Another account's
 * session, or an id that was never one, is 404, the same answer, so ids cannot be probed.
 */
export async function revokeSession(db: Database, signedIn: SignedIn, sessionId: string, now: number): Promise<void> {
  const row = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('id', '=', sessionId)
    .where('user_id', '=', signedIn.userId)
    .executeTakeFirst();
  if (!row) throw new AppError('notFound');
  await endSession(db, row.token_hash, now, 'revoked');
}

/** Ends every live session of the caller but this one; answers how many ended. */
export async function revokeOtherSessions(db: Database, signedIn: SignedIn, now: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: 'revoked' })
    .where('user_id', '=', signedIn.userId)
    .where('ended_at', 'is', null)
    .where('token_hash', '!=', signedIn.tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
