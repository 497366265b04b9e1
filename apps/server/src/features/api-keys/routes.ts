import { API_KEY_PATHS } from '@glossa/contracts/api-keys';
import { createApiKeyBody, renameApiKeyBody, revokeApiKeyBody } from '@glossa/contracts/api-keys-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import { noQuery } from '@glossa/contracts/request-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionReader } from '../../core/owner.ts';
import { requestToken } from '../../core/session-cookies.ts';
import { ok } from '../../http/envelope.ts';
import type { ApiKeyService } from './service.ts';

export interface ApiKeyRouteOptions {
  accounts: SessionReader;
  keys: ApiKeyService;
}

const write = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
const path = (name: keyof typeof API_KEY_PATHS) => `${GATEWAYS.website}${API_KEY_PATHS[name]}`;

/** `/gateway/website/user/apiKeys*`: the signed-in account's API keys; a visitor gets 401. */
export async function apiKeyRoutes(app: FastifyInstance, { accounts, keys }: ApiKeyRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userId = async (request: FastifyRequest) => (await accounts.authenticate(requestToken(request))).userId;

  api.get(path('list'), { schema: { querystring: noQuery } }, async (request) =>
    ok(await keys.list(await userId(request))),
  );
  api.post(path('create'), { ...write, schema: { body: createApiKeyBody } }, async (request) =>
    ok(await keys.create(await userId(request), request.body.name)),
  );
  api.post(path('rename'), { ...write, schema: { body: renameApiKeyBody } }, async (request) =>
    ok(await keys.rename(await userId(request), request.body.keyId, request.body.name)),
  );
  api.post(path('revoke'), { ...write, schema: { body: revokeApiKeyBody } }, async (request) => {
    await keys.revoke(await userId(request), request.body.keyId);
    return ok(null);
  });
}
