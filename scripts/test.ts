/**
 * The whole test suite: type check, lint, licences, the test-project check, unit and integration
 * tests, the API suite on SQLite and on PostgreSQL (TEST_DATABASE_URL, or a throwaway cluster), then
 * Playwright in Chromium. It ends with one line "N passed, N failed" and exits non-zero when
 * anything failed or no test ran.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PgCluster, startPgCluster } from './pg-cluster.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  suite: string;
  passed: number;
  failed: number;
}
const tallies: Tally[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** A check that is not a test runner (type check, lint) counts as one test. */
function check(suite: string, command: string, args: string[]): void {
  console.log(`\n== ${suite}`);
  const status = run(command, args);
  tallies.push({ suite, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function vitest(suite: string, project: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n== ${suite}`);
  const output = path.join(reports, `${suite.replace(/\W+/g, '-')}.json`);
  const projectArgs = project.flatMap((name) => ['--project', name]);
  const status = run(
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  if (!existsSync(output)) {
    tallies.push({ suite, passed: 0, failed: 1 });
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
  tallies.push({ suite, passed: report.numPassedTests, failed });
}

function playwright(): void {
  const suite = 'e2e (Chromium)';
  console.log(`\n== ${suite}`);
  const output = path.join(reports, 'e2e.json');
  const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (!existsSync(output)) {
    tallies.push({ suite, passed: 0, failed: 1 });
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport;
  const { stats } = report;
  // A test that passed only on its retry is not a pass: it fails for someone, some of the time.
  const flaky = flakyTests(report.suites);
  if (flaky.length > 0) console.log(`Flaky (passed only on retry), counted as failed:\n  ${flaky.join('\n  ')}`);
  const failed = stats.unexpected + stats.flaky;
  tallies.push({ suite, passed: stats.expected, failed: failed + (failed === 0 && status !== 0 ? 1 : 0) });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** "file:line › describe › test › project" of every test Playwright's JSON report marks flaky. */
function flakyTests(suites: PlaywrightSuite[] = [], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // A file's own suite is titled with its name, which spec.file already gives.
    const trail = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    const here = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) =>
          [`${spec.file}:${spec.line}`, ...trail, spec.title, test.projectName].filter(Boolean).join(' › '),
        ),
    );
    return [...here, ...flakyTests(suite.suites, trail)];
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
check('web build', 'npm', ['run', '--silent', 'build']);
check('licences', 'npm', ['run', '--silent', 'licenses']);
check('test projects', 'node', ['--import', 'tsx', 'scripts/check-test-projects.ts']);
vitest('unit', ['unit']);
vitest('integration', ['integration']);
vitest('api on SQLite', ['api'], { TEST_DATABASE_URL: '' });

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
if (databaseUrl) vitest('api on PostgreSQL', ['api'], { TEST_DATABASE_URL: databaseUrl });
stopCluster();

playwright();

console.log('\n== summary');
for (const tally of tallies) console.log(`${tally.suite}: ${tally.passed} passed, ${tally.failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
