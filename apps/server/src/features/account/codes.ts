import { createHash, randomInt } from 'node:crypto';
import { SYSTEM_ACTOR, writeAudit } from '#core/audit-log.ts';
import { uuidV7 } from '#core/ids.ts';
import type { Database } from '#db/database.ts';
import type { CodePurpose } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses one client address may make at one e-mail address's codes within CODE_TTL_MS. */
export const CODE_GUESSES_PER_ADDRESS = 5;
/**
 * Wrong guesses at one e-mail address's codes within an hour, from all client addresses, from
 * which the codes are under attack: each address then gets one wrong guess an hour (slowed, not
 * locked: the owner's right code is still taken), and the operators are told in the audit log.
 */
export const CODE_GUESSES_UNDER_ATTACK = 20;
const GUESS_WINDOW_MS = 60 * 60 * 1000;

/** Six random digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form: bound to the address and purpose so a hash is useless for anything else. */
export function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/**
 * Stores a new code for (e-mail, purpose). Earlier codes stay good until they expire: asking for
 * a code (anyone may, for any address) never takes away the code the owner already holds.
 * Answers the code's id, to forget it if the mail cannot be sent.
 */
export async function storeCode(db: Database, email: string, purpose: CodePurpose, code: string, now: number) {
  await db.deleteFrom('verification_codes').where('expires_at', '<=', now).execute();
  const id = uuidV7(now);
  await db
    .insertInto('verification_codes')
    .values({
      id,
      email,
      purpose,
      code_hash: hashCode(email, purpose, code),
      sent_at: now,
      expires_at: now + CODE_TTL_MS,
      used_at: null,
    })
    .execute();
  return id;
}

export async function forgetCode(db: Database, id: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/** The outcome of a code given: used (it was right), wrong, or refused before it was looked at. */
export type CodeCheck =
  | { outcome: 'used' }
  | { outcome: 'wrong'; underAttack: boolean }
  | { outcome: 'refused'; waitMs: number };

async function wrongGuesses(db: Database, email: string, purpose: CodePurpose, since: number, address?: string) {
  let query = db
    .selectFrom('code_guesses')
    .select('guessed_at')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('guessed_at', '>', since);
  if (address !== undefined) query = query.where('address', '=', address);
  const rows = await query.orderBy('guessed_at', 'desc').execute();
  return rows.map((row) => Number(row.guessed_at));
}

/** How long this address must wait before its next guess at this e-mail address's codes; 0: now. */
async function guessWait(db: Database, email: string, purpose: CodePurpose, address: string, now: number) {
  const all = await wrongGuesses(db, email, purpose, now - GUESS_WINDOW_MS);
  const mine = await wrongGuesses(db, email, purpose, now - GUESS_WINDOW_MS, address);
  if (all.length >= CODE_GUESSES_UNDER_ATTACK && mine[0] !== undefined) return mine[0] + GUESS_WINDOW_MS - now;
  const recent = mine.filter((at) => at > now - CODE_TTL_MS);
  const oldest = recent[CODE_GUESSES_PER_ADDRESS - 1];
  return oldest === undefined ? 0 : oldest + CODE_TTL_MS - now;
}

/**
 * Checks a code given from a client address. Every live code of (e-mail, purpose) counts, and a
 * right one is used up (conditionally, so two processes cannot use one code twice). Wrong guesses
 * are counted per client address: someone guessing elsewhere never uses up the owner's tries.
 */
export async function checkCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: number,
  address: string,
): Promise<CodeCheck> {
  const waitMs = await guessWait(db, email, purpose, address, now);
  if (waitMs > 0) return { outcome: 'refused', waitMs };
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', hashCode(email, purpose, code))
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) > 0) return { outcome: 'used' };
  await db
    .deleteFrom('code_guesses')
    .where('guessed_at', '<=', now - GUESS_WINDOW_MS)
    .execute();
  await db.insertInto('code_guesses').values({ email, purpose, address, guessed_at: now }).execute();
  const all = await wrongGuesses(db, email, purpose, now - GUESS_WINDOW_MS);
  return { outcome: 'wrong', underAttack: all.length === CODE_GUESSES_UNDER_ATTACK };
}

/**
 * Spends a code given from a client address: true when it was right (now used up), false when it
 * was wrong; refused with tooManyAttempts when this address has guessed too often. The first time
 * an e-mail address's codes reach CODE_GUESSES_UNDER_ATTACK wrong guesses within the hour, the
 * audit log says so.
 */
export async function spendCode(
  db: Database,
  request: { email: string; purpose: CodePurpose; code: string; address: string },
  now: number,
): Promise<boolean> {
  const { email, purpose, code, address } = request;
  const check = await checkCode(db, email, purpose, code, now, address);
  if (check.outcome === 'refused') {
    throw new AppError('tooManyAttempts', { minutes: Math.max(1, Math.ceil(check.waitMs / 60_000)) });
  }
  if (check.outcome === 'wrong' && check.underAttack) {
    const details = { purpose, wrongGuessesInAnHour: CODE_GUESSES_UNDER_ATTACK };
    await writeAudit(db, { ...SYSTEM_ACTOR, ip: address }, 'security.codeGuessing', email, details, now);
  }
  return check.outcome === 'used';
}
