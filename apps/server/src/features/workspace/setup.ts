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
import type { Lifecycle } from '../../lifecycle.ts';
import type { AccountService } from '../account/service.ts';
import { LocalFileStore } from '../files/file-store.ts';
import { S3FileStore } from '../files/s3-file-store.ts';
import { QuotaService } from '../quota/service.ts';
import { DatabaseTranslationMemory } from '../translation-memory/database-translation-memory.ts';
import type { WorkspaceDeps } from './deps.ts';
import { ConversationEvents } from './events.ts';
import { startExpirySweeps } from './file-expiry.ts';
import { HeavyUploads } from './heavy-uploads.ts';
import { JobRunner } from './jobs/runner.ts';
import { PgNotices } from './pg-notices.ts';
import { workspaceRoutes } from './routes.ts';
import { workspaceFileRoutes } from './routes-files.ts';
import { workspaceSettingsRoutes } from './routes-settings.ts';
import { workspaceStreamRoutes } from './routes-stream.ts';
import { WorkspaceService } from './service.ts';
import { SharedStreamCounts } from './shared-streams.ts';
import { StreamRegistry } from './stream-registry.ts';

export interface WorkspaceSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  accounts: AccountService;
  engines: EngineSet;
  termBase?: WorkspaceDeps['termBase'];
  now: () => number;
  lifecycle: Lifecycle;
}

/** The chat workspace: its services, the job runner (started when the server is ready) and its routes. */
export async function registerWorkspace(
  app: FastifyInstance,
  setup: WorkspaceSetup,
): Promise<{ deps: WorkspaceDeps; workspace: WorkspaceService }> {
  const { config, db, now, lifecycle } = setup;
  const postgres = Boolean(config.databaseUrl);
  const events = new ConversationEvents(db, {
    postgres,
    onError: (error) => app.log.error({ err: error }, 'live events failed'),
  });
  // Live events across processes: PostgreSQL's NOTIFY; one process alone (SQLite) needs none.
  const notices = config.databaseUrl ? new PgNotices(config.databaseUrl, events.feed, app.log) : undefined;
  const deps: WorkspaceDeps = {
    db,
    events,
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
    heavyReads: config.heavyReads,
    heavyUploads: new HeavyUploads(config.heavyReads),
    imageMaxPixels: config.imageMaxPixels,
    termBase: setup.termBase,
    now,
  };
  const runner = new JobRunner(deps, { ...config.jobs, postgres });
  lifecycle.addCheck('queue', async () => {
    await db.selectFrom('jobs').select('id').limit(1).execute();
    if (notices && !notices.connected) throw new Error('event notices are not connected');
  });
  // A missing key answers false; an unreachable store throws.
  lifecycle.addCheck('storage', () => deps.files.exists('readiness-probe'));
  const workspace = new WorkspaceService(deps, runner);
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // A session that ends (sign-out, replaced, password changed) answers 401 or 418: its streams end.
  const sessionLive = (token: string) =>
    setup.accounts.authenticate(token).then(
      () => true,
      (error: unknown) => !(error instanceof AppError && (error.status === 401 || error.status === 418)),
    );
  // On PostgreSQL the open streams are counted across nodes; a row lapses after three missed beats.
  const shared = postgres ? new SharedStreamCounts(db, config.streams.heartbeatMs * 3) : undefined;
  const streams = new StreamRegistry(config.streams, sessionLive, shared);
  const options = { deps, workspace, accounts: setup.accounts, streams };
  await app.register(workspaceRoutes, options);
  await app.register(workspaceStreamRoutes, options);
  await app.register(workspaceFileRoutes, options);
  await app.register(workspaceSettingsRoutes, options);
  let stopSweeps = () => {};
  app.addHook('onReady', async () => {
    await notices?.start();
    await runner.start();
    stopSweeps = startExpirySweeps(deps);
  });
  // Open streams would hold the server's close until their clients leave.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    stopSweeps();
    await runner.stop(lifecycle.graceMs);
    await notices?.close();
  });
  return { deps, workspace };
}
