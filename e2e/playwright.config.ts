import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ACCOUNT_STAND_INS, accountEnv, engineEnv, LLM_STAND_IN_PORT } from './account-stand-ins-config.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(import.meta.dirname, '..');
// One data folder per run, created once: workers re-read this file, the server is started once.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'glossa-e2e-'));

/** End-to-end tests in Debian's Chromium against the real server and the built web app. */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, '.tmp/e2e-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // SMTP catcher and local OpenID provider for the account tests (account-stand-ins.ts).
      command: 'node --import tsx e2e/account-stand-ins.ts',
      cwd: root,
      url: `http://127.0.0.1:${ACCOUNT_STAND_INS.mailApiPort}/ready`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx e2e/llm-stand-in.ts',
      cwd: root,
      url: `http://127.0.0.1:${LLM_STAND_IN_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Exactly the start path of the README: `npm start` (builds the web app if needed, then serves it).
      command: 'npm start',
      cwd: root,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        ...accountEnv(),
        ...engineEnv(),
      },
    },
  ],
});
