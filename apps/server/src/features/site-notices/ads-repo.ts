import type { AdSlot } from '@glossa/contracts/site-notices';
import type { AdSpace } from '@glossa/contracts/site-notices-answers';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import type { Viewer } from './viewer.ts';

/** The content of an ad space in a language with none of its own. */
export const ANY_LOCALE = '*';

/**
 * The ad spaces to show this viewer now, one per slot (the newest scheduled), in their language
 * or the any-language content; none for a plan that spares ads. Each one shown is counted.
 */
export async function showAdSpaces(
  db: Database,
  viewer: Viewer,
  locale: string,
  slots: readonly AdSlot[] | undefined,
  now: number,
): Promise<AdSpace[]> {
  if (viewer.adFree) return [];
  let query = db
    .selectFrom('ad_spaces as a')
    .innerJoin('ad_contents as c', 'c.ad_id', 'a.id')
    .select(['a.id', 'a.slot', 'c.locale', 'c.text', 'c.image_url', 'c.link_url'])
    .where('a.active', '=', 1)
    .where('a.starts_at', '<=', now)
    .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', now)]))
    .where('c.locale', 'in', [locale, ANY_LOCALE])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ad_closes as x')
            .select('x.ad_id')
            .whereRef('x.ad_id', '=', 'a.id')
            .where('x.viewer', '=', viewer.key),
        ),
      ),
    );
  if (slots && slots.length > 0) query = query.where('a.slot', 'in', [...slots]);
  const rows = await query.orderBy('a.starts_at', 'desc').orderBy('a.id', 'desc').execute();
  const chosen = new Map<string, AdSpace>();
  for (const row of rows) {
    const taken = chosen.get(row.slot);
    // The language's own content wins over the any-language one of the same ad space.
    if (taken && (taken.id !== row.id || row.locale === ANY_LOCALE)) continue;
    chosen.set(row.slot, {
      id: row.id,
      slot: row.slot as AdSlot,
      text: row.text,
      imageUrl: row.image_url,
      linkUrl: row.link_url,
    });
  }
  const shown = [...chosen.values()];
  if (shown.length > 0) {
    const ids = shown.map((ad) => ad.id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('ad_spaces').set({ shows: sql`shows + 1` }).where('id', 'in', ids).execute();
      // What this viewer was shown, and when: a click counts only for that (countAdClick).
      await trx
        .insertInto('ad_views')
        .values(ids.map((id) => ({ ad_id: id, viewer: viewer.key, shown_at: now, clicked_at: null })))
        .onConflict((oc) => oc.columns(['ad_id', 'viewer']).doUpdateSet({ shown_at: now }))
        .execute();
    });
  }
  return shown;
}

/** The viewer closed an ad space: counted once, and it stays closed for them. False: no such ad space. */
export async function closeAdSpace(db: Database, viewer: Viewer, adId: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ad = await trx.selectFrom('ad_spaces').select('id').where('id', '=', adId).executeTakeFirst();
    if (!ad) return false;
    const inserted = await trx
      .insertInto('ad_closes')
      .values({ ad_id: adId, viewer: viewer.key, closed_at: now })
      .onConflict((oc) => oc.columns(['ad_id', 'viewer']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      await trx.updateTable('ad_spaces').set({ closes: sql`closes + 1` }).where('id', '=', adId).execute();
    }
    return true;
  });
}

/** A click counts within a day of the showing it follows. */
const VIEW_MS = 24 * 60 * 60 * 1000;

/**
 * What became of a click: counted; a second click on the same showing (answered, not counted);
 * refused because the ad space is not showing now (inactive, outside its time window) or was never
 * shown to this viewer; or there is no such ad space.
 */
export type ClickOutcome = 'counted' | 'repeated' | 'notShowing' | 'unknown';

/** One click on an ad space, counted only for an active one this viewer was shown, once per showing. */
export async function countAdClick(db: Database, viewer: Viewer, adId: string, now: number): Promise<ClickOutcome> {
  return db.transaction().execute(async (trx) => {
    const ad = await trx
      .selectFrom('ad_spaces')
      .select(['active', 'starts_at', 'ends_at'])
      .where('id', '=', adId)
      .executeTakeFirst();
    if (!ad) return 'unknown';
    const live = ad.active === 1 && Number(ad.starts_at) <= now && (ad.ends_at === null || Number(ad.ends_at) > now);
    if (!live) return 'notShowing';
    const view = trx
      .updateTable('ad_views')
      .where('ad_id', '=', adId)
      .where('viewer', '=', viewer.key)
      .where('shown_at', '>', now - VIEW_MS);
    // The showing is claimed by one conditional update: of simultaneous clicks, one counts.
    const claimed = await view
      .set({ clicked_at: now })
      .where((eb) => eb.or([eb('clicked_at', 'is', null), eb('clicked_at', '<', eb.ref('shown_at'))]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      await trx.updateTable('ad_spaces').set({ clicks: sql`clicks + 1` }).where('id', '=', adId).execute();
      return 'counted';
    }
    const seen = await trx
      .selectFrom('ad_views')
      .select('shown_at')
      .where('ad_id', '=', adId)
      .where('viewer', '=', viewer.key)
      .where('shown_at', '>', now - VIEW_MS)
      .executeTakeFirst();
    return seen ? 'repeated' : 'notShowing';
  });
}
