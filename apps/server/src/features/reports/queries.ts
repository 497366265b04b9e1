import { BURY_POINTS } from '@glossa/contracts/tracking';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';

/**
 * The reports' aggregations, in SQL both SQLite and PostgreSQL run: timestamps are epoch ms in
 * integer columns, so `created_at / 86400000` is the UTC day number in both (integer division).
 */
export const DAY_MS = 86_400_000;

export interface Range {
  from: string;
  to: string;
  /** Epoch ms of the first instant of `from` and the instant after `to`. */
  startMs: number;
  endMs: number;
}

export const num = (value: unknown) => Number(value ?? 0);

/** The UTC day number of an epoch-ms column. */
export const dayNumber = (column: string) => sql<number>`(${sql.ref(column)} / ${sql.lit(DAY_MS)})`;

/** YYYY-MM-DD of a UTC day number. */
export const dayOf = (dayNumber: unknown) => new Date(num(dayNumber) * DAY_MS).toISOString().slice(0, 10);

/** Page-stay events of the range: visitors (distinct browsers), page views and average stay. */
function pageStays(db: Database, range: Range) {
  return db
    .selectFrom('tracking_events')
    .select((eb) => [
      eb.fn.count<number>('anonymous_id').distinct().as('visitors'),
      eb.fn.countAll<number>().as('pageViews'),
      eb.fn.avg<number>('stay_ms').as('stayMs'),
    ])
    .where('bury_point_id', '=', BURY_POINTS.pageStay)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
}

const visits = (row: { visitors: unknown; pageViews: unknown; stayMs: unknown } | undefined) => ({
  visitors: num(row?.visitors),
  pageViews: num(row?.pageViews),
  stayMs: num(row?.stayMs),
});

export async function visitsPerDay(db: Database, range: Range) {
  const rows = await pageStays(db, range).select('day').groupBy('day').execute();
  return rows.map((row) => ({ day: row.day, ...visits(row) }));
}

/** The whole range: distinct visitors are not the sum of each day's. */
export async function visitsTotal(db: Database, range: Range) {
  return visits(await pageStays(db, range).executeTakeFirst());
}

export async function visitsPerLocale(db: Database, range: Range) {
  const rows = await pageStays(db, range)
    .select((eb) => eb.fn.coalesce('locale', sql.lit('-')).as('locale'))
    .groupBy('locale')
    .execute();
  return rows
    .map((row) => ({ locale: String(row.locale), ...visits(row) }))
    .sort((a, b) => b.pageViews - a.pageViews || a.locale.localeCompare(b.locale));
}

/** Translation jobs per day: how many, how many failed, and the average time of a finished one. */
export async function translationsPerDay(db: Database, range: Range) {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      dayNumber('created_at').as('dayNumber'),
      eb.fn.countAll<number>().as('translations'),
      eb.fn.sum<number>(eb.case().when('state', '=', 'failed').then(1).else(0).end()).as('failed'),
      eb.fn.sum<number>(eb.case().when('state', '=', 'done').then(1).else(0).end()).as('done'),
      eb.fn
        .avg<number>(
          eb
            .case()
            .when('state', '=', 'done')
            .then(eb('updated_at', '-', eb.ref('created_at')))
            .end(),
        )
        .as('engineMs'),
    ])
    .where('kind', '=', 'translate')
    .where('created_at', '>=', range.startMs)
    .where('created_at', '<', range.endMs)
    .groupBy(dayNumber('created_at'))
    .execute();
  return rows.map((row) => ({
    day: dayOf(row.dayNumber),
    translations: num(row.translations),
    failedTranslations: num(row.failed),
    finished: num(row.done),
    engineMs: num(row.engineMs),
  }));
}

/** Translations by file format ('text' for text) and by language pair. */
export async function translationShares(db: Database, range: Range) {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('conversations', 'conversations.id', 'jobs.conversation_id')
    .leftJoin('stored_files', 'stored_files.id', 'conversations.file_id')
    .select((eb) => [
      eb.fn.coalesce('stored_files.format', 'conversations.module').as('format'),
      'conversations.source_language as source',
      'conversations.target_language as target',
      eb.fn.countAll<number>().as('count'),
    ])
    .where('jobs.kind', '=', 'translate')
    .where('jobs.created_at', '>=', range.startMs)
    .where('jobs.created_at', '<', range.endMs)
    .groupBy([
      'stored_files.format',
      'conversations.module',
      'conversations.source_language',
      'conversations.target_language',
    ])
    .execute();
  const formats = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const row of rows) {
    const count = num(row.count);
    const format = String(row.format);
    const pair = `${row.source} → ${row.target}`;
    formats.set(format, (formats.get(format) ?? 0) + count);
    pairs.set(pair, (pairs.get(pair) ?? 0) + count);
  }
  const sorted = (map: Map<string, number>) =>
    [...map].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return { formats: sorted(formats), pairs: sorted(pairs) };
}

/** Sign-ups (accounts created) per day. */
export async function signUpsPerDay(db: Database, range: Range) {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [dayNumber('created_at').as('dayNumber'), eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', range.startMs)
    .where('created_at', '<', range.endMs)
    .groupBy(dayNumber('created_at'))
    .execute();
  return new Map(rows.map((row) => [dayOf(row.dayNumber), num(row.count)]));
}
