/**
 * bench:web — what a first visit to /enus, /zhcn and /arsa costs the browser (requests, gzip size
 * of the JavaScript, CSS and HTML, first contentful paint) and how many requests per second the
 * server answers for /enus and /healthz (BENCH_SECONDS=0 skips the load test).
 * Everything runs on 127.0.0.1; the figures are printed, never asserted.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { freePort } from './pg-cluster.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

execSync('node scripts/ensure-build.mjs', { cwd: root, stdio: 'inherit' });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-bench-'));
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The pair probes are remembered between runs, as for the e2e servers.
    APERTIUM_PROBE_CACHE: process.env.APERTIUM_PROBE_CACHE ?? path.join(root, '.tmp/e2e-apertium-probes.json'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitForServer(): Promise<void> {
  // Allow for a busy machine (as the e2e config does).
  for (let i = 0; i < 720; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

interface FirstVisit {
  path: string;
  requests: number;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
  raw: number;
  firstContentfulPaint: number | undefined;
  launcherInHtml: boolean;
  /** Each script's path and gzip bytes, largest first (printed with BENCH_FILES=1). */
  scripts: [string, number][];
}

/**
 * One first visit (a fresh browser profile: nothing cached) to `pagePath`: every request the page
 * makes until the network is idle, the gzip size of the JavaScript and CSS it loads (as the
 * server would send them compressed), and Chromium's first contentful paint.
 */
async function firstVisit(browser: Browser, pagePath: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const assets = new Set<string>();
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  const html = await (await fetch(`${base}${pagePath}`)).text();
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  const firstContentfulPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  await context.close();

  const result: FirstVisit = {
    path: pagePath,
    requests,
    jsFiles: 0,
    jsGzip: 0,
    cssGzip: 0,
    htmlGzip: gzipSync(html, { level: 9 }).length,
    raw: Buffer.byteLength(html),
    firstContentfulPaint,
    launcherInHtml: html.includes('data-shell="home"'),
    scripts: [],
  };
  for (const asset of assets) {
    const content = readFileSync(path.join(dist, asset));
    const gz = gzipSync(content, { level: 9 }).length;
    result.raw += content.length;
    if (asset.endsWith('.css')) result.cssGzip += gz;
    else {
      result.jsGzip += gz;
      result.jsFiles += 1;
      result.scripts.push([asset, gz]);
    }
  }
  return result;
}

async function firstVisits(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  try {
    // A warm-up visit: the server's first answers (and the disk cache of the machine) are not counted.
    await firstVisit(browser, '/enus');
    for (const pagePath of ['/enus', '/zhcn', '/arsa']) {
      const visit = await firstVisit(browser, pagePath);
      const fcp = visit.firstContentfulPaint === undefined ? 'none' : `${Math.round(visit.firstContentfulPaint)} ms`;
      console.log(`first visit to ${visit.path}: ${visit.requests} requests, ${kb(visit.raw)} raw`);
      console.log(
        `  gzip: JavaScript ${kb(visit.jsGzip)} (${visit.jsFiles} files), CSS ${kb(visit.cssGzip)}, HTML ${kb(visit.htmlGzip)}; total ${kb(visit.jsGzip + visit.cssGzip + visit.htmlGzip)}`,
      );
      console.log(
        `  first contentful paint: ${fcp}; launcher in the server's HTML: ${visit.launcherInHtml ? 'yes' : 'no'}`,
      );
      if (process.env.BENCH_FILES === '1') {
        for (const [asset, gz] of visit.scripts.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(gz)}  ${asset}`);
      }
    }
  } finally {
    await browser.close();
  }
}

async function load(url: string): Promise<void> {
  const result = await autocannon({ url: `${base}${url}`, connections, duration: seconds });
  console.log(
    `${url}: ${Math.round(result.requests.average)} requests/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors; ${connections} connections, ${seconds} s)`,
  );
}

try {
  await waitForServer();
  await firstVisits();
  if (seconds > 0) {
    await load('/enus');
    await load('/healthz');
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
