/** One request waiting for its turn. */
interface Waiter {
  key: string;
  size: number;
  start: () => void;
  /** Stops watching the waiter's signal. */
  unwatch: () => void;
}

/**
 * One request at a time, shared between requesters (jobs) as the llm engine's limiter shares its
 * slots: the turn goes to the requester served least so far (in characters, while it has
 * requests waiting or running), among equals the one that has waited longest; each requester's
 * requests go first in, first out. A warm Apertium chain translates one request at a time;
 * without turns a small job's one batch waited behind every batch the large jobs had handed in
 * before it (decision 0031): now it goes next.
 */
export class Turns {
  private readonly queues = new Map<string, Waiter[]>();
  /** Characters granted per requester, while it has requests waiting or running. */
  private readonly served = new Map<string, number>();
  private running: string | undefined;
  private readonly idle = new Set<() => void>();

  /**
   * Waits for the turn of `key` with a request of `size` characters; resolves with the function
   * that ends the turn. A `signal` that aborts while the request still waits takes it out of the
   * line and rejects with `cancelled()`.
   */
  take(key: string, size: number, signal: AbortSignal | undefined, cancelled: () => Error): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(cancelled());
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.remove(waiter);
        reject(cancelled());
      };
      const waiter: Waiter = {
        key,
        size,
        start: () => resolve(this.release()),
        unwatch: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queue = this.queues.get(key);
      if (queue) queue.push(waiter);
      else this.queues.set(key, [waiter]);
      this.next();
    });
  }

  /** Resolves once nothing runs and nothing waits. */
  async settled(): Promise<void> {
    if (this.running === undefined && this.queues.size === 0) return;
    await new Promise<void>((resolve) => this.idle.add(resolve));
  }

  private release(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const key = this.running as string;
      this.running = undefined;
      if (!this.queues.has(key)) this.served.delete(key);
      this.next();
    };
  }

  /** The requester served least, and among equals the first in the map: the one waiting longest. */
  private chosen(): Waiter[] | undefined {
    let chosen: Waiter[] | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const [key, queue] of this.queues) {
      const served = this.served.get(key) ?? 0;
      if (served < least) {
        least = served;
        chosen = queue;
      }
    }
    return chosen;
  }

  private next(): void {
    if (this.running !== undefined) return;
    const queue = this.chosen();
    const waiter = queue?.shift();
    if (!queue || !waiter) {
      for (const resolve of this.idle) resolve();
      this.idle.clear();
      return;
    }
    // The requester goes to the back of the line, behind everyone else who waits.
    this.queues.delete(waiter.key);
    if (queue.length > 0) this.queues.set(waiter.key, queue);
    this.running = waiter.key;
    this.served.set(waiter.key, (this.served.get(waiter.key) ?? 0) + Math.max(1, waiter.size));
    waiter.unwatch();
    waiter.start();
  }

  private remove(waiter: Waiter): void {
    const queue = this.queues.get(waiter.key);
    const index = queue?.indexOf(waiter) ?? -1;
    if (!queue || index < 0) return;
    queue.splice(index, 1);
    if (queue.length === 0) {
      this.queues.delete(waiter.key);
      if (this.running !== waiter.key) this.served.delete(waiter.key);
    }
    if (this.running === undefined && this.queues.size === 0) this.next();
  }
}
