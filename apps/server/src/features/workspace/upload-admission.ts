import { admissionKeys, type JobRequester } from '#core/queue/admission.ts';
import type { Database } from '#db/database.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';

/** How many files one owner, and one client address, may upload per minute. */
export interface UploadLimits {
  ownerPerMinute: number;
  addressPerMinute: number;
}

const WINDOW_MS = 60_000;

/**
 * Counts an upload against its owner's and its address's per-minute limits, or refuses it before
 * its body is read (reading a file is the costly part). Counted in the shared database, one
 * admission of an owner or address at a time, so every server process agrees and two requests
 * cannot pass a limit together. Addresses are many people behind one network: their limit is larger.
 */
export async function admitUpload(db: Database, limits: UploadLimits, who: JobRequester, now: number) {
  await db.transaction().execute(async (trx) => {
    await serializeOn(trx, admissionKeys(who));
    const since = now - WINDOW_MS;
    const recent = async (column: 'owner' | 'address', value: string) =>
      Number(
        (
          await trx
            .selectFrom('upload_admissions')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where(column, '=', value)
            .where('created_at', '>', since)
            .executeTakeFirst()
        )?.count ?? 0,
      );
    if ((await recent('owner', who.owner)) >= limits.ownerPerMinute) throw new AppError('tooManyUploads');
    if (who.address !== null && (await recent('address', who.address)) >= limits.addressPerMinute) {
      throw new AppError('tooManyUploads');
    }
    await trx.deleteFrom('upload_admissions').where('created_at', '<=', since).execute();
    await trx
      .insertInto('upload_admissions')
      .values({ owner: who.owner, address: who.address, created_at: now })
      .execute();
  });
}
