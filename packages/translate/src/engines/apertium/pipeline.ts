/**
 * One warm chain of Apertium processes for one mode, in null-flush mode: each program's stdout is
 * the next one's stdin (an OS pipe, no shell), a request is written followed by `\0`, and the
 * answer is everything the last program writes up to its `\0`. Requests go one at a time, taking
 * turns between requesters (turns.ts); each has a timeout, can be cancelled, and a chain that dies
 * is restarted once per request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { EngineError } from '../engine.ts';
import type { ModeCommand } from './modes.ts';
import { Turns } from './turns.ts';

export interface PipelineOptions {
  /** The mode's name, for messages. */
  name: string;
  /** Programs with their arguments, `-z` included. */
  commands: ModeCommand[];
  /** Longest a request may run, from the moment it leaves the queue. */
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  /**
   * The chain's processes run this much below this process's priority (nice values): a background
   * check takes the cores only when requests leave them free.
   */
  niceness?: number;
}

class ChainDied extends Error {}

/** The running processes of one chain. */
class ProcessChain {
  readonly children: ChildProcess[] = [];
  private readonly exits: Promise<void>[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly stderr: string[] = [];
  private pending: { resolve: (text: string) => void; reject: (error: Error) => void } | undefined;
  private died: Error | undefined;

  constructor(commands: ModeCommand[], env: NodeJS.ProcessEnv, niceness?: number) {
    let previous: ChildProcess | undefined;
    for (const { program, args } of commands) {
      let child: ChildProcess;
      try {
        child = spawn(program, args, { stdio: [previous ? previous.stdout! : 'pipe', 'pipe', 'pipe'], env });
      } catch (error) {
        for (const started of this.children) started.kill('SIGKILL');
        throw error;
      }
      if (niceness && child.pid !== undefined) lowerPriority(child.pid, niceness);
      // The child has its own copy of the pipe; the parent must not read from it.
      previous?.stdout?.destroy();
      this.children.push(child);
      this.exits.push(new Promise((resolve) => child.once('close', () => resolve())));
      child.on('error', (error) => this.fail(`${program}: ${error.message}`));
      // 'close' comes after the child's output and error text have all been read.
      child.on('close', (code, signal) => this.fail(`${program} exited (${signal ?? `code ${code}`})`));
      child.stderr!.on('data', (data: Buffer) => this.keepStderr(program, data));
      previous = child;
    }
    const first = this.children[0]!;
    // A broken pipe means the first program is going; its exit, with its message, follows.
    first.stdin!.on('error', (error) => {
      setTimeout(() => this.fail(`writing to ${commands[0]!.program}: ${error.message}`), 500).unref();
    });
    previous!.stdout!.on('data', (data: Buffer) => this.receive(data));
  }

  get alive(): boolean {
    return this.died === undefined;
  }

  /** Sends one request and resolves with the text before the pipeline's `\0`. */
  request(input: string): Promise<string> {
    if (this.died) return Promise.reject(this.died);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.chunks.length = 0;
      this.children[0]!.stdin!.write(`${input.replaceAll('\0', '')}\0`);
    });
  }

  /** Stops every process and waits until all of them are gone. */
  async kill(): Promise<void> {
    this.fail('stopped');
    for (const child of this.children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    const timer = setTimeout(() => {
      for (const child of this.children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, 2000);
    await Promise.all(this.exits);
    clearTimeout(timer);
  }

  private receive(data: Buffer): void {
    const zero = data.indexOf(0);
    if (zero < 0) {
      this.chunks.push(data);
      return;
    }
    this.chunks.push(data.subarray(0, zero));
    const text = Buffer.concat(this.chunks).toString('utf8');
    this.chunks.length = 0;
    const rest = data.subarray(zero + 1);
    if (rest.length > 0) this.chunks.push(rest);
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve(text);
  }

  private keepStderr(program: string, data: Buffer): void {
    this.stderr.push(`${program}: ${data.toString('utf8').trim()}`);
    if (this.stderr.length > 20) this.stderr.shift();
  }

  private fail(reason: string): void {
    if (this.died) return;
    const detail = this.stderr.length > 0 ? `; ${this.stderr.join(' | ').slice(-500)}` : '';
    this.died = new ChainDied(`${reason}${detail}`);
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(this.died);
    // Let the remaining processes see end of input and go.
    this.children[0]?.stdin?.destroy();
  }
}

/** Whose request it is, and what takes it out of the line while it waits (EngineBatch). */
export interface RequestTurn {
  requester?: string;
  stopWaiting?: AbortSignal;
}

export class ApertiumPipeline {
  private chain: ProcessChain | undefined;
  private readonly turns = new Turns();
  private closed = false;

  constructor(private readonly options: PipelineOptions) {}

  /** Process ids of the running chain (empty when it is not running). */
  pids(): number[] {
    return (this.chain?.children ?? []).map((child) => child.pid).filter((pid): pid is number => pid !== undefined);
  }

  /**
   * Translates one request (already in the stream format) and returns the raw output. A request
   * cancelled (or told to stop waiting) while it waits for its turn gives up at once.
   */
  async run(input: string, signal?: AbortSignal, turn: RequestTurn = {}): Promise<string> {
    const { name } = this.options;
    const waiting =
      turn.stopWaiting && signal ? AbortSignal.any([signal, turn.stopWaiting]) : (turn.stopWaiting ?? signal);
    const done = await this.turns.take(turn.requester ?? '', input.length, waiting, () => cancelled(name));
    try {
      return await this.runNow(input, signal);
    } finally {
      done();
    }
  }

  /** Stops the chain; later requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stopChain();
    await this.turns.settled();
  }

  private async runNow(input: string, signal?: AbortSignal): Promise<string> {
    const { name, timeoutMs } = this.options;
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw cancelled(name);
      if (this.closed) throw new EngineError(`Apertium ${name} is closed`, 'unavailable');
      if (!this.chain?.alive) {
        await this.stopChain();
        this.chain = this.startChain();
      }
      const chain = this.chain;
      let timer: NodeJS.Timeout | undefined;
      let onAbort: (() => void) | undefined;
      try {
        return await new Promise<string>((resolve, reject) => {
          timer = setTimeout(
            () => reject(new EngineError(`Apertium ${name} took longer than ${timeoutMs} ms`, 'timeout')),
            timeoutMs,
          );
          onAbort = () => reject(cancelled(name));
          signal?.addEventListener('abort', onAbort, { once: true });
          chain.request(input).then(resolve, reject);
        });
      } catch (error) {
        if (error instanceof ChainDied) {
          if (attempt === 0 && !this.closed) continue;
          throw new EngineError(`Apertium ${name} stopped working: ${error.message}`, 'unavailable', { cause: error });
        }
        // Timed out or cancelled mid-request: the chain still owes an answer, so it goes.
        await this.stopChain();
        throw error;
      } finally {
        clearTimeout(timer);
        if (onAbort) signal?.removeEventListener('abort', onAbort);
      }
    }
  }

  private startChain(): ProcessChain {
    const env = { ...process.env, LC_ALL: 'C.UTF-8', ...this.options.env };
    try {
      return new ProcessChain(this.options.commands, env, this.options.niceness);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EngineError(`Apertium ${this.options.name} cannot start: ${reason}`, 'unavailable', { cause: error });
    }
  }

  private async stopChain(): Promise<void> {
    const chain = this.chain;
    this.chain = undefined;
    await chain?.kill();
  }
}

function cancelled(name: string): EngineError {
  return new EngineError(`Apertium ${name}: the request was cancelled`, 'cancelled');
}

/**
 * `niceness` below this process's own priority (19 at most). A process that already ended, or a
 * system that refuses, keeps its priority: only speed is at stake.
 */
function lowerPriority(pid: number, niceness: number): void {
  try {
    setPriority(pid, Math.min(19, getPriority() + niceness));
  } catch {}
}
