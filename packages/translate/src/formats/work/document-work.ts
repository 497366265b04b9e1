import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { FormatError } from '../document-format.ts';
import { Places } from './places.ts';
import { errorFromData } from './task-errors.ts';
import type { DocumentTask, DocumentTaskKind, DocumentTaskResults, TaskOf } from './tasks.ts';
import { wholeBuffer } from './whole-buffer.ts';
import type { TaskAnswer } from './worker.ts';

export interface DocumentWorkOptions {
  /**
   * Worker threads for work someone waits on (uploads, downloads, page pictures); 0 runs every
   * task on the caller's thread (no time or memory cap then).
   */
  threads: number;
  /** Worker threads for translation runs, a lane of their own so that uploads never wait behind them. */
  jobThreads?: number;
  /** The heap one worker thread may use, in MB: a file that needs more is refused, the server lives on. */
  memoryMb?: number;
  /** A task running longer is stopped (its thread ended) and the file refused as too complex. */
  taskMs?: number;
  /** An idle thread ends after this long (a new one starts on demand). */
  idleMs?: number;
}

export interface RunOptions {
  /** Stops the task at once: a queued task never starts, a running one has its thread ended. */
  signal?: AbortSignal;
  /**
   * Hand the task's bytes to the worker instead of copying them (the caller's buffer is unusable
   * afterwards): for bytes read fresh for this task, so a large file is never in memory twice.
   */
  moveBytes?: boolean;
  /**
   * 'job': a translation run's reading, on the jobs' own threads. 'caller': on the caller's
   * thread, for small inputs whose cost is bounded (typed text), which a thread hop would only slow.
   */
  lane?: 'request' | 'job' | 'caller';
}

/** Where document work runs: a pool of worker threads, or inline. */
export interface DocumentWork {
  run<K extends DocumentTaskKind>(task: TaskOf<K>, options?: RunOptions): Promise<DocumentTaskResults[K]>;
  close(): Promise<void>;
}

export const DEFAULT_DOCUMENT_THREADS = Math.max(1, Math.min(4, availableParallelism()));
export const DEFAULT_TASK_MS = 10 * 60 * 1000;
export const DEFAULT_WORKER_MEMORY_MB = 2048;

const TOO_COMPLEX = 'The file needs more time or memory to read than one file may use.';

async function runHere<K extends DocumentTaskKind>(task: TaskOf<K>, signal?: AbortSignal) {
  signal?.throwIfAborted();
  // Loaded on first use: each task loads what it needs (mupdf's WebAssembly only for PDF pages).
  const { runDocumentTask } = await import('./tasks.ts');
  return runDocumentTask<K>(task);
}

class InlineWork implements DocumentWork {
  async run<K extends DocumentTaskKind>(task: TaskOf<K>, options: RunOptions = {}) {
    return runHere(task, options.signal);
  }
  async close() {}
}

function threadPool(threads: number, options: DocumentWorkOptions): Piscina {
  const pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleMs ?? 60_000,
    concurrentTasksPerWorker: 1,
    // The worker loads tsx itself: the parent's loader flags (or Vitest's) are not passed on.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb ?? DEFAULT_WORKER_MEMORY_MB },
  });
  // A worker that fails between tasks is replaced by the pool; the task it ran has its own answer.
  pool.on('error', () => {});
  return pool;
}

/** Threads, and the line for them: a task enters a thread only when one is free. */
interface Lane {
  pool: Piscina;
  places: Places;
}

function lane(threads: number, options: DocumentWorkOptions): Lane {
  return { pool: threadPool(threads, options), places: new Places(threads) };
}

class PooledWork implements DocumentWork {
  readonly #requests: Lane;
  readonly #jobs: Lane;
  readonly #taskMs: number;

  constructor(threads: number, options: DocumentWorkOptions) {
    this.#taskMs = options.taskMs ?? DEFAULT_TASK_MS;
    this.#requests = lane(threads, options);
    this.#jobs = lane(Math.max(1, options.jobThreads ?? threads), options);
  }

  async run<K extends DocumentTaskKind>(task: TaskOf<K>, options: RunOptions = {}): Promise<DocumentTaskResults[K]> {
    if (options.lane === 'caller') return runHere(task, options.signal);
    const { pool, places } = options.lane === 'job' ? this.#jobs : this.#requests;
    const release = await places.take(options.signal);
    // The time cap counts from here: the task has a thread of its own.
    const timeout = AbortSignal.timeout(this.#taskMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const input = task as DocumentTask;
    const transfer = options.moveBytes ? wholeBuffer(input.kind === 'pages' ? input.pdf : input.bytes) : undefined;
    let answer: TaskAnswer | ArrayBuffer;
    try {
      answer = await pool.run(task, { signal, transferList: transfer ? [transfer] : undefined });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (timeout.aborted || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new FormatError(TOO_COMPLEX, 'too-complex', { cause: error });
      }
      throw error;
    } finally {
      release();
    }
    if (answer instanceof ArrayBuffer) return new Uint8Array(answer) as DocumentTaskResults[K];
    if (!answer.ok) throw errorFromData(answer.error);
    return answer.value as DocumentTaskResults[K];
  }

  async close() {
    await Promise.all([this.#requests.pool.destroy(), this.#jobs.pool.destroy()]);
  }
}

/** Document work off the caller's thread (`threads` > 0), or on it (0). */
export function createDocumentWork(options: DocumentWorkOptions): DocumentWork {
  return options.threads > 0 ? new PooledWork(options.threads, options) : new InlineWork();
}

const shared = new Map<string, DocumentWork>();

/**
 * One pool per process and settings: threads are a resource of the process, shared by every
 * server instance in it (tests start many). Idle threads end by themselves and never hold the
 * process open, so a shared pool is not closed.
 */
export function sharedDocumentWork(options: DocumentWorkOptions): DocumentWork {
  const key = JSON.stringify([options.threads, options.jobThreads, options.memoryMb, options.taskMs, options.idleMs]);
  let work = shared.get(key);
  if (!work) {
    work = createDocumentWork(options);
    shared.set(key, work);
  }
  return work;
}
