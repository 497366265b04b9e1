import type { Catalog } from '@glossa/i18n/catalog';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#core/config.ts';
import type { SessionReader } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';

/** What console sections work with. */
export interface ConsoleDeps {
  config: Config;
  db: Database;
  accounts: SessionReader;
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

/** The one row a call reads back (what it just saved or found): gone meanwhile, it is not found. */
export function onlyRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new AppError('notFound');
  return row;
}
