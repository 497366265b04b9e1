import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { spawnServer } from './server-process.ts';
import { freshDatabaseUrl } from './test-app.ts';

/**
 * Issue 33, decision 0051: the real server process is ready before any Apertium pair's check has
 * finished. Its pairs here are mode files whose chain logs that it started and then never answers,
 * so no check can finish; a start that waited for one would never be ready.
 */
const PAIRS = ['eng-spa', 'spa-eng', 'fra-cat'];

let dataDir: string;
let modesDir: string;
let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let port: number;
let server: ChildProcess | undefined;
const chainLog = () => path.join(dataDir, 'chains.log');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-ready-'));
  modesDir = path.join(dataDir, 'modes');
  mkdirSync(modesDir);
  const script = path.join(modesDir, 'slow.sh');
  // $1 is -z (null flush), $2 the pair's name. The chain waits on a pipe nobody writes to: the
  // shell itself blocks, with no child process left behind when the server stops it.
  const never = path.join(dataDir, 'never');
  execFileSync('mkfifo', [never]);
  writeFileSync(
    script,
    `echo "started $2" >> '${chainLog()}'\nread line < '${never}'\necho "answered $2" >> '${chainLog()}'\nexec cat\n`,
  );
  for (const pair of PAIRS) writeFileSync(path.join(modesDir, `${pair}.mode`), `sh ${script} -z ${pair}`);
  database = await freshDatabaseUrl();
  port = await freePort();
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(url: string): Promise<{ status: number; body: unknown }> {
  return fetch(`http://127.0.0.1:${port}${url}`).then(
    async (response) => ({ status: response.status, body: await response.json().catch(() => null) }),
    () => ({ status: 0, body: null }),
  );
}

describe('a fresh server with Apertium pairs', () => {
  it('answers /readyz and offers the pairs before any pair has been checked', async () => {
    server = spawnServer({
      port,
      dataDir,
      databaseUrl: database.url,
      env: {
        APERTIUM: 'auto',
        APERTIUM_MODES_DIRS: modesDir,
        APERTIUM_PROBE_CACHE: path.join(dataDir, 'probes.json'),
        LLM_BASE_URL: '',
        // Required with PostgreSQL (several processes sign with one key).
        SECRET_KEY: randomBytes(32).toString('hex'),
      },
    });
    // A hang guard of two minutes: a start on a busy machine may take a while.
    let ready = { status: 0, body: null as unknown };
    for (let i = 0; i < 2400 && ready.status !== 200; i++) {
      expect(server.exitCode, 'the server stopped at start').toBeNull();
      ready = await get('/readyz');
      if (ready.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ready.status).toBe(200);

    const log = existsSync(chainLog()) ? readFileSync(chainLog(), 'utf8') : '';
    expect(log).not.toContain('answered');
    const store = path.join(dataDir, 'probes.json');
    expect(existsSync(store) ? readFileSync(store, 'utf8') : '').not.toMatch(/eng-spa|spa-eng|fra-cat/);
    // Offered without a check: each pair is checked on its first request (and the rest in the background).
    const languages = (await get('/languages')).body as { code: string; targets: string[] }[];
    const english = languages.find((language) => language.code === 'en');
    expect(english?.targets).toContain('es');
    expect(languages.find((language) => language.code === 'fr')?.targets).toContain('ca');
  });
});
