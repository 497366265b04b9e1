import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ACCOUNT_STAND_INS, accountEnv, engineEnv, LLM_STAND_IN_PORT } from './account-stand-ins-config.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(import.meta.dirname, '..');
// One data folder per run, created once: workers re-read this file, the server is started once.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'glossa-e2e-'));
process.env.E2E_OFFLINE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'glossa-e2e-offline-'));
/** The second server: a fresh start with no engine settings (tests/offline-engine.spec.ts). */
const offlinePort = port + 5;
/**
 * Debian's Chromium as a headless shell (package chromium-headless-shell, scripts/system-deps.sh),
 * the build Playwright itself runs headless by default: the same Blink without the browser's own
 * interface, so the two workers' pages get more of the two cores (every-page-accessible.spec.ts
 * 193 s → 159 s on a quiet machine). The full browser where the shell is not installed.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
/** Both servers remember the Apertium probes in one file: the second start does not probe again. */
const apertiumProbeCache = path.join(root, '.tmp/e2e-apertium-probes.json');

/**
 * Every browser starts with the cookie banner answered 'declined' (nothing is tracked, no banner
 * over the page), on both servers; the site-*.spec.ts tests of tracking start without an answer.
 */
const consentDeclined = {
  cookies: [],
  origins: [port, offlinePort].map((p) => ({
    origin: `http://127.0.0.1:${p}`,
    localStorage: [{ name: 'glossa-tracking-consent', value: 'declined' }],
  })),
};

/** End-to-end tests in Debian's Chromium against the real server and the built web app. */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, '.tmp/e2e-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI runs on a machine shared with other work (load 10-16 seen): a page that answers in 2 s on a
  // quiet machine takes 10 s there. The limits stay tight locally, where slowness is a finding.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: consentDeclined,
    // A failed test's trace keeps every action's DOM snapshot, the network and the console, but no
    // film strip: recording one screenshot per painted frame of every test, kept or not, was a third
    // of the suite's CPU (every-page-accessible.spec.ts 159 s → 115 s; untraced: 119 s, i.e. the
    // snapshots cost nothing measurable). A failure's own screenshot is still taken (below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The pages are read as by someone who asked for less motion (the app then opens menus, dialogs
    // and drawers without animations): an opening menu or dialog is drawn in place for a frame or
    // two and then scaled in, and Playwright could take those frames for a still target and click
    // beside it. The animations themselves are the library's; what the tests check is the page.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
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
      // Ready in seconds (Apertium pairs are checked on first use, decision 0051); a busy machine is slow.
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        APERTIUM_PROBE_CACHE: apertiumProbeCache,
        LOG_LEVEL: 'warn',
        // Every browser of the suite is 127.0.0.1: visitors are counted per client id only here.
        VISITOR_ADDRESS_DAILY_CHATS: '1000000',
        // The plans tests pay through the test checkout (off in production unless named).
        PAYMENT_PROVIDER: 'sandbox',
        ...accountEnv(),
        ...engineEnv(),
      },
    },
    {
      // The same start with no engine settings at all: only what the machine has installed
      // (Debian's Apertium pairs), as a fresh `bash scripts/start.sh` runs. Started after the
      // first server, so the web app is built once.
      command: 'npm start',
      cwd: root,
      url: `http://127.0.0.1:${offlinePort}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(offlinePort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_OFFLINE_DATA_DIR,
        APERTIUM_PROBE_CACHE: apertiumProbeCache,
        LOG_LEVEL: 'warn',
        VISITOR_ADDRESS_DAILY_CHATS: '1000000',
      },
    },
  ],
});
