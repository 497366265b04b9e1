import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server process, as `npm start` runs it (apps/server/src/main.ts), on `port` with its own
 * data folder and database (SQLite when `databaseUrl` is undefined), plus `env`. It is returned at
 * once: the caller waits for the answer it needs (/healthz, /readyz).
 */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  env: NodeJS.ProcessEnv;
}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web'),
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
