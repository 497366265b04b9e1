import type { Segment } from '@glossa/translate/segments/segment';
import type { Database } from '../../../db/database.ts';

const CHUNK = 200;

/** Writes a job's source segments once (the first run); a resumed job finds them there. */
export async function ensureJobSegments(db: Database, jobId: string, segments: readonly Segment[]): Promise<void> {
  const existing = await db
    .selectFrom('job_segments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return;
  await db.transaction().execute(async (trx) => {
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

export async function saveSegment(
  db: Database,
  jobId: string,
  segmentId: string,
  target: string,
  origin: string,
): Promise<void> {
  await db
    .updateTable('job_segments')
    .set({ target, origin })
    .where('job_id', '=', jobId)
    .where('segment_id', '=', segmentId)
    .execute();
}

export async function allSegments(db: Database, jobId: string) {
  return db
    .selectFrom('job_segments')
    .select(['segment_id', 'source', 'target', 'origin', 'position'])
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
}
