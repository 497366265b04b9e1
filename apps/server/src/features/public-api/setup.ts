import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import type { WorkspaceDeps, WorkspaceService } from '../workspace/index.ts';
import type { ApiKeyAuthenticator, PublicApiCore } from './contract.ts';
import type { FacadeOptions } from './facade.ts';
import { registerNativeApi } from './native/plugin.ts';
import { databaseHitCounter, limitPerKey, memoryHitCounter, perKeyLimit } from './rate-limit.ts';
import { PublicApi } from './service.ts';

export interface PublicApiSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  deps: WorkspaceDeps;
  workspace: WorkspaceService;
  keys: ApiKeyAuthenticator;
  now: () => number;
  /**
   * The facades other features provide (DeepL, LibreTranslate), registered beside the native API; the
   * composition passes them, so that this feature knows none of them.
   */
  facades: FastifyPluginAsync<FacadeOptions>[];
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
    for (const facade of setup.facades) await scope.register(facade, options);
    await registerNativeApi(scope, options);
  });
  return api;
}
