/** What the test runner reads from Playwright's JSON report: the tests that failed or passed only on retry, and why. */

interface PlaywrightResult {
  status: string;
  retry: number;
  error?: { message?: string };
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results?: PlaywrightResult[] }[];
  }[];
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}
export interface TroubledTest {
  /** "file:line › describe › test › project" */
  name: string;
  status: 'flaky' | 'unexpected';
  results: PlaywrightResult[];
}

/** Every test Playwright's JSON report marks flaky or failed. */
export function troubledTests(suites: PlaywrightSuite[] = [], titles: string[] = []): TroubledTest[] {
  return suites.flatMap((suite) => {
    // A file's own suite is titled with its name, which spec.file already gives.
    const trail = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    const here = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky' || test.status === 'unexpected')
        .map((test) => ({
          name: [`${spec.file}:${spec.line}`, ...trail, spec.title, test.projectName].filter(Boolean).join(' › '),
          status: test.status as TroubledTest['status'],
          results: test.results ?? [],
        })),
    );
    return [...here, ...troubledTests(suite.suites, trail)];
  });
}

/** The test's name, then for each failed attempt the first lines of its error. */
export function whyFailed(test: TroubledTest): string {
  const attempts = test.results
    .filter((result) => result.status !== 'passed' && result.status !== 'skipped')
    .map((result) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes of Playwright's messages
      const text = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '');
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 6)
        .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line));
      return `    attempt ${result.retry + 1} (${result.status}): ${lines.join('\n      ')}`;
    });
  return [`  ${test.name}`, ...attempts].join('\n');
}
