import type { FastifyBaseLogger } from 'fastify';
import { OUTAGE_RETRY_AFTER_SECONDS } from '#core/outages.ts';
import { handBackRun } from '#core/queue/leases.ts';
import type { RunToken } from '#core/queue/run-token.ts';
import type { Database } from '#db/database.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import { interruptedByOutage } from './run-failure.ts';

/** While the database is away, claims are tried again after 1 s, doubling to 5 s. */
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 5000;

/**
 * How a worker's queue rides out an outage of the database or the file storage (decision 0035).
 * Claims pause while the database is away, said once when it goes and once when it is back, and
 * are tried again with backoff. A run the outage stopped wrote nothing more; its job is handed
 * back to the queue as soon as the database answers (the file storage is given a few seconds
 * first, so a job does not spin on it), and goes on from its saved segments with whoever claims it.
 */
export class QueueOutage {
  private paused: { retryAt: number; waitMs: number } | undefined;
  private readonly interrupted = new Map<string, { token: RunToken; after: number }>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Claims wait: the database was away at the last try, and the pause is not over. */
  get waiting(): boolean {
    return this.paused !== undefined && Date.now() < this.paused.retryAt;
  }

  /** Jobs interrupted and not handed back yet (still held under this worker's id). */
  get held(): string[] {
    return [...this.interrupted.keys()];
  }

  /** A round of claims failed: the database away pauses them (said once); anything else is logged. */
  claimsFailed(error: unknown): void {
    if (!isDatabaseUnavailable(error)) {
      this.log.error({ err: error }, 'job queue failed');
      return;
    }
    if (!this.paused) this.log.warn({ err: error }, 'database unavailable, claims paused');
    const waitMs = this.paused ? Math.min(LONGEST_WAIT_MS, this.paused.waitMs * 2) : FIRST_WAIT_MS;
    this.paused = { retryAt: Date.now() + waitMs, waitMs };
  }

  /** A round of claims went through. */
  claimsWorked(): void {
    if (!this.paused) return;
    this.paused = undefined;
    this.log.info('database back, claims resumed');
  }

  /** A run threw: kept to hand back when an outage stopped it (answers whether it did). */
  interrupt(token: RunToken, error: unknown): boolean {
    if (!interruptedByOutage(error)) return false;
    const wait = isDatabaseUnavailable(error) ? 0 : OUTAGE_RETRY_AFTER_SECONDS * 1000;
    this.interrupted.set(token.jobId, { token, after: Date.now() + wait });
    this.log.warn({ err: error, jobId: token.jobId }, 'job interrupted by an outage; it goes back to the queue');
    return true;
  }

  /** Hands back the interrupted runs that are due; throws while the database does not answer. */
  async handBack(): Promise<void> {
    const now = Date.now();
    for (const [jobId, { token, after }] of this.interrupted) {
      if (now < after) continue;
      await handBackRun(this.db, token);
      this.interrupted.delete(jobId);
    }
  }
}
