import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import type { MessageAudience } from '@glossa/contracts/site-notices';
import type { ConsoleMessage } from '@glossa/contracts/site-notices-answers';
import { uuidV7 } from '#core/ids.ts';
import type { SystemMessageTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { publicMessage } from '../site-notices/index.ts';
import { audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import type { ConsoleSection } from './section.ts';

function consoleMessage(row: SystemMessageTable & { closed_by: number | string }): ConsoleMessage {
  return {
    ...publicMessage(row),
    audience: row.audience as MessageAudience,
    locale: row.locale,
    startsAt: Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
    sortOrder: row.sort_order,
    active: row.active === 1,
    closedBy: Number(row.closed_by),
    updatedAt: Number(row.updated_at),
  };
}

/** System messages: list (with how many closed each), create or edit, delete. */
export const messagesSection: ConsoleSection = async (scope, { db, now }) => {
  const withCloses = () =>
    db
      .selectFrom('system_messages as m')
      .selectAll('m')
      .select((eb) =>
        eb
          .selectFrom('system_message_closes as c')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('c.message_id', '=', 'm.id')
          .as('closed_by'),
      );

  gatewayRoute(scope, ROUTES.messagesPage, async (request) => {
    const { pageNum, pageSize } = request.body;
    const [rows, count] = await Promise.all([
      withCloses()
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
      db
        .selectFrom('system_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return ok({
      records: rows.map((row) => consoleMessage({ ...row, closed_by: row.closed_by ?? 0 })),
      total: Number(count.n),
      pageNum,
      pageSize,
    });
  });

  gatewayRoute(scope, ROUTES.messageSave, async (request) => {
    const { id, startsAt, endsAt, sortOrder, active, ...fields } = request.body;
    const time = now();
    const values = {
      ...fields,
      starts_at: startsAt,
      ends_at: endsAt,
      sort_order: sortOrder,
      active: active ? 1 : 0,
      updated_at: time,
    };
    const messageId = id ?? uuidV7(time);
    if (id) {
      const result = await db.updateTable('system_messages').set(values).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError('notFound');
    } else {
      await db
        .insertInto('system_messages')
        .values({ ...values, id: messageId, created_at: time })
        .execute();
    }
    await audit(db, operatorOf(request), id ? 'messages.edit' : 'messages.create', messageId, request.body, time);
    const saved = await withCloses().where('m.id', '=', messageId).executeTakeFirstOrThrow();
    return ok(consoleMessage({ ...saved, closed_by: saved.closed_by ?? 0 }));
  });

  gatewayRoute(scope, ROUTES.messageDelete, async (request) => {
    const { id } = request.body;
    const removed = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('system_message_closes').where('message_id', '=', id).execute();
      return trx.deleteFrom('system_messages').where('id', '=', id).executeTakeFirst();
    });
    if (Number(removed.numDeletedRows) !== 1) throw new AppError('notFound');
    await audit(db, operatorOf(request), 'messages.delete', id, {}, now());
    return ok(null);
  });
};
