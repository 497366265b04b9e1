import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { SessionEndReason } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/** last_seen_at is written at most this often, so authenticated reads do not all write. */
const SEEN_RESOLUTION_MS = 60 * 1000;
/** Ended sessions are remembered this long, to tell a replaced session (418) from an unknown one. */
const ENDED_KEPT_MS = 400 * 24 * 60 * 60 * 1000;

export interface SignedIn {
  userId: string;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts the account's only live session: every other one ends as 'replaced'. Returns the token. */
export async function startSession(db: Database, userId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ ended_at: now, ended_reason: 'replaced' })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('ended_at', '<', now - ENDED_KEPT_MS)
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        ended_at: null,
        ended_reason: null,
      })
      .execute();
  });
  return token;
}

/**
 * The account behind a token. A token whose session was replaced by a newer sign-in answers
 * 418 'signed out elsewhere'; an unknown, logged-out or revoked one answers 401.
 */
export async function resolveSession(db: Database, token: string | undefined, now: number): Promise<SignedIn> {
  if (!token) throw new AppError('unauthorized');
  const tokenHash = hashToken(token);
  const session = await db
    .selectFrom('sessions')
    .select(['user_id', 'last_seen_at', 'ended_reason'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!session) throw new AppError('unauthorized');
  if (session.ended_reason === 'replaced') throw new AppError('signedOutElsewhere');
  if (session.ended_reason) throw new AppError('unauthorized');
  if (now - Number(session.last_seen_at) >= SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }
  return { userId: session.user_id, tokenHash };
}

export async function endSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: 'logout' })
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
