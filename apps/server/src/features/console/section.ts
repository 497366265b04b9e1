import type { Catalog } from '@glossa/i18n/catalog';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AccountService } from '../account/service.ts';

/** What console sections work with. */
export interface ConsoleDeps {
  config: Config;
  db: Database;
  accounts: AccountService;
  engines: EngineSet;
  /** Texts in the operator's language (the reports' CSV headers). */
  catalog: Catalog;
  now: () => number;
}

/**
 * One area of the console's API. It registers its routes on `scope`, where the operator guard
 * already runs first (404 for anyone else); every write calls `audit(...)` from audit.ts.
 */
export type ConsoleSection = (scope: FastifyInstance, deps: ConsoleDeps) => Promise<void>;
