import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { deeplRoutes } from '../deepl/routes.ts';
import { libreTranslateRoutes } from '../libretranslate/routes.ts';
import type { WorkspaceDeps } from '../workspace/deps.ts';
import type { WorkspaceService } from '../workspace/service.ts';
import type { ApiKeyAuthenticator, PublicApiCore } from './contract.ts';
import { registerNativeApi } from './native/plugin.ts';
import { databaseHitCounter, type KeyLimitConfig, limitPerKey, memoryHitCounter, perKeyLimit } from './rate-limit.ts';
import { PublicApi } from './service.ts';

export interface PublicApiSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  deps: WorkspaceDeps;
  workspace: WorkspaceService;
  keys: ApiKeyAuthenticator;
  now: () => number;
}

/** What each facade plugin (native, DeepL, LibreTranslate) is given. */
export interface FacadeOptions {
  api: PublicApiCore;
  config: Config;
  db: Database;
  catalog: Catalog;
  deps: WorkspaceDeps;
  now: () => number;
  /** A route's `config` limiting it per key (API_KEY_PER_MINUTE, all routes together); `secretOf` reads the key as the facade takes it. */
  perKey: (secretOf: (request: FastifyRequest) => string | undefined) => KeyLimitConfig;
}

/** The public APIs over one core (decision 0026). */
export async function registerPublicApi(app: FastifyInstance, setup: PublicApiSetup): Promise<PublicApiCore> {
  const api = new PublicApi(setup.deps, setup.workspace, setup.keys);
  const options: FacadeOptions = {
    api,
    config: setup.config,
    db: setup.db,
    catalog: setup.catalog,
    deps: setup.deps,
    now: setup.now,
    perKey: perKeyLimit,
  };
  const counter = setup.config.databaseUrl ? databaseHitCounter(setup.db) : memoryHitCounter();
  // One scope for the three facades, so that one count per key spans all their routes.
  await app.register(async (scope) => {
    limitPerKey(scope, counter, setup.config.apiKeyPerMinute, setup.now);
    await scope.register(deeplRoutes, options);
    await scope.register(libreTranslateRoutes, options);
    await registerNativeApi(scope, options);
  });
  return api;
}
