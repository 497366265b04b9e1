/**
 * A fixed number of places, handed out in the order they were asked for. A task waits here for a
 * free thread, so its time cap starts when it starts, not while it queues behind others; a caller
 * that gives up (its signal aborts) leaves the line without taking a place.
 */
export class Places {
  #free: number;
  readonly #line: { take: () => void; abandon: (reason: unknown) => void }[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  /** Waits for a place; answers the function that gives it back (call it exactly once). */
  async take(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.#free > 0) {
      this.#free--;
      return this.#release();
    }
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        take: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        abandon: reject,
      };
      const onAbort = () => {
        this.#line.splice(this.#line.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#line.push(waiter);
    });
    return this.#release();
  }

  #release(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#line.shift();
      if (next) next.take();
      else this.#free++;
    };
  }
}
