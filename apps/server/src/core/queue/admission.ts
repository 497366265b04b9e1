import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#db/schema.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';

/** How many jobs one owner, and one client address, may start per minute and have waiting at once. */
export interface JobLimits {
  ownerPerMinute: number;
  ownerWaiting: number;
  addressPerMinute: number;
  addressWaiting: number;
}

/** Who asks for a job: the owner key, and the client address when the request has one. */
export interface JobRequester {
  owner: string;
  address: string | null;
}

const WINDOW_MS = 60_000;

/**
 * What a transaction that counts against an owner's or an address's limits serializes on: the
 * turn (quota and job limits) and the upload limits take the same keys, first thing.
 */
export function admissionKeys(who: JobRequester): string[] {
  return [`owner:${who.owner}`, ...(who.address ? [`address:${who.address}`] : [])];
}

async function count(query: { executeTakeFirst(): Promise<{ count: number | string } | undefined> }) {
  return Number((await query.executeTakeFirst())?.count ?? 0);
}

/**
 * Refuses a job the limits do not allow, with the reason in the user's language. Counted in the
 * database (limits are counted in the shared store, decision 0024), so every server process agrees.
 * Addresses are many people behind one network (offices, schools), so their limits are larger.
 */
export async function checkAdmission(
  db: Kysely<DatabaseSchema>,
  limits: JobLimits,
  who: JobRequester,
  now: number,
): Promise<void> {
  const ownerWaiting = await count(
    db
      .selectFrom('jobs as j')
      .innerJoin('conversations as c', 'c.id', 'j.conversation_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('c.owner', '=', who.owner)
      .where('j.state', '=', 'queued'),
  );
  if (ownerWaiting >= limits.ownerWaiting) throw new AppError('tooManyWaitingJobs', { max: limits.ownerWaiting });
  const since = now - WINDOW_MS;
  const ownerRecent = await count(
    db
      .selectFrom('job_admissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner', '=', who.owner)
      .where('created_at', '>', since),
  );
  if (ownerRecent >= limits.ownerPerMinute) throw new AppError('tooManyJobs');
  if (who.address === null) return;
  const addressWaiting = await count(
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('address', '=', who.address)
      .where('state', '=', 'queued'),
  );
  if (addressWaiting >= limits.addressWaiting) {
    throw new AppError('tooManyWaitingJobs', { max: limits.addressWaiting });
  }
  const addressRecent = await count(
    db
      .selectFrom('job_admissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('address', '=', who.address)
      .where('created_at', '>', since),
  );
  if (addressRecent >= limits.addressPerMinute) throw new AppError('tooManyJobs');
}

/**
 * Checks again and counts the job, in the transaction that creates it (the check before storing
 * anything is only there to refuse early), after any other admission of the same owner or address
 * has committed (`serializeOn`), so concurrent requests cannot pass a limit together. Rows past the window are removed on the way: the
 * table never holds more than a minute of addresses.
 */
export async function admitJob(
  trx: Kysely<DatabaseSchema>,
  limits: JobLimits,
  who: JobRequester,
  now: number,
): Promise<void> {
  await serializeOn(trx, admissionKeys(who));
  await checkAdmission(trx, limits, who, now);
  await trx
    .deleteFrom('job_admissions')
    .where('created_at', '<=', now - WINDOW_MS)
    .execute();
  await trx.insertInto('job_admissions').values({ owner: who.owner, address: who.address, created_at: now }).execute();
}
