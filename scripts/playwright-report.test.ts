import { describe, expect, it } from 'vitest';
import { type PlaywrightReport, troubledTests, whyFailed } from './playwright-report.ts';

const report: PlaywrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1 },
  suites: [
    {
      title: 'menus.spec.ts',
      file: 'menus.spec.ts',
      specs: [
        {
          title: 'a menu opens',
          file: 'menus.spec.ts',
          line: 7,
          tests: [
            {
              projectName: '',
              status: 'flaky',
              results: [
                {
                  status: 'timedOut',
                  retry: 0,
                  error: {
                    message: '\u001b[31mTest timeout of 60000ms exceeded.\u001b[39m\n\n  waiting for getByRole(menu)',
                  },
                },
                { status: 'passed', retry: 1 },
              ],
            },
          ],
        },
        { title: 'a page loads', file: 'menus.spec.ts', line: 20, tests: [{ projectName: '', status: 'expected' }] },
      ],
      suites: [
        {
          title: 'in Arabic',
          file: 'menus.spec.ts',
          specs: [
            {
              title: 'it mirrors',
              file: 'menus.spec.ts',
              line: 30,
              tests: [
                {
                  projectName: '',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      retry: 0,
                      error: { message: `expect(locator).toBeVisible() ${'x'.repeat(300)}` },
                    },
                    { status: 'failed', retry: 1 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the test runner’s reading of the Playwright report', () => {
  it('finds the flaky and the failed tests with their describe titles, not the passed ones', () => {
    const troubled = troubledTests(report.suites);
    expect(troubled.map((test) => [test.name, test.status])).toEqual([
      ['menus.spec.ts:7 › a menu opens', 'flaky'],
      ['menus.spec.ts:30 › in Arabic › it mirrors', 'unexpected'],
    ]);
  });

  it('says why each failed attempt failed, without colour codes, in short lines', () => {
    const [flaky, failed] = troubledTests(report.suites);
    if (!flaky || !failed) throw new Error('the report has a flaky and a failed test');
    expect(whyFailed(flaky)).toBe(
      [
        '  menus.spec.ts:7 › a menu opens',
        '    attempt 1 (timedOut): Test timeout of 60000ms exceeded.',
        '      waiting for getByRole(menu)',
      ].join('\n'),
    );
    const lines = whyFailed(failed).split('\n');
    expect(lines[1]).toMatch(/^ {4}attempt 1 \(failed\): expect\(locator\)\.toBeVisible\(\) x+…$/);
    expect(lines[1]?.length).toBeLessThan(240);
    expect(lines[2]).toBe('    attempt 2 (failed): failed');
  });
});
