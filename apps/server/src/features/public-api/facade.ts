import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import type { WorkspaceDeps } from '../workspace/index.ts';
import type { PublicApiCore } from './contract.ts';
import type { KeyLimitConfig } from './rate-limit.ts';

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
