import { startProcess } from './process.ts';

// `npm start` (everything in one process) and `npm run start:server` (WORKERS=0: requests and streams).
startProcess('server').catch((error: unknown) => {
  process.stderr.write(`Glossa failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
