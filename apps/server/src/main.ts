import { buildApp } from './app.ts';
import { loadWebBundle } from './features/pages/index.ts';
import { type ProcessKind, type ProcessParts, startProcess } from './process.ts';

/** The HTTP node: every route, page and live stream; it works jobs too unless WORKERS=0. */
async function httpNode({ config, db, catalog, engines, lifecycle }: ProcessParts): Promise<ProcessKind> {
  const bundle = loadWebBundle(config.webDistDir);
  const app = await buildApp({ config, db, catalog, bundle, engines, lifecycle });
  app.log.info({ build: bundle.build.id }, 'web app');
  if (!bundle.distDir) app.log.warn({ dir: config.webDistDir }, 'web app not built: run `npm run build`');
  return {
    log: app.log,
    start: async () => {
      await app.listen({ port: config.port, host: config.host });
    },
    stop: () => app.close(),
  };
}

// `npm start` (everything in one process) and `npm run start:server` (WORKERS=0: requests and streams).
startProcess('server', httpNode).catch((error: unknown) => {
  process.stderr.write(`Glossa failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
