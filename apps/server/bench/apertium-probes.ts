/**
 * `npm run bench:probes` (decision 0036): how long 4 processes starting at the same moment take to
 * have their engine sets on every installed Apertium pair, with the probes in one database (the
 * suite's PostgreSQL when TEST_DATABASE_URL is set, else a SQLite file): cold (nothing remembered)
 * and warm (everything remembered). `--separate` adds the way it was before: each process probing
 * into a file of its own. Prints, per round, the wall time until all 4 were ready (node's start
 * included), each process's engine-set time and its summary line (pairs taken and probed).
 * Figures, not assertions; they follow the machine's load, printed with them.
 *
 *   cd /work/main && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:probes
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { freshDatabaseUrl } from '../test/test-app.ts';

const PROCESSES = 4;
const GUARD_MS = 30 * 60_000;
const root = path.resolve(import.meta.dirname, '../../..');
const member = path.join(import.meta.dirname, 'apertium-probes-member.ts');

interface Finding {
  ms: number;
  summary: string;
}

/** One process: resolves with its line once it exited. */
function runMember(env: NodeJS.ProcessEnv): Promise<Finding> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', member], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), GUARD_MS);
    child.on('exit', (code) => {
      clearTimeout(guard);
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Finding);
      else reject(new Error(`a process ended with code ${code}: ${out}`));
    });
  });
}

async function round(label: string, envs: NodeJS.ProcessEnv[]): Promise<void> {
  const load = loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const findings = await Promise.all(envs.map(runMember));
  const wall = (performance.now() - started) / 1000;
  console.log(`\n${label}: all ${envs.length} ready after ${wall.toFixed(1)} s (load average ${load} on 2 cores)`);
  for (const [index, finding] of findings.entries()) {
    console.log(`  process ${index + 1}: engine set ${(finding.ms / 1000).toFixed(1)} s; ${finding.summary}`);
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'glossa-bench-probes-'));
const database = await freshDatabaseUrl();
try {
  const shared = { DATABASE_URL: database.url ?? '', DATA_DIR: path.join(dir, 'data'), PROBE_STORE: 'database' };
  const db = createDatabase({ databaseUrl: database.url, dataDir: shared.DATA_DIR });
  await migrateToLatest(db);
  await db.destroy();
  console.log(`${PROCESSES} processes at once, probes in ${database.url ? 'PostgreSQL' : 'SQLite'}`);
  await round('shared store, cold', Array(PROCESSES).fill(shared));
  await round('shared store, warm', Array(PROCESSES).fill(shared));
  if (process.argv.includes('--separate')) {
    const own = Array.from({ length: PROCESSES }, (_, i) => ({
      PROBE_STORE: 'file',
      DATA_DIR: path.join(dir, `own-${i}`),
      APERTIUM_PROBE_CACHE: path.join(dir, `own-${i}`, 'apertium-probes.json'),
    }));
    await round('a file each, cold (as before decision 0036)', own);
    await round('a file each, warm', own);
  }
} finally {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}
