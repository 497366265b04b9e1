import { isLocaleCode } from '@glossa/contracts/locales';
import { TRACKING_LIMITS, type TrackingEvent } from '@glossa/contracts/tracking';
import { uuidV7 } from '#core/ids.ts';
import type { Database } from '#db/database.ts';

/** A stored event: the body as parsed, and who sent it as the server knows it. */
export interface EventToStore {
  event: Required<Pick<TrackingEvent, 'requestId' | 'anonymousId' | 'systemCode' | 'buryPointId' | 'buryPointTime'>> &
    Pick<TrackingEvent, 'expandData' | 'deviceInfo' | 'pageKey' | 'stayTime'>;
  userId: string | undefined;
  now: number;
}

/** The interface language of the page the event came from: the first path segment of deviceInfo.url. */
export function eventLocale(deviceInfo: string | undefined): string | null {
  try {
    const info = JSON.parse(deviceInfo ?? '{}') as { url?: unknown };
    if (typeof info.url !== 'string') return null;
    const first = new URL(info.url, 'http://localhost').pathname.split('/')[1];
    return isLocaleCode(first) ? first : null;
  } catch {
    return null;
  }
}

export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** Stores one event and notes the sender's visit (first and latest). */
export async function storeEvent(db: Database, { event, userId, now }: EventToStore): Promise<void> {
  const visitors = [`visitor:${event.anonymousId}`, ...(userId ? [`user:${userId}`] : [])];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tracking_events')
      .values({
        id: uuidV7(now),
        request_id: event.requestId,
        anonymous_id: event.anonymousId,
        bury_point_id: event.buryPointId,
        system_code: event.systemCode,
        user_id: userId ?? null,
        locale: eventLocale(event.deviceInfo),
        page_key: event.pageKey ?? null,
        // Capped: a page left open for hours counts as a reading of at most half an hour.
        stay_ms: event.stayTime === undefined ? null : Math.min(event.stayTime, TRACKING_LIMITS.stayCapMs),
        expand_data: event.expandData ?? '',
        device_info: event.deviceInfo ?? '{}',
        bury_point_time: event.buryPointTime,
        day: utcDay(now),
        created_at: now,
      })
      .execute();
    for (const visitor of visitors) {
      await trx
        .insertInto('first_visits')
        .values({ visitor, first_at: now, last_at: now })
        .onConflict((conflict) => conflict.column('visitor').doUpdateSet({ last_at: now }))
        .execute();
    }
  });
}

/** Events this browser sent since `since` (its per-minute allowance). */
export async function eventsSince(db: Database, anonymousId: string | undefined, since: number): Promise<number> {
  let query = db
    .selectFrom('tracking_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>', since);
  if (anonymousId !== undefined) query = query.where('anonymous_id', '=', anonymousId);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The first visit of an account (when signed in) or a browser; null when neither sent anything. */
export async function firstVisit(db: Database, visitors: string[]): Promise<number | null> {
  if (visitors.length === 0) return null;
  const row = await db
    .selectFrom('first_visits')
    .select((eb) => eb.fn.min<number | null>('first_at').as('first'))
    .where('visitor', 'in', visitors)
    .executeTakeFirst();
  return row?.first == null ? null : Number(row.first);
}

/** Deletes events older than the retention period, and visitors not seen within it. */
export async function pruneTracking(db: Database, before: number): Promise<number> {
  const events = await db.deleteFrom('tracking_events').where('created_at', '<', before).executeTakeFirst();
  await db.deleteFrom('first_visits').where('last_at', '<', before).execute();
  return Number(events.numDeletedRows ?? 0);
}
