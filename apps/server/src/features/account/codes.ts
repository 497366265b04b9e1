import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { CodePurpose } from '../../db/schema.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_RESEND_MS = 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Codes sent per window, whatever the purpose: to one e-mail address at the request of one client
 * address; to one e-mail address from all client addresses (so nobody's inbox is flooded); and
 * from one client address to all e-mail addresses. Someone asking for codes to another person's
 * address uses up their own pair's allowance, not the owner's: it takes several client addresses
 * to reach the per-e-mail ceiling, and a code already sent stays good meanwhile.
 */
export const CODES_PER_WINDOW = 5;
export const CODES_PER_EMAIL_WINDOW = 20;
export const CODES_PER_ADDRESS_WINDOW = 30;
export const CODE_WINDOW_MS = 60 * 60 * 1000;

/** Six random digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form: bound to the address and purpose so a hash is useless for anything else. */
export function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** Milliseconds before another code may be sent to this e-mail address for this client address; 0 when it may. */
export async function resendWaitMs(db: Database, email: string, address: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('code_sends')
    .select((eb) => eb.fn.max('sent_at').as('last'))
    .where('email', '=', email)
    .where('address', '=', address)
    .executeTakeFirst();
  const last = row?.last == null ? null : Number(row.last);
  return last === null ? 0 : Math.max(0, last + CODE_RESEND_MS - now);
}

/** Milliseconds until the `limit`-th newest send of these rows leaves the window; 0 when fewer were sent. */
async function windowWait(
  db: Database,
  where: { email?: string; address?: string },
  limit: number,
  now: number,
): Promise<number> {
  let query = db
    .selectFrom('code_sends')
    .select('sent_at')
    .where('sent_at', '>', now - CODE_WINDOW_MS);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  if (where.address !== undefined) query = query.where('address', '=', where.address);
  const sends = await query.orderBy('sent_at', 'desc').limit(limit).execute();
  const oldest = sends[limit - 1];
  return oldest ? Number(oldest.sent_at) + CODE_WINDOW_MS - now : 0;
}

/** Milliseconds until a code may go to this e-mail address at this client address's request under the hourly limits; 0 when it may. */
export async function windowWaitMs(
  db: Database,
  email: string,
  address: string,
  now: number,
  perAddress = CODES_PER_ADDRESS_WINDOW,
): Promise<number> {
  const waits = await Promise.all([
    windowWait(db, { email, address }, CODES_PER_WINDOW, now),
    windowWait(db, { email }, CODES_PER_EMAIL_WINDOW, now),
    windowWait(db, { address }, perAddress, now),
  ]);
  return Math.max(...waits);
}

/** Stores a new code for (e-mail, purpose), replacing the previous one, and counts the send for the client address. */
export async function storeCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: number,
  address: string,
) {
  const values = {
    code_hash: hashCode(email, purpose, code),
    expires_at: now + CODE_TTL_MS,
    attempts: 0,
    sent_at: now,
  };
  await db
    .insertInto('verification_codes')
    .values({ email, purpose, ...values })
    .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet(values))
    .execute();
  await db
    .deleteFrom('code_sends')
    .where('sent_at', '<=', now - CODE_WINDOW_MS)
    .execute();
  await db.insertInto('code_sends').values({ email, sent_at: now, address }).execute();
}

export async function forgetCode(db: Database, email: string, purpose: CodePurpose): Promise<void> {
  await db.deleteFrom('verification_codes').where('email', '=', email).where('purpose', '=', purpose).execute();
}

/**
 * True when the code is the live one for (address, purpose); it is then used up. A wrong guess
 * counts an attempt; after CODE_MAX_ATTEMPTS the code is dead. Both updates are conditional so
 * two processes cannot use one code twice. Using up keeps the row, whose sent_at paces resends.
 */
export async function consumeCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['code_hash', 'expires_at', 'attempts'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS || Number(row.expires_at) <= now) return false;
  const given = Buffer.from(hashCode(email, purpose, code), 'hex');
  const matches = timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'));
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: matches ? CODE_MAX_ATTEMPTS : eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', row.code_hash)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  return matches && Number(result.numUpdatedRows) === 1;
}
