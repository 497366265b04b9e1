import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FakeLlmServer, startFakeLlmServer } from '../../../packages/translate/test/fake-llm-server.ts';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.ts';
import { freshDatabaseUrl } from '../test/test-app.ts';
import { proxyBlock, unitCommand } from './deploy-doc.ts';

/**
 * The scale-out profile on one machine (decision 0024): PostgreSQL (the suite's), s3rver, server
 * nodes with WORKERS=0 behind Debian's nginx (round robin on 127.0.0.1, run as a child process with
 * its own prefix), worker processes, and the fake OpenAI-compatible model, all started here and
 * ended by `close()`. Ports come from SCALE_PORT_BASE (4800): nginx, then the nodes. The processes
 * start with the command lines of docs/deploy.md's systemd units, and nginx runs its proxy block
 * (deploy-doc.ts).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const NGINX = '/usr/sbin/nginx';

export interface Member {
  name: string;
  child: ChildProcess;
  port?: number;
  url?: string;
  /** Whether it has exited (killed or stopped). */
  exited: boolean;
}

export interface ClusterOptions {
  servers: number;
  workers: number;
  /** Extra environment for every process (lease, outage...). */
  env?: Record<string, string>;
  /** PostgreSQL when true (the scale-out profile), else one all-in-one node on SQLite. */
  postgres?: boolean;
  /** A database of the caller's (a throwaway cluster an outage test restarts), used as it is and not dropped. */
  databaseUrl?: string;
  llmLatencyMs?: number;
  /** Added to SCALE_PORT_BASE, so a cluster never meets the previous one's ports while they close. */
  portOffset?: number;
  /** Modules the server nodes load first (the benchmark's event-loop probe). */
  serverImports?: string[];
}

export interface Cluster {
  /** nginx in front of the server nodes (or the single node). */
  url: string;
  servers: Member[];
  workers: Member[];
  llm: FakeLlmServer;
  /** The S3 stand-in of the scale-out profile (a test may stop and start it). */
  s3: S3StandIn | undefined;
  databaseUrl: string | undefined;
  dir: string;
  /** The environment every process of the cluster starts with. */
  env: NodeJS.ProcessEnv;
  startWorker(name: string): Promise<Member>;
  kill(member: Member, signal?: NodeJS.Signals): Promise<void>;
  close(): Promise<void>;
}

const portBase = Number(process.env.SCALE_PORT_BASE ?? 4800);

