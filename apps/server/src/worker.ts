import { startProcess } from './process.ts';

// `npm run worker`: works jobs only, any number of them beside the server nodes.
startProcess('worker').catch((error: unknown) => {
  process.stderr.write(`Glossa worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
