import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import type { AdSlot } from '@glossa/contracts/site-notices';
import type { ConsoleAdSpace } from '@glossa/contracts/site-notices-answers';
import { uuidV7 } from '#core/ids.ts';
import type { Database } from '#db/database.ts';
import { newestFirstPage } from '#db/paging.ts';
import type { AdSpaceTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import { type ConsoleSection, onlyRow } from './section.ts';

async function withContents(db: Database, rows: AdSpaceTable[]): Promise<ConsoleAdSpace[]> {
  const ids = rows.map((row) => row.id);
  const contents =
    ids.length === 0 ? [] : await db.selectFrom('ad_contents').selectAll().where('ad_id', 'in', ids).execute();
  return rows.map((row) => ({
    id: row.id,
    slot: row.slot as AdSlot,
    name: row.name,
    startsAt: Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
    active: row.active === 1,
    shows: Number(row.shows),
    closes: Number(row.closes),
    clicks: Number(row.clicks),
    contents: contents
      .filter((content) => content.ad_id === row.id)
      .map((content) => ({
        locale: content.locale,
        text: content.text,
        imageUrl: content.image_url,
        linkUrl: content.link_url,
      })),
    updatedAt: Number(row.updated_at),
  }));
}

/** Advertising spaces: list with show, close and click counts; create or edit with content per language; delete. */
export const adsSection: ConsoleSection = async (scope, { db, now }) => {
  gatewayRoute(scope, ROUTES.adsPage, async (request) => {
    const { pageNum, pageSize } = request.body;
    const { rows, total } = await newestFirstPage(db.selectFrom('ad_spaces'), pageNum, pageSize);
    return ok({ records: await withContents(db, rows), total, pageNum, pageSize });
  });

  gatewayRoute(scope, ROUTES.adSave, async (request) => {
    const { id, slot, name, startsAt, endsAt, active, contents } = request.body;
    const time = now();
    const adId = id ?? uuidV7(time);
    const values = { slot, name, starts_at: startsAt, ends_at: endsAt, active: active ? 1 : 0, updated_at: time };
    await db.transaction().execute(async (trx) => {
      if (id) {
        const result = await trx.updateTable('ad_spaces').set(values).where('id', '=', id).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new AppError('notFound');
        await trx.deleteFrom('ad_contents').where('ad_id', '=', id).execute();
      } else {
        await trx
          .insertInto('ad_spaces')
          .values({ ...values, id: adId, shows: 0, closes: 0, clicks: 0, created_at: time })
          .execute();
      }
      await trx
        .insertInto('ad_contents')
        .values(
          contents.map((c) => ({
            ad_id: adId,
            locale: c.locale,
            text: c.text,
            image_url: c.imageUrl,
            link_url: c.linkUrl,
          })),
        )
        .execute();
    });
    await audit(db, operatorOf(request), id ? 'ads.edit' : 'ads.create', adId, request.body, time);
    const saved = await db.selectFrom('ad_spaces').selectAll().where('id', '=', adId).executeTakeFirstOrThrow();
    return ok(onlyRow(await withContents(db, [saved])));
  });

  gatewayRoute(scope, ROUTES.adDelete, async (request) => {
    const { id } = request.body;
    const removed = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ad_contents').where('ad_id', '=', id).execute();
      await trx.deleteFrom('ad_closes').where('ad_id', '=', id).execute();
      await trx.deleteFrom('ad_views').where('ad_id', '=', id).execute();
      return trx.deleteFrom('ad_spaces').where('id', '=', id).executeTakeFirst();
    });
    if (Number(removed.numDeletedRows) !== 1) throw new AppError('notFound');
    await audit(db, operatorOf(request), 'ads.delete', id, {}, now());
    return ok(null);
  });
};
