import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#core/config.ts';
import type { Lifecycle } from '#core/lifecycle.ts';
import type { SessionReader } from '#core/owner.ts';
import { AppError } from '#http/app-error.ts';
import { workspaceRoutes } from './routes.ts';
import { workspaceExchangeRoutes } from './routes-exchange.ts';
import { workspaceFileRoutes } from './routes-files.ts';
import { workspaceSettingsRoutes } from './routes-settings.ts';
import { workspaceStreamRoutes } from './routes-stream.ts';
import { SharedStreamCounts } from './shared-streams.ts';
import { StreamRegistry } from './stream-registry.ts';
import type { Workspace } from './work.ts';

export interface WorkspaceRouteSetup {
  config: Config;
  accounts: SessionReader;
  lifecycle: Lifecycle;
}

/**
 * The workspace's HTTP side on the node that answers requests: readiness checks, its routes and live
 * streams; the parts start when the server is ready and stop when it closes.
 */
export async function registerWorkspace(
  app: FastifyInstance,
  workspace: Workspace,
  setup: WorkspaceRouteSetup,
): Promise<void> {
  const { config, lifecycle } = setup;
  const { deps, notices } = workspace;
  const db = deps.db;
  lifecycle.addCheck('queue', async () => {
    await db.selectFrom('jobs').select('id').limit(1).execute();
    if (notices && !notices.connected) throw new Error('event notices are not connected');
  });
  // A missing key answers false; an unreachable store throws.
  lifecycle.addCheck('storage', () => deps.files.exists('readiness-probe'));
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // A session that ends (sign-out, replaced, password changed) answers 401 or 418: its streams end.
  const sessionLive = (token: string) =>
    setup.accounts.authenticate(token).then(
      () => true,
      (error: unknown) => !(error instanceof AppError && (error.status === 401 || error.status === 418)),
    );
  // On PostgreSQL the open streams are counted across nodes; a row lapses after three missed beats.
  const shared = config.databaseUrl ? new SharedStreamCounts(db, config.streams.heartbeatMs * 3) : undefined;
  const streams = new StreamRegistry(config.streams, sessionLive, shared);
  const options = { deps, workspace: workspace.service, accounts: setup.accounts, streams };
  await app.register(workspaceRoutes, options);
  await app.register(workspaceStreamRoutes, options);
  await app.register(workspaceFileRoutes, options);
  await app.register(workspaceExchangeRoutes, options);
  await app.register(workspaceSettingsRoutes, options);
  app.addHook('onReady', () => workspace.start());
  // Open streams would hold the server's close until their clients leave.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', () => workspace.stop(lifecycle.graceMs));
}
