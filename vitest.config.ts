import { defineConfig } from 'vitest/config';

/**
 * unit: pure code beside its source. api: the real server through app.inject(), run once on
 * SQLite and once on PostgreSQL by scripts/test.mjs (TEST_DATABASE_URL decides).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
