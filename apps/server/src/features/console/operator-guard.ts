import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { SessionReader } from '#core/owner.ts';
import { requestToken } from '#core/session-cookies.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';

/** The operator making a console call (set by the guard). */
export interface Operator {
  userId: string;
  email: string;
  nickname: string;
  ip: string;
}

const OPERATOR = Symbol('operator');
type GuardedRequest = FastifyRequest & { [OPERATOR]?: Operator };

/** The operator behind this request's session, or undefined (no session, not an operator, disabled). */
export async function findOperator(
  db: Database,
  accounts: SessionReader,
  request: FastifyRequest,
): Promise<Operator | undefined> {
  const token = requestToken(request);
  if (!token) return undefined;
  const signedIn = await accounts.authenticate(token).catch(() => undefined);
  if (!signedIn) return undefined;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'nickname', 'role', 'disabled_at'])
    .where('id', '=', signedIn.userId)
    .executeTakeFirst();
  if (user?.role !== 'operator' || user.disabled_at !== null) return undefined;
  return { userId: user.id, email: user.email, nickname: user.nickname, ip: request.ip };
}

/**
 * Guards every console route: anyone but a signed-in operator gets the same 404 as an unknown
 * path, before the body is even validated, so the console cannot be discovered.
 */
export function operatorGuard(db: Database, accounts: SessionReader): onRequestHookHandler {
  return async (request) => {
    const operator = await findOperator(db, accounts, request);
    if (!operator) throw new AppError('notFound');
    (request as GuardedRequest)[OPERATOR] = operator;
  };
}

/** The operator the guard let in; a route outside the guarded scope calling this is a bug. */
export function operatorOf(request: FastifyRequest): Operator {
  const operator = (request as GuardedRequest)[OPERATOR];
  if (!operator) throw new Error('operatorOf called on a route the operator guard does not cover');
  return operator;
}
