/** A part the process needs to do its work (database, queue, storage), checked by /readyz. */
export type ReadinessCheck = () => Promise<unknown>;

export interface Readiness {
  ready: boolean;
  /** Each part: ok, or unreachable; `closing` while the process shuts down. */
  parts: Record<string, 'ok' | 'unreachable'>;
  closing: boolean;
}

/**
 * The process's life beyond requests: what /readyz checks, and whether it is shutting down
 * (decision 0024). A balancer stops sending to a node once /readyz says 503; a stopping worker
 * lets its jobs run for `graceMs` before handing them back.
 */
export class Lifecycle {
  closing = false;
  private readonly checks = new Map<string, ReadinessCheck>();

  constructor(readonly graceMs = 0) {}

  addCheck(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async readiness(onError: (part: string, error: unknown) => void): Promise<Readiness> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (error) {
          onError(name, error);
          return [name, 'unreachable'] as const;
        }
      }),
    );
    const parts = Object.fromEntries(entries);
    const ready = !this.closing && entries.every(([, state]) => state === 'ok');
    return { ready, parts, closing: this.closing };
  }
}
