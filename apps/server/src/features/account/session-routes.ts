import { ACCOUNT_ROUTES as ROUTES } from '@glossa/contracts/account-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearSessionCookies, requestToken } from '#core/session-cookies.ts';
import type { Database } from '#db/database.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import type { AccountService } from './service.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './session-list.ts';
import type { SessionPolicy } from './sessions.ts';

export interface SessionRouteOptions {
  db: Database;
  accounts: AccountService;
  policy: SessionPolicy;
  now: () => number;
}

const write = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

/** `/gateway/website/user/sessions*`: the signed-in person's sessions, listed and ended. */
export async function sessionRoutes(app: FastifyInstance, { db, accounts, policy, now }: SessionRouteOptions) {
  const session = (request: FastifyRequest) => accounts.authenticate(requestToken(request));

  gatewayRoute(app, ROUTES.sessions, async (request) =>
    ok(await listSessions(db, await session(request), now(), policy)),
  );

  gatewayRoute(app, ROUTES.revokeSession, write, async (request, reply) => {
    const signedIn = await session(request);
    await revokeSession(db, signedIn, request.body.sessionId, now());
    // Ending the session in hand is signing out: its cookies go with it.
    if (request.body.sessionId === signedIn.sessionId) clearSessionCookies(reply);
    return ok(null);
  });

  gatewayRoute(app, ROUTES.revokeOtherSessions, write, async (request) =>
    ok({ revoked: await revokeOtherSessions(db, await session(request), now()) }),
  );
}
