import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GATEWAYS } from '@glossa/contracts/limits';
import pg from 'pg';
import { expect, it } from 'vitest';
import { Browser, paragraphs, until } from './client.ts';
import type { Cluster, Member } from './cluster.ts';

/**
 * How the processes are run and stopped as docs/deploy.md has operators run them (issue 28): the
 * client address behind the document's nginx, a worker started with `npm run worker` (no HTTP module
 * loaded) stopped by SIGTERM while it holds a job, and the units' own command lines stopped by SIGTERM. Defined inside scale.test.ts's
 * describe, on its cluster.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const SIGN_IN_PER_MINUTE = 20;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process below `pid`, children first-level then theirs. */
function descendants(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps answers 1 when there is none
  }
  const children = out.split('\n').map(Number).filter(Boolean);
  return [...children, ...children.flatMap(descendants)];
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function supervisionTests(cluster: () => Cluster): void {
  it('counts a client under the address nginx saw, whatever X-Forwarded-For it forges', async () => {
    const { url } = cluster();
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_MINUTE + 10; i++) {
      const response = await fetch(`${url}${GATEWAYS.login}/user/registerOrNot?email=forged${i}%40example.com`, {
        // A new address each time, and a new browser: neither renews the sign-in limit of the real one.
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-client-id': randomBytes(16).toString('hex') },
      });
      answers.push(((await response.json()) as { code: number }).code);
    }
    expect(answers.filter((code) => code === 200)).toHaveLength(SIGN_IN_PER_MINUTE);
    expect(answers.filter((code) => code === 429)).toHaveLength(10);
  });

  it('runs `npm run worker` with no HTTP module loaded, and on SIGTERM hands its job back and leaves no process', async () => {
    const { env, dir, url, llm, databaseUrl } = cluster();
    const loaded = path.join(dir, 'npm-worker-modules.txt');
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    // Slow answers and more documents than the other workers have slots: the npm worker takes some.
    llm.options.latencyMs = 400;
    const owners = Array.from({ length: 8 }, () => new Browser(url));
    const npm = spawn('npm', ['run', '--silent', 'worker'], {
      cwd: root,
      env: {
        ...env,
        WORKER_ID: 'npm-worker',
        DATA_DIR: path.join(dir, 'npm-worker'),
        SHUTDOWN_SECONDS: '2',
        LOADED_MODULES: loaded,
        NODE_OPTIONS: `--import=${pathToFileURL(path.join(import.meta.dirname, 'loaded-modules.mjs')).href}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    npm.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await until(() => output.includes('worker ready') || npm.exitCode !== null, 'the npm worker is ready');
      expect(npm.exitCode).toBeNull();
      // The worker is the queue and the turns alone: no Fastify, no route, no page, no app.
      const modules = readFileSync(loaded, 'utf8').split('\n').filter(Boolean);
      expect(modules.some((module) => module.endsWith('/features/workspace/work.ts'))).toBe(true);
      const http = modules.filter((module) =>
        /\/node_modules\/(fastify|@fastify\/[^/]+)\/|\/apps\/server\/src\/(app\.ts|features\/[^/]+\/(http|routes[^/]*)\.ts)$/.test(
          module,
        ),
      );
      expect(http).toEqual([]);

      const ids = await Promise.all(owners.map((who, i) => who.translateDocument(paragraphs(`Hand-back ${i}`, 30))));
      const held = async () =>
        (
          await sql.query(
            `select id from jobs where worker_id = 'npm-worker' and state = 'running' and conversation_id = any($1)`,
            [ids],
          )
        ).rows as { id: string }[];
      await until(async () => (await held()).length > 0, 'the npm worker holds a job');
      const [job] = await held();
      const below = descendants(npm.pid as number);
      expect(below.length).toBeGreaterThan(0);
      // Slower than the 2 s of grace can finish: the job goes back to the queue.
      llm.options.latencyMs = 1500;
      npm.kill('SIGTERM');
      const code = await exited(npm);
      await until(() => below.every((pid) => !alive(pid)), 'every process under npm has ended', 300);
      expect(code).toBe(0);
      expect(output).toContain('shutting down');
      // Handed back, not lost: another worker finishes it, and it is charged once.
      llm.options.latencyMs = 20;
      const statuses = await Promise.all(owners.map((who, i) => who.settled(ids[i] as string)));
      expect(statuses.every((status) => status === 'done')).toBe(true);
      const { rows } = await sql.query(
        `select j.worker_id, j.lost_runs, (select count(*)::int from usage_records u where u.job_id = j.id) as charged
           from jobs j where j.id = $1`,
        [job?.id],
      );
      expect(rows[0]).toMatchObject({ lost_runs: 0, charged: 1 });
      expect(rows[0].worker_id).not.toBe('npm-worker');
    } finally {
      llm.options.latencyMs = 20;
      await sql.end();
      for (const pid of descendants(npm.pid as number)) process.kill(pid, 'SIGKILL');
      npm.kill('SIGKILL');
    }
  });

  it('stops a worker and a node run by their units on SIGTERM, each with status 0', async () => {
    const { workers, servers, kill } = cluster();
    const stopping: Member[] = [workers.find((w) => !w.exited), servers.find((s) => !s.exited)].filter(
      (member): member is Member => member !== undefined,
    );
    expect(stopping).toHaveLength(2);
    for (const member of stopping) {
      await kill(member, 'SIGTERM');
      expect({ name: member.name, code: member.child.exitCode }).toEqual({ name: member.name, code: 0 });
    }
  });
}
