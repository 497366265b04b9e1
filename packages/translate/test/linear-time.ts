/**
 * Whether a parser's cost grows in step with its input: the same work on an input of `size` and
 * on one `factor` times larger, timed as the least of a few runs (the least is the run least
 * disturbed by the rest of the machine). A linear parser's ratio is about `factor` (less when a
 * fixed cost dominates), a quadratic one's about `factor` squared. Tests compare ratios, never
 * times, so a busy machine slows both sizes alike and the verdict stands
 * (docs/decisions/0032-hostile-input-second-pass.md).
 */

export interface Growth {
  /** Milliseconds of the least disturbed run at each size. */
  small: number;
  large: number;
  /** large / small. */
  ratio: number;
}

export interface GrowthOptions {
  /** How many times larger the second input is. Default 8. */
  factor?: number;
  /** Runs per size; the least counts. Default 5. */
  runs?: number;
  /**
   * 'cpu': this process's CPU time (user + system), for work done on this thread: barely moved
   * by other processes. 'wall': elapsed time, for work that waits on something else (a server
   * in another process, a worker thread). Default 'cpu'.
   */
  clock?: 'cpu' | 'wall';
}

function now(clock: 'cpu' | 'wall'): number {
  if (clock === 'wall') return performance.now();
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function least(run: () => unknown, runs: number, clock: 'cpu' | 'wall'): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const started = now(clock);
    await run();
    best = Math.min(best, now(clock) - started);
  }
  // CPU time is counted in steps of about a millisecond: never divide by zero.
  return Math.max(best, 0.05);
}

/**
 * Times `run` on `make(size)` and on `make(size * factor)`. The inputs are made before the clock
 * starts; one warm-up run at the small size comes first (JIT, caches).
 */
export async function timeGrowth<T>(
  make: (size: number) => T,
  run: (input: T) => unknown,
  size: number,
  options: GrowthOptions = {},
): Promise<Growth> {
  const factor = options.factor ?? 8;
  const runs = options.runs ?? 5;
  const clock = options.clock ?? 'cpu';
  const smallInput = make(size);
  const largeInput = make(size * factor);
  await run(smallInput);
  const small = await least(() => run(smallInput), runs, clock);
  const large = await least(() => run(largeInput), runs, clock);
  return { small, large, ratio: large / small };
}

/**
 * The most a linear cost's ratio may reach for `factor`: three times the factor, which leaves room
 * for noise and for garbage collection and still lies far below quadratic growth (factor squared,
 * 64 for the default 8).
 */
export function linearBound(factor = 8): number {
  return factor * 3;
}
