/**
 * The whole test suite: type check, lint, import rules (.dependency-cruiser.cjs), licences, the
 * test-project check, unit tests, the web app's component tests, integration tests, the API suite on
 * SQLite and on PostgreSQL (TEST_DATABASE_URL, or a throwaway cluster), the scale suite (server nodes
 * behind nginx and workers, on that PostgreSQL), then Playwright in Chromium. The scale suite, which
 * mostly waits on its processes, runs beside the integration tests and the API suite on SQLite
 * (docs/decisions/0050-suite-time.md). It ends with one line "N passed, N failed" and exits non-zero
 * when anything failed or no test ran.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PgCluster, startPgCluster } from './pg-cluster.ts';
import { type PlaywrightReport, troubledTests, whyFailed } from './playwright-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  /** Wall-clock seconds the suite took (printed in the summary, never asserted). */
  seconds?: number;
  /**
   * How busy the machine's cores were meanwhile, in percent: a suite far below 100 mostly waits
   * (timers, sockets, processes), one near it is bound by the CPU. Whatever else ran counts too.
   */
  busy?: number;
}
const tallies: Tally[] = [];
const runStarted = Date.now();

/**
 * The machine's CPU time so far, busy and in all, in ticks summed over every core (Linux:
 * /proc/stat's first line); zeros where /proc is not there.
 */
function cpuTicks(): { busy: number; total: number } {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, tick) => sum + tick, 0);
    // Fields 4 and 5: idle, and idle waiting for the disk.
    return { busy: total - ticks[3]! - ticks[4]!, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

interface Ran {
  status: number;
  seconds: number;
  busy: number;
}

/** Starts the clock and the CPU count of a suite; the returned function reads both when it ends. */
function measure(): (status: number | null) => Ran {
  const started = Date.now();
  const before = cpuTicks();
  return (status) => {
    const after = cpuTicks();
    return {
      status: status ?? 1,
      seconds: Math.round((Date.now() - started) / 1000),
      busy: Math.round((100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total)),
    };
  };
}

/** Runs a suite's command: its exit status, the seconds it took and how busy the cores were. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Ran {
  const ended = measure();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return ended(result.status);
}

/** A check that is not a test runner (type check, lint) counts as one test. */
function check(suite: string, command: string, args: string[]): void {
  console.log(`\n== ${suite}`);
  const { status, seconds, busy } = run(command, args);
  tallies.push({ suite, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds, busy });
}

/** Where a Vitest suite's JSON report (and, run beside others, its log) goes, and the command line. */
function vitestRun(suite: string, project: string[]): { output: string; log: string; args: string[] } {
  const name = path.join(reports, suite.replace(/\W+/g, '-'));
  const output = `${name}.json`;
  const projectArgs = project.flatMap((each) => ['--project', each]);
  return {
    output,
    log: `${name}.log`,
    args: ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
  };
}

function vitest(suite: string, project: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n== ${suite}`);
  const { output, args } = vitestRun(suite, project);
  tallyVitest(suite, output, run('npx', args, env));
}

/**
 * Starts a Vitest suite beside the ones that follow; its output goes to a file, printed whole when
 * it ends. The returned promise settles then, with the suite tallied.
 */
function vitestBeside(suite: string, project: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { output, log, args } = vitestRun(suite, project);
  const file = openSync(log, 'w');
  const ended = measure();
  const child = spawn('npx', args, { cwd: root, stdio: ['ignore', file, file], env: { ...process.env, ...env } });
  closeSync(file);
  console.log(`\n== ${suite}: started beside the next suites; its output follows when it ends`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ran = ended(code);
      console.log(`\n== ${suite} (ran beside the suites above)\n${readFileSync(log, 'utf8')}`);
      tallyVitest(suite, output, ran);
      resolve();
    });
  });
}

function tallyVitest(suite: string, output: string, { status, seconds, busy }: Ran): void {
  if (!existsSync(output)) {
    tallies.push({ suite, passed: 0, failed: 1, seconds, busy });
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  };
  // A file that fails to load has no failed test but a failed suite: count it.
  const failed =
    report.numFailedTests + (report.numFailedTests === 0 && status !== 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  tallies.push({ suite, passed: report.numPassedTests, failed, seconds, busy });
}

function playwright(): void {
  const suite = 'e2e (Chromium)';
  console.log(`\n== ${suite}`);
  const output = path.join(reports, 'e2e.json');
  const { status, seconds, busy } = run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  if (!existsSync(output)) {
    tallies.push({ suite, passed: 0, failed: 1, seconds, busy });
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport;
  const { stats } = report;
  // A test that passed only on its retry is not a pass: it fails for someone, some of the time.
  const troubled = troubledTests(report.suites);
  const flaky = troubled.filter((test) => test.status === 'flaky');
  if (flaky.length > 0)
    console.log(`Flaky (passed only on retry), counted as failed:\n  ${flaky.map((test) => test.name).join('\n  ')}`);
  // Repeated here, just above the totals, where a short excerpt of the log still shows them.
  if (troubled.length > 0) console.log(`Why each failed attempt failed:\n${troubled.map(whyFailed).join('\n')}`);
  const failed = stats.unexpected + stats.flaky;
  tallies.push({
    suite,
    passed: stats.expected,
    failed: failed + (failed === 0 && status !== 0 ? 1 : 0),
    seconds,
    busy,
  });
}

let cluster: PgCluster | undefined;
const stopCluster = () => cluster?.stop();
process.on('exit', stopCluster);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopCluster();
    process.exit(130);
  });
}

check('type check', 'npm', ['run', '--silent', 'typecheck']);
check('lint and format', 'npx', ['biome', 'check', '.']);
check('import rules', 'npm', ['run', '--silent', 'lint:imports']);
check('web build', 'npm', ['run', '--silent', 'build']);
check('licences', 'npm', ['run', '--silent', 'licenses']);
check('test projects', 'node', ['--import', 'tsx', 'scripts/check-test-projects.ts']);
vitest('unit', ['unit']);
vitest('web components', ['web']);

let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  try {
    cluster = await startPgCluster();
    databaseUrl = cluster.url;
  } catch (error) {
    console.error(`Could not start a throwaway PostgreSQL: ${(error as Error).message}`);
    tallies.push({ suite: 'api on PostgreSQL', passed: 0, failed: 1 });
  }
}
// Many processes behind nginx on that PostgreSQL (npm run test:scale, decision 0024). It mostly
// waits (leases, restarts of its PostgreSQL, a 30-second outage): it runs beside the two suites that
// use neither that PostgreSQL nor its ports, and ends before the API suite on PostgreSQL starts.
let scale = Promise.resolve();
if (databaseUrl) scale = vitestBeside('scale', ['scale'], { TEST_DATABASE_URL: databaseUrl });
else tallies.push({ suite: 'scale', passed: 0, failed: 1 });
vitest('integration', ['integration']);
vitest('api on SQLite', ['api', 'api-isolated'], { TEST_DATABASE_URL: '' });
await scale;
if (databaseUrl) vitest('api on PostgreSQL', ['api', 'api-isolated'], { TEST_DATABASE_URL: databaseUrl });
stopCluster();

playwright();

console.log('\n== summary');
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
for (const { suite, passed, failed, seconds, busy } of tallies) {
  const used = busy === undefined ? '' : `, cores ${busy}% busy`;
  const took = seconds === undefined ? '' : ` (${minutes(seconds)}${used})`;
  console.log(`${suite}: ${passed} passed, ${failed} failed${took}`);
}
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`whole run: ${Math.round((Date.now() - runStarted) / 60_000)} min`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
