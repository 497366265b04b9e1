import type { Database } from '#db/database.ts';

export const CODE_RESEND_MS = 60 * 1000;
/**
 * Codes sent per window, whatever the purpose: to one e-mail address at the request of one client
 * address; to one e-mail address from all client addresses (so nobody's inbox is flooded); and
 * from one client address to all e-mail addresses. Someone asking for codes to another person's
 * address uses up their own pair's allowance, not the owner's.
 */
export const CODES_PER_WINDOW = 5;
export const CODES_PER_EMAIL_WINDOW = 20;
export const CODES_PER_ADDRESS_WINDOW = 30;
export const CODE_WINDOW_MS = 60 * 60 * 1000;
/** Codes an e-mail address may get at once within the window before the rest are spread out. */
export const CODES_PER_EMAIL_BURST = 5;
/**
 * Past the burst, one code per e-mail address every this long: the hour's 20 codes cannot be
 * used up in a moment, so an inbox someone floods always holds a code younger than a code's ten
 * minutes of life (the owner signs in with it), and when nobody floods it the owner gets a new one
 * within this wait. 15 spread codes x 4 minutes fill the hour.
 */
export const CODE_SPREAD_MS =
  Math.ceil(CODE_WINDOW_MS / (CODES_PER_EMAIL_WINDOW - CODES_PER_EMAIL_BURST) / 60_000) * 60_000;

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

/** The sends of these rows within the window, newest first (at most `limit`). */
async function recentSends(db: Database, where: { email?: string; address?: string }, limit: number, now: number) {
  let query = db
    .selectFrom('code_sends')
    .select('sent_at')
    .where('sent_at', '>', now - CODE_WINDOW_MS);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  if (where.address !== undefined) query = query.where('address', '=', where.address);
  const sends = await query.orderBy('sent_at', 'desc').limit(limit).execute();
  return sends.map((send) => Number(send.sent_at));
}

/** Milliseconds until the `limit`-th newest send leaves the window; 0 when fewer were sent. */
function windowWait(sends: number[], limit: number, now: number): number {
  const oldest = sends[limit - 1];
  return oldest === undefined ? 0 : oldest + CODE_WINDOW_MS - now;
}

/** Past the burst, the wait until the spread allows the next code to this e-mail address. */
function spreadWait(sends: number[], now: number): number {
  if (sends.length < CODES_PER_EMAIL_BURST) return 0;
  return Math.max(0, (sends[0] ?? 0) + CODE_SPREAD_MS - now);
}

/** Milliseconds until a code may go to this e-mail address at this client address's request under the hourly limits; 0 when it may. */
export async function windowWaitMs(
  db: Database,
  email: string,
  address: string,
  now: number,
  perAddress = CODES_PER_ADDRESS_WINDOW,
): Promise<number> {
  const [pair, toEmail, fromAddress] = await Promise.all([
    recentSends(db, { email, address }, CODES_PER_WINDOW, now),
    recentSends(db, { email }, CODES_PER_EMAIL_WINDOW, now),
    recentSends(db, { address }, perAddress, now),
  ]);
  return Math.max(
    windowWait(pair, CODES_PER_WINDOW, now),
    windowWait(toEmail, CODES_PER_EMAIL_WINDOW, now),
    spreadWait(toEmail, now),
    windowWait(fromAddress, perAddress, now),
  );
}

/** Counts a send for the client address (the rows older than the window go). */
export async function countSend(db: Database, email: string, address: string, now: number): Promise<void> {
  await db
    .deleteFrom('code_sends')
    .where('sent_at', '<=', now - CODE_WINDOW_MS)
    .execute();
  await db.insertInto('code_sends').values({ email, sent_at: now, address }).execute();
}

/**
 * Takes back a send counted at `now` whose mail could not be delivered: the person got nothing,
 * so neither the resend countdown nor the hour's allowance is spent, and asking again tries again.
 */
export async function uncountSend(db: Database, email: string, address: string, now: number): Promise<void> {
  await db
    .deleteFrom('code_sends')
    .where('email', '=', email)
    .where('address', '=', address)
    .where('sent_at', '=', now)
    .execute();
}
