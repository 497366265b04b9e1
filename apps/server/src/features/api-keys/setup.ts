import type { FastifyInstance } from 'fastify';
import type { SessionReader } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { apiKeyRoutes } from './routes.ts';
import { ApiKeyService } from './service.ts';

export interface ApiKeySetup {
  db: Database;
  accounts: SessionReader;
  now: () => number;
}

/** API keys: the account's key routes; answers the service the public APIs authenticate with. */
export async function registerApiKeys(
  app: FastifyInstance,
  { db, accounts, now }: ApiKeySetup,
): Promise<ApiKeyService> {
  const keys = new ApiKeyService({ db, now });
  await app.register(apiKeyRoutes, { accounts, keys });
  return keys;
}
