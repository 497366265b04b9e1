import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { GATEWAYS } from '@glossa/contracts/limits';
import { expect, it } from 'vitest';
import { until } from './client.ts';
import type { Cluster, Member } from './cluster.ts';

/**
 * How the processes are run and stopped as docs/deploy.md has operators run them (issue 28): the
 * client address behind the document's nginx, a worker started with `npm run worker` stopped by
 * SIGTERM, and the units' own command lines stopped by SIGTERM. Defined inside scale.test.ts's
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

  it('stops a worker started with `npm run worker` on SIGTERM, leaving no process behind', async () => {
    const { env, dir } = cluster();
    const npm = spawn('npm', ['run', '--silent', 'worker'], {
      cwd: root,
      env: { ...env, WORKER_ID: 'npm-worker', DATA_DIR: path.join(dir, 'npm-worker'), SHUTDOWN_SECONDS: '2' },
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
      const below = descendants(npm.pid as number);
      expect(below.length).toBeGreaterThan(0);
      npm.kill('SIGTERM');
      const code = await exited(npm);
      await until(() => below.every((pid) => !alive(pid)), 'every process under npm has ended', 300);
      expect(code).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
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
