import type { Segment } from '@glossa/translate/segments/segment';
import { type Kysely, sql } from 'kysely';
import type { WriteGuard } from '#core/queue/run-token.ts';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema } from '#db/schema.ts';

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

export type SavedSegment = { id: string; text: string; origin: string };

/** `case segment_id when <id> then <value> ... end`: each segment's own value in one UPDATE. */
function perSegment(segments: readonly SavedSegment[], value: (segment: SavedSegment) => string) {
  return sql<string>`case segment_id ${sql.join(
    segments.map((segment) => sql`when ${segment.id} then ${value(segment)}`),
    sql` `,
  )} end`;
}

/**
 * Saves translated segments of `jobId` (the run's own job, or the translation a refinement
 * replaces) if the run still may; `alsoWrite` adds writes to the same transaction. One UPDATE
 * per 200 segments, so a transaction holding the job row (every write of a run takes it first)
 * stays short.
 */
export async function saveSegments(
  db: Database,
  guard: WriteGuard,
  jobId: string,
  segments: Iterable<SavedSegment>,
  alsoWrite?: WriteGuard,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await guard(trx);
    await alsoWrite?.(trx);
    await saveSegmentsIn(trx, jobId, [...segments]);
  });
}

/** The segments' translations, inside the caller's transaction (which has taken the run's guard). */
export async function saveSegmentsIn(trx: Kysely<DatabaseSchema>, jobId: string, segments: readonly SavedSegment[]) {
  for (let i = 0; i < segments.length; i += CHUNK) {
    const chunk = segments.slice(i, i + CHUNK);
    await trx
      .updateTable('job_segments')
      .set({ target: perSegment(chunk, (segment) => segment.text), origin: perSegment(chunk, (s) => s.origin) })
      .where('job_id', '=', jobId)
      .where(
        'segment_id',
        'in',
        chunk.map((segment) => segment.id),
      )
      .execute();
  }
}

export function saveSegment(db: Database, guard: WriteGuard, jobId: string, segment: SavedSegment): Promise<void> {
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
