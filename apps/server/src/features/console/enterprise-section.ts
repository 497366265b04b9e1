import type { ConsoleEnterpriseRequest } from '@glossa/contracts/console-answers';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import type { Selectable } from 'kysely';
import type { Database } from '#db/database.ts';
import { newestFirstPage } from '#db/paging.ts';
import type { EnterpriseRequestTable } from '#db/schema.ts';
import { serializeOn } from '#db/serialize.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import { type ConsoleSection, onlyRow } from './section.ts';

async function inboxRows(
  db: Database,
  rows: Selectable<EnterpriseRequestTable>[],
): Promise<ConsoleEnterpriseRequest[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.owner?.startsWith('user:') ? [row.owner.slice(5)] : [])))];
  const users = ids.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute() : [];
  const accounts = new Map(users.map((user) => [`user:${user.id}`, user.email]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    locale: row.locale,
    accountEmail: row.owner ? (accounts.get(row.owner) ?? null) : null,
    createdAt: Number(row.created_at),
    state: row.state,
    stateChangedBy: row.state_changed_by,
    stateChangedAt: row.state_changed_at === null ? null : Number(row.state_changed_at),
  }));
}

/**
 * The inbox of the enterprise plan's contact form: requests newest first, filtered by state
 * (new, contacted, closed); moving one is kept on the request (who and when) and audited with
 * the old and the new state.
 */
export const enterpriseSection: ConsoleSection = async (scope, { db, now }) => {
  gatewayRoute(scope, ROUTES.enterprisePage, async (request) => {
    const { pageNum, pageSize, state } = request.body;
    let query = db.selectFrom('enterprise_requests');
    if (state) query = query.where('state', '=', state);
    const { rows, total } = await newestFirstPage(query, pageNum, pageSize);
    return ok({ records: await inboxRows(db, rows), total, pageNum, pageSize });
  });

  gatewayRoute(scope, ROUTES.enterpriseSetState, async (request) => {
    const { id, state } = request.body;
    const operator = operatorOf(request);
    const time = now();
    // One move at a time per request (PostgreSQL; SQLite writes one at a time anyway): the old
    // state the audit log records is the one this move replaced.
    await db.transaction().execute(async (trx) => {
      await serializeOn(trx, [`enterprise:${id}`]);
      const row = await trx.selectFrom('enterprise_requests').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('notFound');
      if (row.state === state) return;
      await trx
        .updateTable('enterprise_requests')
        .set({ state, state_changed_by: operator.email, state_changed_at: time })
        .where('id', '=', id)
        .execute();
      const target = `${row.company} <${row.email}>`;
      await audit(trx, operator, 'enterprise.setState', target, { old: row.state, new: state }, time);
    });
    const after = await db.selectFrom('enterprise_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return ok(onlyRow(await inboxRows(db, [after])));
  });
};
