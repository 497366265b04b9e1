import { cancelledError, whenAborted } from './abort.ts';
import { AdaptiveLimit } from './adaptive-limit.ts';
import { MemoryBudget, type RequestBudget } from './request-budget.ts';

export interface LimiterOptions {
  /** Requests in flight at once; with `adaptive`, the most it may grow to. */
  concurrency: number;
  /** Find the server's capacity while running (AIMD from `adaptiveStart`) instead of always using `concurrency`. */
  adaptive?: boolean;
  adaptiveStart?: number;
  requestsPerMinute?: number;
  /** Prompt plus completion tokens per minute, as estimated by the caller. */
  tokensPerMinute?: number;
  /** Where those budgets are kept (default: this process's memory); shared by several processes in the scale-out profile. */
  budget?: RequestBudget;
}

/**
 * Gives a slot back; `usedTokens` (from the server's usage report) corrects the estimate in the
 * minute budget. Before that, the request reports how the server took it, for the adaptive limit.
 */
export type Release = ((usedTokens?: number) => void) & {
  /** The server's first token came after `ms`. */
  firstToken(ms: number): void;
  /** The server refused the request as too busy (429, 503) or did not answer in time. */
  overloaded(): void;
};

interface Waiter {
  tokens: number;
  key: string;
  resolve: (release: Release) => void;
  /** Stops watching the caller's signal. */
  unwatch: (() => void) | undefined;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** A rough token count: about 4 characters per token for alphabetic text, 1 per character for CJK. */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

/**
 * A concurrency limit — fixed, or adaptive up to `concurrency` — plus requests-per-minute and
 * tokens-per-minute budgets over a sliding minute. Waiting requests are queued per requester (a
 * job) and free slots go round robin between requesters, so one large document does not starve
 * a small one; within a requester, first in, first out. When the request whose turn it is must
 * wait for budget, the others wait too, so a large request is never starved by small ones.
 */
export class Limiter {
  private active = 0;
  private readonly queues = new Map<string, Waiter[]>();
  /** Requests in flight per requester. */
  private readonly holding = new Map<string, number>();
  /** Tokens granted per requester, while it waits or holds a slot. */
  private readonly served = new Map<string, number>();
  private readonly budget: RequestBudget | undefined;
  /** A shared budget is being asked; nothing else is granted meanwhile, so the order holds. */
  private asking = false;
  private timer: NodeJS.Timeout | undefined;
  /** Adaptive mode only. */
  readonly adaptive: AdaptiveLimit | undefined;
  /** The most requests in flight at once so far. */
  peak = 0;

  constructor(private readonly options: LimiterOptions) {
    if (!(options.concurrency >= 1)) throw new RangeError('Limiter concurrency must be at least 1');
    const budgeted = options.requestsPerMinute !== undefined || options.tokensPerMinute !== undefined;
    this.budget = options.budget ?? (budgeted ? new MemoryBudget(options) : undefined);
    this.adaptive = options.adaptive
      ? new AdaptiveLimit({
          max: options.concurrency,
          ...(options.adaptiveStart ? { start: options.adaptiveStart } : {}),
        })
      : undefined;
  }

  /** Requests running now. */
  get running(): number {
    return this.active;
  }

  /** Requests waiting for a slot or budget. */
  get waiting(): number {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.length;
    return count;
  }

  /** Requests allowed in flight now. */
  get limit(): number {
    return this.adaptive?.current ?? this.options.concurrency;
  }

  /**
   * Waits for a slot; `key` names the requester for round robin. An aborted wait leaves the
   * queue and rejects with EngineError 'cancelled'.
   */
  acquire(tokens: number, signal?: AbortSignal, key = ''): Promise<Release> {
    if (signal?.aborted) return Promise.reject(cancelledError(signal));
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = { tokens, key, resolve, unwatch: undefined };
      if (signal) {
        waiter.unwatch = whenAborted(signal, () => {
          this.remove(waiter);
          reject(cancelledError(signal));
          this.pump();
        });
      }
      const queue = this.queues.get(key);
      if (queue) queue.push(waiter);
      else this.queues.set(key, [waiter]);
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

  private remove(waiter: Waiter): void {
    const queue = this.queues.get(waiter.key);
    const index = queue?.indexOf(waiter) ?? -1;
    if (!queue || index < 0) return;
    queue.splice(index, 1);
    if (queue.length === 0) this.queues.delete(waiter.key);
  }

  /**
   * The waiter whose turn it is: the head of the requester served least so far (in tokens
   * granted), and among equals the one that has waited longest. A job that comes second gets the
   * free slots until it has had as much as the first, so a one-page file is not held up by a
   * 300-page one; two equal jobs take turns.
   */
  private next(): Waiter | undefined {
    let chosen: Waiter | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const [key, queue] of this.queues) {
      const served = this.served.get(key) ?? 0;
      if (served < least) {
        least = served;
        chosen = queue[0];
      }
    }
    return chosen;
  }

  private pump(): void {
    if (this.queues.size === 0 && this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.asking) return;
    for (let head = this.next(); head && this.active < this.limit; head = this.next()) {
      const now = Date.now();
      const wait = this.budget ? this.budget.take(head.tokens, now) : 0;
      if (typeof wait !== 'number') {
        this.asking = true;
        const asked = head;
        // A store that cannot answer does not stop translations: the request goes, the server's 429 still guards.
        wait.then(
          (ms) => this.answered(asked, ms, now),
          () => this.answered(asked, 0, now),
        );
        return;
      }
      if (wait > 0) {
        this.wakeIn(wait);
        return;
      }
      this.admit(head, now);
    }
  }

  private answered(head: Waiter, wait: number, now: number): void {
    this.asking = false;
    if (wait > 0) {
      this.wakeIn(wait);
      return;
    }
    // Still waiting (not aborted meanwhile): it goes now.
    if (this.queues.get(head.key)?.[0] === head) this.admit(head, now);
    this.pump();
  }

  private admit(head: Waiter, now: number): void {
    // Round robin: the requester goes to the back of the line (Map keeps insertion order).
    const queue = this.queues.get(head.key)!;
    queue.shift();
    this.queues.delete(head.key);
    if (queue.length > 0) this.queues.set(head.key, queue);
    head.unwatch?.();
    this.active++;
    this.holding.set(head.key, (this.holding.get(head.key) ?? 0) + 1);
    this.served.set(head.key, (this.served.get(head.key) ?? 0) + Math.max(1, head.tokens));
    this.peak = Math.max(this.peak, this.active);
    head.resolve(this.grant(head.key, head.tokens, now));
  }

  private grant(key: string, tokens: number, now: number): Release {
    const epoch = this.adaptive?.epoch ?? 0;
    let released = false;
    const release = (usedTokens?: number) => {
      if (released) return;
      released = true;
      if (this.budget && usedTokens !== undefined && usedTokens > 0) {
        void Promise.resolve(this.budget.correct(tokens, usedTokens, now)).catch(() => undefined);
      }
      this.active--;
      const held = (this.holding.get(key) ?? 1) - 1;
      if (held > 0) this.holding.set(key, held);
      else this.holding.delete(key);
      if (held <= 0 && !this.queues.has(key)) this.served.delete(key);
      this.pump();
    };
    return Object.assign(release, {
      firstToken: (ms: number) => {
        if (released || !this.adaptive) return;
        this.adaptive.firstToken(ms, epoch, this.waiting > 0 || this.active >= this.limit);
        this.pump();
      },
      overloaded: () => this.adaptive?.overloaded(epoch),
    });
  }

  private wakeIn(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, ms);
  }
}