async function waitFor(check: () => Promise<boolean>, what: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen`);
}

/** nginx as docs/deploy.md sets it up (its upstream options and `location` block), on loopback. */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `nginx-${name}`)};`;
  const proxy = proxyBlock();
  const indent = (lines: string[], spaces: number) => lines.map((line) => `${' '.repeat(spaces)}${line}`).join('\n');
  return `
user root;
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream glossa {
${upstreams.map((p) => `    server 127.0.0.1:${p} ${proxy.serverOptions};`).join('\n')}
${indent(proxy.upstreamLines, 4)}
  }
  server {
    listen 127.0.0.1:${port};
${indent(proxy.serverLines, 4)}
    location / {
${indent(proxy.location, 6)}
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-scale-'));
  const base = portBase + (options.portOffset ?? 0);
  const llm = await startFakeLlmServer({ latencyMs: options.llmLatencyMs ?? 20 });
  const postgres = options.postgres ?? true;
  const given = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : undefined;
  const database = postgres ? (given ?? (await freshDatabaseUrl())) : { url: undefined, drop: async () => {} };
  if (postgres && !database.url) throw new Error('the scale suite needs TEST_DATABASE_URL (scripts/test.ts gives it)');
  const s3: S3StandIn | undefined = postgres ? await startS3StandIn('glossa-scale') : undefined;
  const members: Member[] = [];
  let nginxMember: Member | undefined;
  // Should the test process die first, its children go with it.
  const orphans = () => {
    // nginx's master ends its worker processes on SIGTERM; SIGKILL would leave them listening.
    if (nginxMember && !nginxMember.exited) nginxMember.child.kill('SIGTERM');
    for (const member of members) if (!member.exited) member.child.kill('SIGKILL');
  };
  process.once('exit', orphans);
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(dir, 'no-web'),
    SECRET_KEY: randomBytes(32).toString('hex'),
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_MODEL: 'fake',
    APERTIUM: 'off',
    // nginx reaches the nodes from loopback: the proxy's address, as docs/deploy.md says to give it.
    TRUST_PROXY: '127.0.0.1',
    VISITOR_ADDRESS_DAILY_CHATS: '1000000',
    JOB_OWNER_PER_MINUTE: '100000',
    JOB_OWNER_WAITING: '100000',
    JOB_ADDRESS_PER_MINUTE: '100000',
    JOB_ADDRESS_WAITING: '100000',
    UPLOAD_OWNER_PER_MINUTE: '100000',
    UPLOAD_ADDRESS_PER_MINUTE: '100000',
    STREAMS_PER_ADDRESS: '10000',
    ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
    ...(s3 ? s3.env : {}),
    ...options.env,
  };

  const spawnMember = async (name: string, script: 'main' | 'worker', env: NodeJS.ProcessEnv) => {
    mkdirSync(path.join(dir, name), { recursive: true });
    // The command line and environment of the document's systemd unit, with this machine's node.
    const unit = unitCommand(script === 'main' ? 'glossa-server.service' : 'glossa-worker@.service');
    const preload = script === 'main' ? (options.serverImports ?? []).flatMap((file) => ['--import', file]) : [];
    const unitEnv = postgres ? unit.env : {};
    const entry = unit.args.slice(-1);
    const child = spawn(process.execPath, [...unit.args.slice(0, -1), ...preload, ...entry], {
      cwd: root,
      env: { ...common, ...unitEnv, DATA_DIR: path.join(dir, postgres ? name : 'data'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(path.join(dir, `${name}.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const member: Member = { name, child, exited: false };
    child.on('exit', () => {
      member.exited = true;
    });
    members.push(member);
    if (script === 'worker') {
      let ready = false;
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('worker ready')) ready = true;
      });
      await waitFor(async () => ready || member.exited, `worker ${name} ready`);
      if (member.exited) throw new Error(`worker ${name} exited; see ${dir}/${name}.log`);
    } else {
      member.port = Number(env.PORT);
      member.url = `http://127.0.0.1:${member.port}`;
      await waitFor(async () => (await fetch(`${member.url}/readyz`)).ok, `server ${name} ready`);
    }
    return member;
  };

  const servers: Member[] = [];
  for (let i = 0; i < options.servers; i++) {
    const workers = postgres ? '0' : '2';
    servers.push(await spawnMember(`server-${i + 1}`, 'main', { PORT: String(base + 1 + i), WORKERS: workers }));
  }
  const workers: Member[] = [];
  // Info level: the cluster waits for the worker's "worker ready" line.
  const startWorker = (name: string) =>
    spawnMember(name, 'worker', { WORKER_ID: name, PORT: String(base + 50), LOG_LEVEL: 'info' });
  for (let i = 0; i < options.workers; i++) workers.push(await startWorker(`worker-${i + 1}`));

  writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConfig(
      dir,
      base,
      servers.map((server) => server.port as number),
    ),
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const proxy: Member = { name: 'nginx', child: nginx, exited: false };
  nginxMember = proxy;
  nginx.on('exit', () => {
    proxy.exited = true;
  });
  const url = `http://127.0.0.1:${base}`;
  await waitFor(async () => !proxy.exited && (await fetch(`${url}/healthz`)).ok, 'nginx ready');
  if (proxy.exited) throw new Error(`nginx stopped; see ${dir}/nginx-error.log`);

  const kill = async (member: Member, signal: NodeJS.Signals = 'SIGKILL') => {
    if (member.exited) return;
    const gone = new Promise((resolve) => member.child.once('exit', resolve));
    member.child.kill(signal);
    await gone;
  };
  return {
    url,
    servers,
    workers,
    llm,
    s3,
    databaseUrl: database.url,
    dir,
    env: common,
    startWorker: async (name) => {
      const member = await startWorker(name);
      workers.push(member);
      return member;
    },
    kill,
    async close() {
      process.off('exit', orphans);
      if (nginxMember) await kill(nginxMember, 'SIGTERM');
      for (const member of members) await kill(member, 'SIGKILL');
      await llm.close();
      await s3?.close();
      await database.drop();
      if (!process.env.SCALE_KEEP) rmSync(dir, { recursive: true, force: true });
    },
  };
}
