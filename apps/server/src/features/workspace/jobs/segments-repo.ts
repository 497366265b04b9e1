import type { Segment } from '@glossa/translate/segments/segment';
import type { Database } from '../../../db/database.ts';
import type { WriteGuard } from './run-token.ts';

const CHUNK = 200;

/** Writes a job's source segments once (the first run); a resumed job finds them there. */
export async function ensureJobSegments(
  db: Database,
  guard: WriteGuard,
  jobId: string,
  segments: readonly Segment[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await guard(trx);
    const existing = await trx
      .selectFrom('job_segments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    if (Number(existing?.count ?? 0) > 0) return;
    for (let i = 0; i < segments.length; i += CHUNK) {
      await trx
        .insertInto('job_segments')
        .values(
          segments.slice(i, i + CHUNK).map((segment, offset) => ({
            job_id: jobId,
            segment_id: segment.id,
            position: i + offset,
            source: segment.text,
            target: null,
            origin: null,
          })),
        )
        .execute();
    }
  });
}

export async function finishedSegments(db: Database, jobId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('job_segments')
    .select(['segment_id', 'target'])
    .where('job_id', '=', jobId)
    .where('target', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.segment_id, row.target as string]));
}

/**
 * Saves translated segments of `jobId` (the run's own job, or the translation a refinement
 * replaces) if the run still may; `alsoWrite` adds writes to the same transaction.
 */
export async function saveSegments(
  db: Database,
  guard: WriteGuard,
  jobId: string,
  segments: Iterable<{ id: string; text: string; origin: string }>,
  alsoWrite?: WriteGuard,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await guard(trx);
    await alsoWrite?.(trx);
    for (const segment of segments) {
      await trx
        .updateTable('job_segments')
        .set({ target: segment.text, origin: segment.origin })
        .where('job_id', '=', jobId)
        .where('segment_id', '=', segment.id)
        .execute();
    }
  });
}

export function saveSegment(
  db: Database,
  guard: WriteGuard,
  jobId: string,
  segment: { id: string; text: string; origin: string },
): Promise<void> {
  return saveSegments(db, guard, jobId, [segment]);
}

export async function allSegments(db: Database, jobId: string) {
  return db
    .selectFrom('job_segments')
    .select(['segment_id', 'source', 'target', 'origin', 'position'])
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
}
