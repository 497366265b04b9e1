/**
 * bench:web — what a first visit to /enus costs the browser (gzip size of the JavaScript and
 * CSS it loads) and how many requests per second the server answers for /enus and /healthz.
 * Everything runs on 127.0.0.1; the figures are printed, never asserted.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
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
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

async function firstVisit(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.goto(`${base}/enus`, { waitUntil: 'networkidle' });
  await browser.close();

  let js = 0;
  let css = 0;
  let raw = 0;
  for (const asset of assets) {
    const content = readFileSync(path.join(dist, asset));
    const gz = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    if (asset.endsWith('.css')) css += gz;
    else js += gz;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`first visit to /enus: ${assets.size} files, ${kb(raw)} raw`);
  console.log(`  JavaScript gzip: ${kb(js)}`);
  console.log(`  CSS gzip:        ${kb(css)} (Ant Design's styles are generated at run time)`);
}

async function load(url: string): Promise<void> {
  const result = await autocannon({ url: `${base}${url}`, connections, duration: seconds });
  console.log(
    `${url}: ${Math.round(result.requests.average)} requests/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors; ${connections} connections, ${seconds} s)`,
  );
}

try {
  await waitForServer();
  await firstVisit();
  await load('/enus');
  await load('/healthz');
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
