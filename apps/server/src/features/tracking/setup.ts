import type { FastifyInstance } from 'fastify';
import type { Config } from '#core/config.ts';
import type { SessionReader } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { ServerSecret } from '#http/server-secret.ts';
import { ConsentTokens } from './consent-token.ts';
import { pruneTracking } from './repo.ts';
import { trackingRoutes } from './routes.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The tracking gateway, and an hourly sweep deleting events past TRACKING_RETENTION_DAYS. */
export async function registerTracking(
  app: FastifyInstance,
  deps: { config: Config; db: Database; accounts: SessionReader; now: () => number },
): Promise<void> {
  const { config, db, accounts, now } = deps;
  const consents = new ConsentTokens(ServerSecret.load(config.dataDir, config.secretKey), now);
  await app.register(trackingRoutes, { config: config.tracking, db, accounts, consents, now });
  const prune = () =>
    void pruneTracking(db, now() - config.tracking.retentionMs).catch((error: unknown) =>
      app.log.error({ err: error }, 'tracking prune failed'),
    );
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => prune());
  app.addHook('onClose', async () => clearInterval(timer));
}
