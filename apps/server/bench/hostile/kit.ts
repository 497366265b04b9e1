/**
 * What every bench:hostile script shares: the real server started as its own process
 * (`node --import tsx apps/server/src/main.ts`, SQLite, the fake OpenAI-compatible engine), a
 * /healthz loop that asks every 10 ms (a stalled event loop shows there first), and one table row
 * per case with the answer, the time to it, the server's peak resident memory during the case
 * (its VmHWM, reset before each case) and the longest /healthz gap. Figures only; the tests
 * check the refusals.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeLlmServer } from '../../../../packages/translate/test/fake-llm-server.ts';
import { freePort } from '../../test/free-port.ts';
import { resetPeakMemory, residentMemory } from '../../test/hostile-kit.ts';

export const MiB = 1024 * 1024;
export const W = '/gateway/website';
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Outcome {
  answer: string;
  ms: number;
}

export interface BenchServer {
  base: string;
  pid: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Gives a visitor's client id or an account's e-mail a plan (`npm run grant-plan`). */
  grantPlan(who: string, plan: string): void;
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** Settings added to (or replacing) the defaults below. */
  env?: Record<string, string>;
  /** The fake model's delay between streamed chunks. */
  chunkDelayMs?: number;
}

/** The server in production mode on a free port, with its own data folder and the fake model. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const llm = await startFakeLlmServer({ chunkDelayMs: options.chunkDelayMs ?? 1 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-hostile-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APERTIUM: 'off',
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_API_KEY: 'sk-test-key',
    LLM_MODEL: 'fake-model',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...options.env,
  };
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(server, base);
  } catch (error) {
    await close();
    throw error;
  }
  const grantPlan = (who: string, plan: string) => {
    const granted = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/grant-plan.ts', who, plan], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (granted.status !== 0) throw new Error(`grant-plan failed: ${granted.stderr}`);
  };
  return { base, pid: server.pid as number, dataDir, env, grantPlan, close };
}

async function ready(server: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** Asks /healthz every 10 ms until stopped; answers the longest time between two answers. */
export function healthLoop(base: string): { stop: () => Promise<number> } {
  let running = true;
  let longest = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get(`${base}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', () => resolve());
    });
  const done = (async () => {
    let last = performance.now();
    while (running) {
      await once();
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    agent.destroy();
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return longest;
    },
  };
}

export const visitorId = () => randomBytes(16).toString('hex');
export const jsonHeaders = (clientId: string) => ({ 'x-client-id': clientId, 'content-type': 'application/json' });

/** Posts a body; answers the HTTP status with the envelope's code (or `-`) and the time to the whole answer. */
export async function post(
  base: string,
  url: string,
  headers: Record<string, string>,
  body: BodyInit,
): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { method: 'POST', headers, body });
  const text = await response.text();
  const code = /"code":(\d+)/.exec(text.slice(0, 200))?.[1];
  return { answer: `${response.status} (${code ?? '-'})`, ms: performance.now() - started };
}

/** Uploads one file as the web app does. */
export function uploadFile(
  base: string,
  clientId: string,
  name: string,
  bytes: Uint8Array,
  password?: string,
): Promise<Outcome> {
  const form = new FormData();
  if (password) form.append('password', password);
  form.append('file', new Blob([Buffer.from(bytes)]), name);
  return post(base, `${W}/conversation/uploadAndPreview`, { 'x-client-id': clientId }, form);
}

export const kb = (bytes: { length: number }) => `${(bytes.length / 1024).toFixed(0)} KB`;

/** The rows of one bench:hostile table, each printed as it is measured and all again at the end. */
export class HostileTable {
  readonly #rows: string[] = [];
  constructor(private readonly server: Pick<BenchServer, 'base' | 'pid'>) {}

  /** Runs one case while /healthz is asked every 10 ms, and keeps its row. */
  async measure(name: string, sent: string, run: () => Promise<Outcome>): Promise<Outcome & { gap: number }> {
    const { base, pid } = this.server;
    await new Promise((resolve) => setTimeout(resolve, 300));
    resetPeakMemory(pid);
    const before = residentMemory(pid).now;
    const health = healthLoop(base);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const outcome = await run();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const gap = await health.stop();
    const { peak } = residentMemory(pid);
    const mib = (bytes: number) => (bytes / MiB).toFixed(0);
    const row = `| ${name} | ${sent} | ${outcome.answer} | ${outcome.ms.toFixed(0)} | ${mib(peak)} (+${mib(peak - before)}) | ${gap.toFixed(0)} |`;
    this.#rows.push(row);
    process.stderr.write(`${row}\n`);
    return { ...outcome, gap };
  }

  print(title: string): void {
    console.log(`\n### ${title}\n`);
    console.log(
      '| hostile input | sent | answer (HTTP, code) | time to answer ms | server peak RSS MiB (growth) | longest /healthz gap ms |',
    );
    console.log('|---|---|---|---:|---:|---:|');
    for (const row of this.#rows) console.log(row);
  }
}

/** An account made through the API (its code read from the outbox: no SMTP here) and an API key of it. */
export async function accountWithKey(server: BenchServer, email: string): Promise<{ token: string; apiKey: string }> {
  const send = async (url: string, body: object, token?: string) => {
    const response = await fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; data: Record<string, unknown> };
  };
  await send('/gateway/logincommon/code/getSMSCode', { email, purpose: 'register' });
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(server.dataDir, 'app.db'), { readonly: true });
  const row = db.prepare('select text from outbox where "to" = ? order by created_at desc').get(email) as {
    text: string;
  };
  db.close();
  const code = /^(\d{6})$/m.exec(row.text)?.[1];
  const password = 'bench pass 1';
  const body = { email, code, password, confirmPassword: password, agreed: true };
  const registered = await send('/gateway/logincommon/user/register', body);
  if (registered.code !== 200) throw new Error(`sign-up failed: ${JSON.stringify(registered)}`);
  const token = registered.data.token as string;
  const key = await send(`${W}/user/apiKeys/create`, { name: 'bench' }, token);
  if (key.code !== 200) throw new Error(`key not made: ${JSON.stringify(key)}`);
  return { token, apiKey: key.data.secret as string };
}
