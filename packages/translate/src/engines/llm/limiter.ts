import { cancelledError, whenAborted } from './abort.ts';

export interface LimiterOptions {
  /** Requests in flight at once. */
  concurrency: number;
  requestsPerMinute?: number;
  /** Prompt plus completion tokens per minute, as estimated by the caller. */
  tokensPerMinute?: number;
}

/** Gives a slot back; `usedTokens` (from the server's usage report) corrects the estimate in the minute budget. */
export type Release = (usedTokens?: number) => void;

interface Waiter {
  tokens: number;
  resolve: (release: Release) => void;
  /** Stops watching the caller's signal. */
  unwatch: (() => void) | undefined;
}

interface Grant {
  at: number;
  tokens: number;
}

const MINUTE_MS = 60_000;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** A rough token count: about 4 characters per token for alphabetic text, 1 per character for CJK. */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

/**
 * A concurrency limit plus requests-per-minute and tokens-per-minute budgets over a sliding
 * minute. Strictly first in, first out: when the request at the head of the queue must wait for
 * budget, the ones behind it wait too, so a large request is never starved by small ones.
 */
export class Limiter {
  private active = 0;
  private readonly queue: Waiter[] = [];
  private readonly grants: Grant[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LimiterOptions) {
    if (!(options.concurrency >= 1)) throw new RangeError('Limiter concurrency must be at least 1');
  }

  /** Requests running now. */
  get running(): number {
    return this.active;
  }

  /** Requests waiting for a slot or budget. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Waits for a slot; an aborted wait leaves the queue and rejects with EngineError 'cancelled'. */
  acquire(tokens: number, signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(cancelledError(signal));
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = { tokens, resolve, unwatch: undefined };
      if (signal) {
        waiter.unwatch = whenAborted(signal, () => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(cancelledError(signal));
          this.pump();
        });
      }
      this.queue.push(waiter);
      this.pump();
    });
  }

  async run<T>(tokens: number, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    const release = await this.acquire(tokens, signal);
    try {
      return await task();
    } finally {
      release();
    }
  }

  private pump(): void {
    if (this.queue.length === 0 && this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.queue.length > 0 && this.active < this.options.concurrency) {
      const head = this.queue[0]!;
      const now = Date.now();
      const wait = this.budgetWait(head.tokens, now);
      if (wait > 0) {
        this.wakeIn(wait);
        return;
      }
      this.queue.shift();
      head.unwatch?.();
      this.active++;
      head.resolve(this.grant(head.tokens, now));
    }
  }

  private grant(tokens: number, now: number): Release {
    const entry: Grant | undefined = this.budgeted() ? { at: now, tokens } : undefined;
    if (entry) this.grants.push(entry);
    let released = false;
    return (usedTokens) => {
      if (released) return;
      released = true;
      if (entry && usedTokens !== undefined && usedTokens > 0) entry.tokens = usedTokens;
      this.active--;
      this.pump();
    };
  }

  private budgeted(): boolean {
    return this.options.requestsPerMinute !== undefined || this.options.tokensPerMinute !== undefined;
  }

  /** Milliseconds until a request of `tokens` fits both minute budgets (0: now). */
  private budgetWait(tokens: number, now: number): number {
    while (this.grants.length > 0 && this.grants[0]!.at + MINUTE_MS <= now) this.grants.shift();
    let expiresAt = now;
    const rpm = this.options.requestsPerMinute;
    if (rpm !== undefined && this.grants.length >= rpm) {
      expiresAt = Math.max(expiresAt, this.grants[this.grants.length - rpm]!.at + MINUTE_MS);
    }
    const tpm = this.options.tokensPerMinute;
    if (tpm !== undefined) {
      // A request larger than the whole budget goes alone once the minute is empty.
      const needed = Math.min(tokens, tpm);
      let used = this.grants.reduce((sum, grant) => sum + grant.tokens, 0);
      for (const grant of this.grants) {
        if (used + needed <= tpm) break;
        used -= grant.tokens;
        expiresAt = Math.max(expiresAt, grant.at + MINUTE_MS);
      }
    }
    return expiresAt - now;
  }

  private wakeIn(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, ms);
  }
}
