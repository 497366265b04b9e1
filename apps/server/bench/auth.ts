// npm run bench:auth: password sign-ins per second on one server process (argon2id at the
// configured PASSWORD_HASH_* cost) and the latency of an authenticated call under load.
// The server runs as its own process, as in production; the load comes from autocannon here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { freePort } from '../../../scripts/pg-cluster.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench-pass-123';

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-bench-auth-'));
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  // TRUST_PROXY (the benchmark's own address): each request names its own client address, so the per-address limits of the
  // sign-in routes (a defence against one attacker) do not stop a benchmark of many clients.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let clientNumber = 0;
const nextAddress = () => {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

async function post(url: string, body: object): Promise<{ code: number; data: { token?: string } }> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: { token?: string } };
}

/** Signs up once, reading the code from the outbox table (no SMTP configured). */
async function createAccount(): Promise<void> {
  await post('/gateway/logincommon/code/getSMSCode', { email: EMAIL, purpose: 'register' });
  const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
  const row = db.prepare('select text from outbox where "to" = ? order by created_at desc').get(EMAIL) as {
    text: string;
  };
  db.close();
  const code = /^(\d{6})$/m.exec(row.text)?.[1];
  const body = { email: EMAIL, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true };
  const registered = await post('/gateway/logincommon/user/register', body);
  if (registered.code !== 200) throw new Error(`sign-up failed: ${JSON.stringify(registered)}`);
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  await waitForServer();
  await createAccount();
  const signIns = await load({
    url: `${base}/gateway/logincommon/login`,
    connections: 4,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
      },
    ],
  });
  const { token } = (await post('/gateway/logincommon/login', { email: EMAIL, password: PASSWORD })).data;
  const reads = await load({
    url: `${base}/gateway/website/user/getUserInfoBasic`,
    connections: 50,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  const failed = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;
  console.log(`sign-ins (password, argon2id as configured), 4 connections, ${SECONDS} s:`);
  console.log(
    `  ${signIns.requests.average.toFixed(1)} sign-ins/s, p99 ${signIns.latency.p99} ms, failed ${failed(signIns)}`,
  );
  console.log(`authenticated GET /user/getUserInfoBasic, 50 connections, ${SECONDS} s:`);
  console.log(
    `  ${reads.requests.average.toFixed(0)} req/s, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms, failed ${failed(reads)}`,
  );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
