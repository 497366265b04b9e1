import { loadCatalog } from '@glossa/i18n/catalog';
import { createEngineSet } from '@glossa/translate/engines/registry';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase, databaseDialect } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadWebBundle } from './features/pages/web-bundle.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }

  const db = createDatabase(config);
  const applied = await migrateToLatest(db);
  const bundle = loadWebBundle(config.webDistDir);
  const engines = await createEngineSet({
    apertium: config.apertium,
    apertiumProbeCache: config.apertiumProbeCache,
    order: config.engineOrder,
    log: (message) => process.stdout.write(`${message}\n`),
  });
  const app = await buildApp({ config, db, catalog: loadCatalog(), bundle, engines });
  app.log.info({ engines: engines.engines.map((engine) => engine.id) }, 'translation engines');
  app.log.info({ dialect: databaseDialect(config), applied, build: bundle.build.id }, 'database ready');
  if (!bundle.distDir) app.log.warn({ dir: config.webDistDir }, 'web app not built: run `npm run build`');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await engines.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(`Glossa failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
