import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { preferencesBody } from '@glossa/contracts/account-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import { noQuery } from '@glossa/contracts/request-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestToken } from '../../core/session-cookies.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { readPreferences, savePreferences } from './preferences.ts';
import type { AccountService } from './service.ts';

export interface PreferenceRouteOptions {
  db: Database;
  accounts: AccountService;
  now: () => number;
}

const WEBSITE = GATEWAYS.website;
// Saved a moment after each change (debounced in the app): a generous ceiling still stops a flood.
const write = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

/** `/gateway/website/user/preferences`: the signed-in account's launcher choices, read and saved. */
export async function preferenceRoutes(app: FastifyInstance, { db, accounts, now }: PreferenceRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = (request: FastifyRequest) => accounts.authenticate(requestToken(request));

  api.get(`${WEBSITE}${ACCOUNT_PATHS.preferences}`, { schema: { querystring: noQuery } }, async (request) =>
    ok(await readPreferences(db, (await session(request)).userId)),
  );

  const save = { ...write, schema: { body: preferencesBody } };
  api.post(`${WEBSITE}${ACCOUNT_PATHS.preferences}`, save, async (request) => {
    const { userId } = await session(request);
    await savePreferences(db, userId, request.body.choices, now());
    return ok(null);
  });
}
