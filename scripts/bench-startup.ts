/**
 * bench:startup (decision 0051): how soon the offline engine is of use.
 * - `glossa translate` of one sentence with Apertium: cold (an empty cache folder: the pair is
 *   checked on this run) and warm (remembered), each the median of 3 runs, wall and CPU time.
 * - The server on a fresh data folder: seconds from the process start until /readyz answers 200
 *   (its pairs are checked on first use and in the background once it serves).
 * Figures with the goals beside them (docs/decisions/0051-apertium-pairs-on-first-use.md); never
 * asserted. The load average is printed with them: on a busy machine every figure grows.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const glossa = path.join(root, 'packages/translate/bin/glossa.mjs');
const RUNS = 3;

interface Run {
  wallMs: number;
  cpuMs: number;
  stdout: string;
}

/** One CLI run: wall time, and the CPU time of the process and its children (from /proc, via `times`). */
function cli(args: string[], input: string, cacheHome: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // bash's `times` prints the children's user and system time once they ended.
    const child = spawn(
      'bash',
      ['-c', `"${process.execPath}" "${glossa}" "$@" 2>/dev/null; times >&2`, '--', ...args],
      {
        env: { ...process.env, XDG_CACHE_HOME: cacheHome },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', () => {
      const wallMs = performance.now() - started;
      // Second line of `times`: the children's "0m0.412s 0m0.120s".
      const children = stderr.trim().split('\n').at(-1) ?? '';
      const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
      resolve({ wallMs, cpuMs: seconds.reduce((sum, value) => sum + value, 0) * 1000, stdout });
    });
    child.stdin.end(input);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function benchCli(): Promise<void> {
  const args = ['translate', '-', '--from', 'en', '--to', 'es', '--engine', 'apertium'];
  const cold: Run[] = [];
  const warm: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cache = mkdtempSync(path.join(tmpdir(), 'glossa-bench-cli-'));
    try {
      cold.push(await cli(args, 'The house is red.\n', cache));
      warm.push(await cli(args, 'The house is red.\n', cache));
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }
  const answer = warm[0]?.stdout.trim();
  console.log(`glossa translate, one sentence with Apertium ("${answer}"), median of ${RUNS}:`);
  const line = (label: string, runs: Run[], goal: string) =>
    console.log(
      `  ${label}: ${seconds(median(runs.map((r) => r.wallMs)))} wall, ${seconds(median(runs.map((r) => r.cpuMs)))} CPU  (goal ${goal})`,
    );
  line('cold (nothing remembered)', cold, '<= 1.5 s');
  line('warm (the pair remembered)', warm, '<= 0.5 s');
}

async function benchServer(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-bench-start-'));
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    let readyMs: number | undefined;
    for (let i = 0; i < 2400 && readyMs === undefined; i++) {
      const ok = await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) readyMs = performance.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (readyMs === undefined) throw new Error('the server did not get ready');
    console.log('The server on a fresh data folder (nothing probed, nothing remembered):');
    console.log(`  /readyz answers 200 after ${seconds(readyMs)} from the process start  (goal <= 10 s)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`load average ${loadavg()[0]?.toFixed(1)} on 2 cores`);
await benchCli();
await benchServer();
console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end`);
