import type { ConsoleUser } from '@glossa/contracts/console-answers';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import type { Database } from '#db/database.ts';
import { containsPattern } from '#db/like.ts';
import { newestFirstPage } from '#db/paging.ts';
import type { UserTable } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { endAllSessions } from '../account/index.ts';
import { QuotaService } from '../quota/index.ts';
import { actorOf, audit } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import { setRole } from './operators.ts';
import type { ConsoleSection } from './section.ts';

async function consoleUser(db: Database, quota: QuotaService, user: UserTable): Promise<ConsoleUser> {
  const owner = `user:${user.id}`;
  const [entitlement, used, sessions] = await Promise.all([
    quota.entitlement({ kind: 'user', userId: user.id }),
    db
      .selectFrom('usage_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner', '=', owner)
      .where('change', '<', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    userId: user.id,
    email: user.email,
    nickname: user.nickname,
    operator: user.role === 'operator',
    disabled: user.disabled_at !== null,
    createdAt: Number(user.created_at),
    planId: entitlement.plan.id,
    planExpiresAt: entitlement.grant ? Number(entitlement.grant.expiresAt) : null,
    chatsUsed: Number(used.n),
    liveSessions: Number(sessions.n),
  };
}

/**
 * Users: search by e-mail or nickname, plan and usage, grant a plan, disable, sign out everywhere,
 * make an operator or a user again.
 */
export const usersSection: ConsoleSection = async (scope, { db, now }) => {
  const quota = new QuotaService({ db, now });
  const find = async (userId: string) => {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('notFound');
    return user;
  };

  gatewayRoute(scope, ROUTES.usersPage, async (request) => {
    const { pageNum, pageSize, keyword } = request.body;
    let query = db.selectFrom('users');
    if (keyword) {
      const pattern = containsPattern(keyword.toLowerCase());
      query = query.where((eb) =>
        eb.or([eb('email', 'like', pattern), eb(eb.fn('lower', ['nickname']), 'like', pattern)]),
      );
    }
    const { rows, total } = await newestFirstPage(query, pageNum, pageSize);
    const records = await Promise.all(rows.map((row) => consoleUser(db, quota, row)));
    return ok({ records, total, pageNum, pageSize });
  });

  gatewayRoute(scope, ROUTES.userDetail, async (request) => {
    const user = await find(request.body.userId);
    const owner = { kind: 'user' as const, userId: user.id };
    const [summary, packageInfo, usage] = await Promise.all([
      consoleUser(db, quota, user),
      quota.packageInfo(owner),
      quota.usagePage(owner, 1, 10),
    ]);
    return ok({ user: summary, packageInfo, usage: usage.records });
  });

  gatewayRoute(scope, ROUTES.userGrantPlan, async (request) => {
    const { userId, planId, days } = request.body;
    const user = await find(userId);
    const plan = await db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
    if (!plan) throw new AppError('notFound');
    const { startsAt, expiresAt } = await quota.grant({ kind: 'user', userId }, planId, days);
    await audit(db, operatorOf(request), 'users.grantPlan', user.email, { planId, days, startsAt, expiresAt }, now());
    return ok(await consoleUser(db, quota, await find(userId)));
  });

  gatewayRoute(scope, ROUTES.userSetDisabled, async (request) => {
    const { userId, disabled } = request.body;
    const operator = operatorOf(request);
    if (disabled && userId === operator.userId) throw new AppError('cannotDisableSelf');
    const user = await find(userId);
    const time = now();
    await db
      .updateTable('users')
      .set({ disabled_at: disabled ? time : null })
      .where('id', '=', userId)
      .execute();
    if (disabled) await endAllSessions(db, userId, time, 'revoked');
    await audit(db, operator, disabled ? 'users.disable' : 'users.enable', user.email, {}, time);
    return ok(await consoleUser(db, quota, await find(userId)));
  });

  gatewayRoute(scope, ROUTES.userSignOut, async (request) => {
    const user = await find(request.body.userId);
    const time = now();
    await endAllSessions(db, user.id, time, 'revoked');
    await audit(db, operatorOf(request), 'users.signOutEverywhere', user.email, {}, time);
    return ok(await consoleUser(db, quota, user));
  });

  gatewayRoute(scope, ROUTES.userSetOperator, async (request) => {
    const { userId, operator: promote } = request.body;
    const operator = operatorOf(request);
    // The console keeps at least the operator asking: demoting oneself is done by another operator.
    if (!promote && userId === operator.userId) throw new AppError('cannotDemoteSelf');
    const user = await find(userId);
    await setRole(db, user, promote ? 'operator' : 'user', actorOf(operator), now());
    return ok(await consoleUser(db, quota, await find(userId)));
  });
};
