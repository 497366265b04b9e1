import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { Catalog } from '@glossa/i18n/catalog';
import type { EngineSet } from '@glossa/translate/engines/registry';
import { libreOfficeAvailable } from '@glossa/translate/formats/legacy/libreoffice';
import { sharedDocumentWork } from '@glossa/translate/formats/work/document-work';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ServerSecret } from '../../http/server-secret.ts';
import type { AccountService } from '../account/service.ts';
import { LocalFileStore } from '../files/file-store.ts';
import { S3FileStore } from '../files/s3-file-store.ts';
import { QuotaService } from '../quota/service.ts';
import { DatabaseTranslationMemory } from '../translation-memory/database-translation-memory.ts';
import type { WorkspaceDeps } from './deps.ts';
import { ConversationEvents } from './events.ts';
import { startExpirySweeps } from './file-expiry.ts';
import { JobRunner } from './jobs/runner.ts';
import { workspaceRoutes } from './routes.ts';
import { workspaceFileRoutes } from './routes-files.ts';
import { workspaceSettingsRoutes } from './routes-settings.ts';
import { workspaceStreamRoutes } from './routes-stream.ts';
import { WorkspaceService } from './service.ts';
import { StreamRegistry } from './stream-registry.ts';

export interface WorkspaceSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  accounts: AccountService;
  engines: EngineSet;
  termBase?: WorkspaceDeps['termBase'];
  now: () => number;
}

/** The chat workspace: its services, the job runner (started when the server is ready) and its routes. */
export async function registerWorkspace(app: FastifyInstance, setup: WorkspaceSetup): Promise<WorkspaceDeps> {
  const { config, db, now } = setup;
  const deps: WorkspaceDeps = {
    db,
    events: new ConversationEvents(db),
    engines: setup.engines,
    files:
      config.fileStore.kind === 's3'
        ? new S3FileStore(config.fileStore)
        : new LocalFileStore(path.join(config.dataDir, 'files')),
    documents: sharedDocumentWork(config.documents),
    secret: ServerSecret.load(config.dataDir, config.secretKey),
    memory: new DatabaseTranslationMemory(db),
    quota: new QuotaService({ db, now, visitorAddressDailyChats: config.visitorAddressDailyChats }),
    catalog: setup.catalog,
    log: app.log,
    libreOffice: libreOfficeAvailable(),
    textMaxChars: config.textMaxChars,
    jobLimits: config.jobs.limits,
    uploadLimits: config.uploads,
    imageMaxPixels: config.imageMaxPixels,
    termBase: setup.termBase,
    now,
  };
  const runner = new JobRunner(deps, { workers: config.jobs.workers, perOwner: config.jobs.perOwner });
  const workspace = new WorkspaceService(deps, runner);
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // A session that ends (sign-out, replaced, password changed) answers 401 or 418: its streams end.
  const sessionLive = (token: string) =>
    setup.accounts.authenticate(token).then(
      () => true,
      (error: unknown) => !(error instanceof AppError && (error.status === 401 || error.status === 418)),
    );
  const streams = new StreamRegistry(config.streams, sessionLive);
  const options = { deps, workspace, accounts: setup.accounts, streams };
  await app.register(workspaceRoutes, options);
  await app.register(workspaceStreamRoutes, options);
  await app.register(workspaceFileRoutes, options);
  await app.register(workspaceSettingsRoutes, options);
  let stopSweeps = () => {};
  app.addHook('onReady', async () => {
    await runner.start();
    stopSweeps = startExpirySweeps(deps);
  });
  // Open streams would hold the server's close until their clients leave.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    stopSweeps();
    await runner.stop();
  });
  return deps;
}
