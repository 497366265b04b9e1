import { configDefaults, defineConfig } from 'vitest/config';

/**
 * unit: pure code beside its source. web: the web app's components (`*.test.tsx`), rendered in
 * jsdom inside the app's providers with only the network stubbed; its files share one module
 * graph per worker (loading Ant Design once per worker rather than once per file halves the run),
 * so apps/web/src/test-support/setup.ts resets what a test leaves behind. integration: files named
 * `*.integration.test.ts`, the tests that start LibreOffice, OCR, Apertium pairs or the CLI, read
 * PDFs through mupdf or feed megabytes. api: the real server through app.inject(), run once on
 * SQLite and once on PostgreSQL by scripts/test.ts (TEST_DATABASE_URL decides). scale: many
 * processes behind nginx (npm run test:scale). scripts/check-test-projects.ts checks that every
 * test file is in exactly one project.
 *
 * Timeouts are hang guards, never speed checks (benchmarks measure speed): generous enough for
 * both cores busy with something else.
 */
const besideCode = ['packages/*/src/**/', 'apps/web/src/**/', 'apps/server/src/**/', 'scripts/**/'];
const minute = 60_000;
/** API test files that replace a server module with vi.mock: they need a fresh module graph. */
const replacingModules = ['apps/server/test/workspace/job-runs.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: besideCode.map((folder) => `${folder}*.test.ts`),
          exclude: [...configDefaults.exclude, '**/*.integration.test.ts'],
          environment: 'node',
          // One module graph per worker, two workers (decision 0050): most of the project's time
          // was each file importing the same modules again. No file replaces a module (the test-
          // project check refuses vi.mock here), and variables a test stubs are put back after it.
          isolate: false,
          maxWorkers: 2,
          unstubEnvs: true,
          testTimeout: minute,
          hookTimeout: minute,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-support/setup.ts'],
          isolate: false,
          maxWorkers: 2,
          testTimeout: minute,
          hookTimeout: minute,
        },
      },
      {
        test: {
          name: 'integration',
          include: besideCode.map((folder) => `${folder}*.integration.test.ts`),
          environment: 'node',
          // Much of it waits on LibreOffice, Apertium and OCR processes: two files at a time.
          maxWorkers: 2,
          testTimeout: 5 * minute,
          hookTimeout: 5 * minute,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...replacingModules],
          environment: 'node',
          // The server's module graph loads once per worker, not once per file (half of the
          // project's time went to importing it): each file builds its own app, database and
          // stand-ins, and none replaces a module (those are in api-isolated).
          isolate: false,
          // Vitest's default on two cores is one worker; these files mostly wait (sockets, timers,
          // child processes), so two run side by side.
          maxWorkers: 2,
          testTimeout: minute,
          hookTimeout: minute,
        },
      },
      {
        // The API files that replace one of the server's modules (vi.mock): a module graph of their own.
        test: {
          name: 'api-isolated',
          include: replacingModules,
          environment: 'node',
          maxWorkers: 2,
          testTimeout: minute,
          hookTimeout: minute,
        },
      },
      {
        // `npm run test:scale`: real processes behind nginx, on the suite's PostgreSQL (decision 0024).
        test: {
          name: 'scale',
          include: ['apps/server/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 5 * minute,
          hookTimeout: 2 * minute,
          fileParallelism: false,
        },
      },
    ],
  },
});
