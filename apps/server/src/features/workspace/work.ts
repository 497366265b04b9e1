import path from 'node:path';
import type { Catalog } from '@glossa/i18n/catalog';
import type { EngineSet } from '@glossa/translate/engines/registry';
import { libreOfficeAvailable } from '@glossa/translate/formats/legacy/libreoffice';
import { type DocumentWork, sharedDocumentWork } from '@glossa/translate/formats/work/document-work';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#core/config.ts';
import type { Database } from '#db/database.ts';
import { ServerSecret } from '#http/server-secret.ts';
import { LocalFileStore, S3FileStore } from '../files/index.ts';
import { QuotaService } from '../quota/index.ts';
import { DatabaseTranslationMemory } from '../translation-memory/index.ts';
import type { WorkspaceDeps } from './deps.ts';
import { ConversationEvents } from './events.ts';
import { startExpirySweeps } from './file-expiry.ts';
import { HeavyUploads } from './heavy-uploads.ts';
import { JobRunner } from './jobs/runner.ts';
import { PgNotices } from './pg-notices.ts';
import { WorkspaceService } from './service.ts';

export interface WorkspaceSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  engines: EngineSet;
  /** Document work; by default this process's threads for the configuration. */
  documents?: DocumentWork;
  termBase?: WorkspaceDeps['termBase'];
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * The workspace without HTTP (docs/architecture.md, "Processes"): its services, the job runner and its upkeep.
 * The HTTP node adds its routes and streams on top (setup.ts); the worker process runs it alone.
 */
export interface Workspace {
  deps: WorkspaceDeps;
  service: WorkspaceService;
  runner: JobRunner;
  /** Live events from the other processes (PostgreSQL's LISTEN); none with SQLite, where one process runs. */
  notices?: PgNotices;
  /** Starts taking jobs (when WORKERS > 0), the expiry sweeps and the notices. */
  start(): Promise<void>;
  /** Takes no new job; running ones get `graceMs` to finish, then go back to the queue. */
  stop(graceMs: number): Promise<void>;
}

/** Makes the workspace's parts once, from the process's configuration (both process kinds call it). */
export function createWorkspace(setup: WorkspaceSetup): Workspace {
  const { config, db, now, log } = setup;
  const postgres = Boolean(config.databaseUrl);
  const events = new ConversationEvents(db, {
    postgres,
    onError: (error) => log.error({ err: error }, 'live events failed'),
  });
  const notices = config.databaseUrl ? new PgNotices(config.databaseUrl, events.feed, log) : undefined;
  const deps: WorkspaceDeps = {
    db,
    events,
    engines: setup.engines,
    files:
      config.fileStore.kind === 's3'
        ? new S3FileStore(config.fileStore)
        : new LocalFileStore(path.join(config.dataDir, 'files')),
    documents: setup.documents ?? sharedDocumentWork(config.documents),
    secret: ServerSecret.load(config.dataDir, config.secretKey),
    memory: new DatabaseTranslationMemory(db),
    quota: new QuotaService({ db, now, visitorAddressDailyChats: config.visitorAddressDailyChats }),
    catalog: setup.catalog,
    log,
    libreOffice: libreOfficeAvailable(),
    textMaxChars: config.textMaxChars,
    jobLimits: config.jobs.limits,
    uploadLimits: config.uploads,
    heavyReads: config.heavyReads,
    heavyUploads: new HeavyUploads(config.heavyReads),
    imageMaxPixels: config.imageMaxPixels,
    termBase: setup.termBase,
    now,
  };
  const runner = new JobRunner(deps, { ...config.jobs, postgres });
  let stopSweeps = () => {};
  return {
    deps,
    service: new WorkspaceService(deps, runner),
    runner,
    notices,
    async start() {
      await notices?.start();
      await runner.start();
      stopSweeps = startExpirySweeps(deps);
    },
    async stop(graceMs) {
      stopSweeps();
      await runner.stop(graceMs);
      await notices?.close();
    },
  };
}
