import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { revokeSessionBody } from '@glossa/contracts/account-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import { noBody, noQuery } from '@glossa/contracts/request-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookies, requestToken } from '../../core/session-cookies.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import type { AccountService } from './service.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './session-list.ts';
import type { SessionPolicy } from './sessions.ts';

export interface SessionRouteOptions {
  db: Database;
  accounts: AccountService;
  policy: SessionPolicy;
  now: () => number;
}

const WEBSITE = GATEWAYS.website;
const write = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

/** `/gateway/website/user/sessions*`: the signed-in person's sessions, listed and ended. */
export async function sessionRoutes(app: FastifyInstance, { db, accounts, policy, now }: SessionRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = (request: FastifyRequest) => accounts.authenticate(requestToken(request));

  api.get(`${WEBSITE}${ACCOUNT_PATHS.sessions}`, { schema: { querystring: noQuery } }, async (request) =>
    ok(await listSessions(db, await session(request), now(), policy)),
  );

  const revokeOne = { ...write, schema: { body: revokeSessionBody } };
  api.post(`${WEBSITE}${ACCOUNT_PATHS.revokeSession}`, revokeOne, async (request, reply) => {
    const signedIn = await session(request);
    await revokeSession(db, signedIn, request.body.sessionId, now());
    // Ending the session in hand is signing out: its cookies go with it.
    if (request.body.sessionId === signedIn.sessionId) clearSessionCookies(reply);
    return ok(null);
  });

  const revokeOthers = { ...write, schema: { body: noBody } };
  api.post(`${WEBSITE}${ACCOUNT_PATHS.revokeOtherSessions}`, revokeOthers, async (request) =>
    ok({ revoked: await revokeOtherSessions(db, await session(request), now()) }),
  );
}
