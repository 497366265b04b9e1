import { pino } from 'pino';
import { loggerOptions } from '#http/log-redaction.ts';
import { loadTermBase } from './features/term-base/index.ts';
import { createWorkspace } from './features/workspace/index.ts';
import { type ProcessKind, type ProcessParts, startProcess } from './process.ts';

/**
 * `npm run worker`: the queue and the turns, any number of them beside the HTTP nodes, with no HTTP app at all
 * (no route, page or plugin is made and no port is opened; scale/worker-process.test.ts checks that no HTTP
 * module is even loaded).
 */
async function worker({ config, db, catalog, engines }: ProcessParts): Promise<ProcessKind> {
  const log = pino(loggerOptions(config.logLevel));
  const workspace = createWorkspace({
    config,
    db,
    catalog,
    engines,
    termBase: (owner, termBaseId) => loadTermBase(db, owner, termBaseId),
    now: Date.now,
    log,
  });
  return {
    log,
    start: async () => {
      await workspace.start();
      // A worker opens no port and its timers do not hold the process (they are unref'd): this handle
      // does, so the worker lives through a database outage with nothing to do, until told to stop.
      setInterval(() => {}, 2 ** 30);
      log.info({ workerId: config.jobs.workerId, workers: config.jobs.workers }, 'worker ready');
    },
    stop: (graceMs) => workspace.stop(graceMs),
  };
}

startProcess('worker', worker).catch((error: unknown) => {
  process.stderr.write(`Glossa worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
