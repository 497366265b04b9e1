import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import type { ModeCommand } from './modes.ts';
import { ApertiumPipeline } from './pipeline.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'glossa-pipeline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for an Apertium program: a shell script that ignores its arguments. */
function script(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

const echo = script('echo', 'exec cat');
// Like every Apertium program in null-flush mode, answers each NUL-terminated request at once.
const upper = script('upper', "exec sed -u -z 's/[a-z]/\\U&/g'");
const silent = script('silent', 'exec sleep 30');
const crash = script('crash', 'head -c 1 > /dev/null; exit 3');
// Crashes on its first run only (a flag file says it ran before).
const crashOnce = script(
  'crash-once',
  'if [ ! -e "$FLAG" ]; then touch "$FLAG"; head -c 1 > /dev/null; exit 3; fi\nexec cat',
);

function pipeline(
  programs: string[],
  options: { timeoutMs?: number; env?: NodeJS.ProcessEnv; niceness?: number } = {},
): ApertiumPipeline {
  const commands: ModeCommand[] = programs.map((program) => ({ program, args: ['-z', 'ignored.bin'] }));
  return new ApertiumPipeline({ name: 'test', commands, timeoutMs: options.timeoutMs ?? 10_000, ...options });
}

async function rejection(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

function running(pid: number): boolean {
  return existsSync(`/proc/${pid}`);
}

describe('ApertiumPipeline', () => {
  it('sends a request through the chain and reads up to the null byte', async () => {
    const p = pipeline([echo, upper, echo]);
    try {
      expect(await p.run('hello world')).toBe('HELLO WORLD');
      expect(await p.run('second')).toBe('SECOND');
      expect(p.pids()).toHaveLength(3);
    } finally {
      await p.close();
    }
  });

  it("runs a background check's chain at a lower priority than the server", async () => {
    const p = pipeline([echo, upper], { niceness: 10 });
    try {
      expect(await p.run('quiet')).toBe('QUIET');
      for (const pid of p.pids()) expect(getPriority(pid)).toBe(Math.min(19, getPriority() + 10));
    } finally {
      await p.close();
    }
  });

  it('keeps the chain warm and queues concurrent requests in order', async () => {
    const p = pipeline([echo, echo]);
    try {
      await p.run('warm');
      const pids = p.pids();
      const inputs = Array.from({ length: 50 }, (_, i) => `request ${i} ${'x'.repeat(i * 100)}`);
      expect(await Promise.all(inputs.map((input) => p.run(input)))).toEqual(inputs);
      expect(p.pids()).toEqual(pids);
    } finally {
      await p.close();
    }
  });

  it('handles long input and multi-byte text', async () => {
    const p = pipeline([echo, echo, echo]);
    try {
      const long = 'Ünïcødé 中文 😀 '.repeat(50_000);
      expect(await p.run(long)).toBe(long);
    } finally {
      await p.close();
    }
  });

  it('restarts a chain that crashed, once per request', async () => {
    const flag = path.join(dir, 'crashed-once');
    const p = pipeline([echo, crashOnce], { env: { FLAG: flag } });
    try {
      expect(await p.run('survives')).toBe('survives');
      expect(existsSync(flag)).toBe(true);
    } finally {
      await p.close();
    }
  });

  it('fails as unavailable when the chain crashes again after its restart', async () => {
    const p = pipeline([echo, crash]);
    try {
      const error = await rejection(p.run('doomed'));
      expect(error.code).toBe('unavailable');
      expect(error.message).toContain('exited');
    } finally {
      await p.close();
    }
  });

  it('fails as unavailable when a program does not exist', async () => {
    const p = pipeline([echo, path.join(dir, 'no-such-program')]);
    try {
      expect((await rejection(p.run('x'))).code).toBe('unavailable');
    } finally {
      await p.close();
    }
  });

  it('times out, stopping the chain', async () => {
    const p = pipeline([echo, silent], { timeoutMs: 300 });
    try {
      const run = p.run('never answered');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const pids = p.pids();
      expect(pids).toHaveLength(2);
      expect((await rejection(run)).code).toBe('timeout');
      expect(pids.filter(running)).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('cancels a running request and one waiting in the queue', async () => {
    const p = pipeline([echo, silent], { timeoutMs: 20_000 });
    try {
      const first = new AbortController();
      const second = new AbortController();
      const inFlight = p.run('one', first.signal);
      const waiting = p.run('two', second.signal);
      second.abort();
      expect((await rejection(waiting)).code).toBe('cancelled');
      first.abort();
      expect((await rejection(inFlight)).code).toBe('cancelled');
      expect((await rejection(p.run('three', AbortSignal.abort()))).code).toBe('cancelled');
    } finally {
      await p.close();
    }
  });

  it('starts again after a cancellation, and close() stops every process', async () => {
    const p = pipeline([echo, upper]);
    const controller = new AbortController();
    const cancelled = p.run('x'.repeat(1_000_000), controller.signal);
    controller.abort();
    expect((await rejection(cancelled)).code).toBe('cancelled');
    expect(await p.run('again')).toBe('AGAIN');
    const pids = p.pids();
    await p.close();
    expect(pids.filter(running)).toEqual([]);
    expect(p.pids()).toEqual([]);
    expect((await rejection(p.run('closed'))).code).toBe('unavailable');
  });
});
