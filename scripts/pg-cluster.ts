import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster from Debian's packages: a temporary folder, a free loopback port. */
export interface PgCluster {
  url: string;
  /**
   * Restarts the server as an operator does (`pg_ctl restart`): `fast` ends every session and
   * shuts down cleanly, `immediate` kills it and recovers from the log at start. With `awayMs`,
   * it stays stopped that long before it starts again (an outage). Resolves once it accepts
   * connections again; the caller's event loop keeps running meanwhile.
   */
  restart(mode: 'fast' | 'immediate', awayMs?: number): Promise<void>;
  stop(): void;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL is not installed (Debian package "postgresql"); run scripts/test.sh');
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as the postgres user Debian's package creates.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const runAsync = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = asRoot ? 'runuser' : path.join(bin, program);
      const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
      const child = spawn(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed: ${errors}`))));
    });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=200`;
  // The server's output goes to a file: a pipe would keep the pg_ctl that started it waiting.
  const log = ['-l', path.join(dir, 'server.log')];
  run('pg_ctl', ['-D', dataDir, '-o', options, ...log, '-w', '-t', '60', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(mode, awayMs = 0) {
      if (awayMs === 0) {
        await runAsync('pg_ctl', ['-D', dataDir, '-o', options, ...log, '-m', mode, '-w', '-t', '60', 'restart']);
        return;
      }
      await runAsync('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, awayMs));
      await runAsync('pg_ctl', ['-D', dataDir, '-o', options, ...log, '-w', '-t', '60', 'start']);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
