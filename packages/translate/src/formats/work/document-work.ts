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
  /**
   * Worker threads for heavy reads (weight.ts), wherever they come from: few, so that a burst of
   * large files cannot fill the other lanes nor the memory.
   */
  heavyThreads?: number;
  /**
   * The heap one thread of the request and job lanes may use, in MB (they read light files only):
   * a file that needs more is refused, the server lives on.
   */
  memoryMb?: number;
  /** The heap one thread of the heavy lane may use, in MB: enough for the largest file a plan allows. */
  heavyMemoryMb?: number;
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
   * 'job': a translation run's reading, on the jobs' own threads. 'heavy': a heavy file's reading
   * (an upload's, a run's or a download's), on the few threads that take the large heap.
   * 'caller': on the caller's thread, for small inputs whose cost is bounded (typed text), which a
   * thread hop would only slow.
   */
  lane?: 'request' | 'job' | 'heavy' | 'caller';
}

/** Where document work runs: a pool of worker threads, or inline. */
export interface DocumentWork {
  run<K extends DocumentTaskKind>(task: TaskOf<K>, options?: RunOptions): Promise<DocumentTaskResults[K]>;
  close(): Promise<void>;
}

export const DEFAULT_DOCUMENT_THREADS = Math.max(1, Math.min(4, availableParallelism()));
export const DEFAULT_TASK_MS = 10 * 60 * 1000;
export const DEFAULT_WORKER_MEMORY_MB = 768;
export const DEFAULT_HEAVY_THREADS = 1;
export const DEFAULT_HEAVY_MEMORY_MB = 2048;

type PooledLane = 'request' | 'job' | 'heavy';

/** Threads, heap cap and what a thread holds besides its heap (the file, inflated entries, OCR models), in MB. */
interface LaneSize {
  threads: number;
  memoryMb: number;
  outsideHeapMb: number;
}

function laneSizes(options: DocumentWorkOptions): Record<PooledLane, LaneSize> {
  const memoryMb = options.memoryMb ?? DEFAULT_WORKER_MEMORY_MB;
  return {
    request: { threads: options.threads, memoryMb, outsideHeapMb: 256 },
    job: { threads: Math.max(1, options.jobThreads ?? options.threads), memoryMb, outsideHeapMb: 256 },
    heavy: {
      threads: Math.max(1, options.heavyThreads ?? DEFAULT_HEAVY_THREADS),
      memoryMb: options.heavyMemoryMb ?? DEFAULT_HEAVY_MEMORY_MB,
      outsideHeapMb: 768,
    },
  };
}

/** The server's own memory without document threads (language tables, caches; ~450 MB measured). */
const PROCESS_BASE_MB = 600;

/**
 * The resident memory a process stays under with these lanes: every thread at its heap cap at
 * once (threads start on demand, an idle lane costs nothing). Stated at start and in
 * docs/decisions/0016-hostile-input.md; bench:hostile measures the real peak.
 */
export function memoryBudgetMb(options: DocumentWorkOptions): number {
  if (options.threads === 0) return PROCESS_BASE_MB;
  const lanes = Object.values(laneSizes(options));
  return PROCESS_BASE_MB + lanes.reduce((sum, lane) => sum + lane.threads * (lane.memoryMb + lane.outsideHeapMb), 0);
}

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

/** Threads, and the line for them: a task enters a thread only when one is free. */
interface Lane {
  pool: Piscina;
  places: Places;
}

function lane({ threads, memoryMb }: LaneSize, idleMs: number | undefined): Lane {
  const pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleMs ?? 60_000,
    concurrentTasksPerWorker: 1,
    // The worker loads tsx itself: the parent's loader flags (or Vitest's) are not passed on.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  // A worker that fails between tasks is replaced by the pool; the task it ran has its own answer.
  pool.on('error', () => {});
  return { pool, places: new Places(threads) };
}

class PooledWork implements DocumentWork {
  readonly #lanes: Record<PooledLane, Lane>;
  readonly #taskMs: number;

  constructor(options: DocumentWorkOptions) {
    this.#taskMs = options.taskMs ?? DEFAULT_TASK_MS;
    const sizes = laneSizes(options);
    this.#lanes = {
      request: lane(sizes.request, options.idleMs),
      job: lane(sizes.job, options.idleMs),
      heavy: lane(sizes.heavy, options.idleMs),
    };
  }

  async run<K extends DocumentTaskKind>(task: TaskOf<K>, options: RunOptions = {}): Promise<DocumentTaskResults[K]> {
    if (options.lane === 'caller') return runHere(task, options.signal);
    const { pool, places } = this.#lanes[options.lane ?? 'request'];
    const release = await places.take(options.signal);
    // The time cap counts from here: the task has a thread of its own.
    const timeout = AbortSignal.timeout(this.#taskMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const input = task as DocumentTask;
    const moved = input.kind === 'pages' ? input.pdf : 'bytes' in input ? input.bytes : undefined;
    const transfer = options.moveBytes && moved ? wholeBuffer(moved) : undefined;
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
    await Promise.all(Object.values(this.#lanes).map((lane) => lane.pool.destroy()));
  }
}

/** Document work off the caller's thread (`threads` > 0), or on it (0). */
export function createDocumentWork(options: DocumentWorkOptions): DocumentWork {
  return options.threads > 0 ? new PooledWork(options) : new InlineWork();
}

const shared = new Map<string, DocumentWork>();

/**
 * One pool per process and settings: threads are a resource of the process, shared by every
 * server instance in it (tests start many). Idle threads end by themselves and never hold the
 * process open, so a shared pool is not closed.
 */
export function sharedDocumentWork(options: DocumentWorkOptions): DocumentWork {
  const { threads, jobThreads, heavyThreads, memoryMb, heavyMemoryMb, taskMs, idleMs } = options;
  const key = JSON.stringify([threads, jobThreads, heavyThreads, memoryMb, heavyMemoryMb, taskMs, idleMs]);
  let work = shared.get(key);
  if (!work) {
    work = createDocumentWork(options);
    shared.set(key, work);
  }
  return work;
}
