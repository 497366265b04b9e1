import { type Catalog, loadCatalog } from '@glossa/i18n/catalog';
import { FileProbeStore } from '@glossa/translate/engines/apertium/probe-cache';
import { createEngineSet, type EngineSet } from '@glossa/translate/engines/registry';
import { memoryBudgetMb } from '@glossa/translate/formats/work/document-work';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError, loadConfig } from '#core/config.ts';
import { Lifecycle } from '#core/lifecycle.ts';
import { DatabaseProbeStore } from '#db/apertium-probe-store.ts';
import { createDatabase, type Database, databaseDialect } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { sharedLlmBudget } from './features/workspace/index.ts';

/**
 * The common start of the two process kinds (docs/architecture.md §2, decision 0024): `server` (main.ts) answers
 * requests and streams, and works jobs unless WORKERS=0 (`npm start` is all of it, `npm run start:server` sets
 * WORKERS=0); `worker` (worker.ts, `npm run worker`) only works jobs, with no HTTP app and no port.
 */
export type ProcessRole = 'server' | 'worker';

/**
 * Why this process is one of several sharing the site (PostgreSQL, a node that leaves jobs to
 * workers, or a worker): then a key made up in one process's DATA_DIR would not be known to the others.
 */
function sharedProfile(config: Config, role: ProcessRole): string | undefined {
  if (role === 'worker') return 'running a worker (npm run worker)';
  if (config.jobs.workers === 0) return 'WORKERS=0 (jobs are left to workers)';
  if (config.databaseUrl) return 'DATABASE_URL is set (PostgreSQL is shared by several processes)';
  return undefined;
}

function readConfig(role: ProcessRole): Config {
  try {
    const config = loadConfig(process.env);
    if (role === 'worker' && config.jobs.workers === 0) throw new ConfigError(['WORKERS: a worker needs at least 1']);
    const shared = sharedProfile(config, role);
    if (shared && !config.secretKey) {
      throw new ConfigError([
        `SECRET_KEY: required when ${shared}: every process of the site signs and checks links and visitor tokens with it, so set the same 32+ random characters on each (e.g. SECRET_KEY=$(openssl rand -hex 32))`,
      ]);
    }
    // A worker has no port to tell it apart: without WORKER_ID its id is its process's.
    if (role === 'worker' && !process.env.WORKER_ID)
      config.jobs.workerId = `${config.jobs.workerId}:worker:${process.pid}`;
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Where the Apertium probes are remembered (decision 0036): in the database with PostgreSQL, read
 * by every process of the site; in the data folder's file with SQLite (one process).
 */
function apertiumProbeStore(db: Database, config: Config) {
  return databaseDialect(config) === 'postgres'
    ? new DatabaseProbeStore(db)
    : new FileProbeStore(config.apertiumProbeCache);
}

/** Where the last words of a process go: its log once it has one, else standard error. */
let lastWords: Pick<FastifyBaseLogger, 'fatal'> | undefined;

function exitBecause(why: string, error?: unknown): never {
  if (lastWords) lastWords.fatal({ err: error }, why);
  else
    process.stderr.write(`${why}${error instanceof Error ? `: ${error.stack}` : error ? `: ${String(error)}` : ''}\n`);
  process.exit(1);
}

/**
 * A process exits only on purpose (decision 0035): an error nothing caught is logged and ends it
 * with status 1, for its supervisor to restart it, rather than leaving it running in an unknown
 * state or ending without a word; an event loop with nothing left to do (which a running process
 * never has) is said and ends it with status 1 too. A SIGTERM or SIGINT ends it with status 0.
 */
function exitOnlyOnPurpose(closing: () => boolean): void {
  process.on('uncaughtException', (error) => exitBecause('uncaught exception; exiting', error));
  process.on('unhandledRejection', (reason) => exitBecause('unhandled rejection; exiting', reason));
  process.on('beforeExit', () => {
    if (!closing()) exitBecause('nothing left to run; exiting');
  });
}

/** What every process kind is made from: read, migrated and discovered once by the common start. */
export interface ProcessParts {
  config: Config;
  db: Database;
  catalog: Catalog;
  engines: EngineSet;
  lifecycle: Lifecycle;
}

/** What a process kind gives the common start: its log, and how it starts and stops. */
export interface ProcessKind {
  log: FastifyBaseLogger;
  start(): Promise<void>;
  stop(graceMs: number): Promise<void>;
}

export async function startProcess(
  role: ProcessRole,
  makeKind: (parts: ProcessParts) => Promise<ProcessKind>,
): Promise<void> {
  let closing = false;
  exitOnlyOnPurpose(() => closing);
  const config = readConfig(role);
  const db = createDatabase(config);
  const applied = await migrateToLatest(db);
  const engines = await createEngineSet({
    apertium: config.apertium,
    apertiumModesDirs: config.apertiumModesDirs,
    apertiumProbes: apertiumProbeStore(db, config),
    // Ready without probing every pair: each is checked on its first request, the rest once ready (decision 0051).
    apertiumProbing: 'first-use',
    order: config.engineOrder,
    // The per-minute budget of the model server, shared by every process of the site.
    llmBudget: sharedLlmBudget(db, databaseDialect(config)),
    log: (message) => process.stdout.write(`${message}\n`),
  });
  const lifecycle = new Lifecycle(config.shutdownMs);
  const catalog = loadCatalog();
  const kind = await makeKind({ config, db, catalog, engines, lifecycle });
  const log = kind.log;
  lastWords = log;
  log.info({ engines: engines.engines.map((engine) => engine.id) }, 'translation engines');
  log.info({ dialect: databaseDialect(config), applied }, 'database ready');
  const { threads, jobThreads, heavyThreads } = config.documents;
  log.info(
    { threads, jobThreads, heavyThreads, memoryBudgetMb: memoryBudgetMb(config.documents) },
    'document work: resident memory stays under the budget',
  );

  // SIGTERM: /readyz answers 503 at once, streams end with a reconnect hint, no job is taken any
  // more; running jobs get SHUTDOWN_SECONDS to finish, then go back to the queue for another worker.
  const shutdown = async (signal: string) => {
    if (lifecycle.closing) return;
    lifecycle.closing = true;
    closing = true;
    log.info({ signal, graceMs: lifecycle.graceMs }, 'shutting down');
    try {
      await kind.stop(lifecycle.graceMs);
      await engines.close();
      await db.destroy();
    } catch (error) {
      exitBecause('shutdown failed; exiting', error);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await kind.start();
  probeInBackground(engines, log);
}

/** The offline pairs nobody asked for yet, probed one at a time once the process serves. */
function probeInBackground(engines: EngineSet, log: FastifyBaseLogger): void {
  const startedAt = Date.now();
  engines
    .probeRest?.()
    .then((probed) => {
      if (probed > 0) log.info({ probed, ms: Date.now() - startedAt }, 'offline pairs probed in the background');
    })
    .catch((error: unknown) => log.warn({ err: error }, 'probing the offline pairs in the background failed'));
}
