import { API_KEY_ROUTES as ROUTES } from '@glossa/contracts/api-keys-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionReader } from '#core/owner.ts';
import { requestToken } from '#core/session-cookies.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import type { ApiKeyService } from './service.ts';

export interface ApiKeyRouteOptions {
  accounts: SessionReader;
  keys: ApiKeyService;
}

const write = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

/** `/gateway/website/user/apiKeys*`: the signed-in account's API keys; a visitor gets 401. */
export async function apiKeyRoutes(app: FastifyInstance, { accounts, keys }: ApiKeyRouteOptions) {
  const userId = async (request: FastifyRequest) => (await accounts.authenticate(requestToken(request))).userId;

  gatewayRoute(app, ROUTES.list, async (request) => ok(await keys.list(await userId(request))));
  gatewayRoute(app, ROUTES.create, write, async (request) =>
    ok(await keys.create(await userId(request), request.body.name)),
  );
  gatewayRoute(app, ROUTES.rename, write, async (request) =>
    ok(await keys.rename(await userId(request), request.body.keyId, request.body.name)),
  );
  gatewayRoute(app, ROUTES.revoke, write, async (request) => {
    await keys.revoke(await userId(request), request.body.keyId);
    return ok(null);
  });
}
