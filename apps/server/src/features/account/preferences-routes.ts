import { ACCOUNT_ROUTES as ROUTES } from '@glossa/contracts/account-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from '#core/session-cookies.ts';
import type { Database } from '#db/database.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { readPreferences, savePreferences } from './preferences.ts';
import type { AccountService } from './service.ts';

export interface PreferenceRouteOptions {
  db: Database;
  accounts: AccountService;
  now: () => number;
}

// Saved a moment after each change (debounced in the app): a generous ceiling still stops a flood.
const write = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

/** `/gateway/website/user/preferences`: the signed-in account's launcher choices, read and saved. */
export async function preferenceRoutes(app: FastifyInstance, { db, accounts, now }: PreferenceRouteOptions) {
  const session = (request: FastifyRequest) => accounts.authenticate(requestToken(request));

  gatewayRoute(app, ROUTES.preferences, async (request) =>
    ok(await readPreferences(db, (await session(request)).userId)),
  );

  gatewayRoute(app, ROUTES.savePreferences, write, async (request) => {
    const { userId } = await session(request);
    await savePreferences(db, userId, request.body.choices, now());
    return ok(null);
  });
}
