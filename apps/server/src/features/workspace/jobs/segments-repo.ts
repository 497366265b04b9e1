import type { Segment } from '@glossa/translate/segments/segment';
import { type Kysely, sql } from 'kysely';
import type { WriteGuard } from '#core/queue/run-token.ts';
import type { Database } from '#db/database.ts';
import type { DatabaseSchema } from '#db/schema.ts';

const CHUNK = 200;

/**
 * Writes a translation's source segments once (the first run of its job, whose id is its
 * version's); a resumed job finds them there. The engine that translates is recorded on the version.
 */
export async function ensureJobSegments(
  db: Database,
  guard: WriteGuard,
  jobId: string,
  segments: readonly Segment[],
  madeBy: string,
): Promise<{ versionId: string; version: number }> {
  return db.transaction().execute(async (trx) => {
    await guard(trx);
    const row = await trx
      .updateTable('versions')
      .set({ made_by: madeBy })
      .where('id', '=', jobId)
      .returning('number')
      .executeTakeFirstOrThrow();
    const ref = { versionId: jobId, version: row.number };
    const existing = await trx
      .selectFrom('version_segments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('version_id', '=', jobId)
      .executeTakeFirst();
    if (Number(existing?.count ?? 0) > 0) return ref;
    for (let i = 0; i < segments.length; i += CHUNK) {
      await trx
        .insertInto('version_segments')
        .values(
          segments.slice(i, i + CHUNK).map((segment, offset) => ({
            version_id: jobId,
            segment_id: segment.id,
            position: i + offset,
            source: segment.text,
            target: null,
            origin: null,
            reviewed_at: null,
          })),
        )
        .execute();
    }
    return ref;
  });
}

export async function finishedSegments(db: Database, versionId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('version_segments')
    .select(['segment_id', 'target'])
    .where('version_id', '=', versionId)
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
 * Saves translated segments of `versionId` (the translation the run's own job writes, or the
 * version a refinement makes) if the run still may; `alsoWrite` adds writes to the same transaction. One UPDATE
 * per 200 segments, so a transaction holding the job row (every write of a run takes it first)
 * stays short.
 */
export async function saveSegments(
  db: Database,
  guard: WriteGuard,
  versionId: string,
  segments: Iterable<SavedSegment>,
  alsoWrite?: WriteGuard,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await guard(trx);
    await alsoWrite?.(trx);
    await saveSegmentsIn(trx, versionId, [...segments]);
  });
}

/** The segments' translations, inside the caller's transaction (which has taken the run's guard). */
export async function saveSegmentsIn(
  trx: Kysely<DatabaseSchema>,
  versionId: string,
  segments: readonly SavedSegment[],
) {
  for (let i = 0; i < segments.length; i += CHUNK) {
    const chunk = segments.slice(i, i + CHUNK);
    await trx
      .updateTable('version_segments')
      .set({ target: perSegment(chunk, (segment) => segment.text), origin: perSegment(chunk, (s) => s.origin) })
      .where('version_id', '=', versionId)
      .where(
        'segment_id',
        'in',
        chunk.map((segment) => segment.id),
      )
      .execute();
  }
}

export function saveSegment(db: Database, guard: WriteGuard, versionId: string, segment: SavedSegment): Promise<void> {
  return saveSegments(db, guard, versionId, [segment]);
}

export async function allSegments(db: Database, versionId: string) {
  return db
    .selectFrom('version_segments')
    .select(['segment_id', 'source', 'target', 'origin', 'position'])
    .where('version_id', '=', versionId)
    .orderBy('position')
    .execute();
}
