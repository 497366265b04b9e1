/**
 * The requests-per-minute and tokens-per-minute budget of one endpoint. In one process it lives
 * in memory (MemoryBudget); when several server processes share an endpoint, a shared store
 * keeps it (the server's database-backed budget), so together they stay within it.
 */
export interface RequestBudget {
  /**
   * Counts one request of `tokens` (prompt plus expected answer) if it fits the budget now: 0,
   * else the milliseconds after which it may fit, and nothing is counted.
   */
  take(tokens: number, now: number): number | Promise<number>;
  /** The request counted at `takenAt` used `usedTokens` instead of the `estimated` (the server's usage report). */
  correct(estimated: number, usedTokens: number, takenAt: number): void | Promise<void>;
}

export interface BudgetLimits {
  requestsPerMinute?: number | undefined;
  tokensPerMinute?: number | undefined;
}

interface Grant {
  at: number;
  tokens: number;
}

const MINUTE_MS = 60_000;

/** The budget over a sliding minute, in this process's memory. */
export class MemoryBudget implements RequestBudget {
  private readonly grants: Grant[] = [];

  constructor(private readonly limits: BudgetLimits) {}

  take(tokens: number, now: number): number {
    const wait = this.wait(tokens, now);
    if (wait === 0) this.grants.push({ at: now, tokens });
    return wait;
  }

  correct(estimated: number, usedTokens: number, takenAt: number): void {
    const grant = this.grants.find((entry) => entry.at === takenAt && entry.tokens === estimated);
    if (grant && usedTokens > 0) grant.tokens = usedTokens;
  }

  /** Milliseconds until a request of `tokens` fits both minute budgets (0: now). */
  private wait(tokens: number, now: number): number {
    while (this.grants.length > 0 && this.grants[0]!.at + MINUTE_MS <= now) this.grants.shift();
    let expiresAt = now;
    const rpm = this.limits.requestsPerMinute;
    if (rpm !== undefined && this.grants.length >= rpm) {
      expiresAt = Math.max(expiresAt, this.grants[this.grants.length - rpm]!.at + MINUTE_MS);
    }
    const tpm = this.limits.tokensPerMinute;
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
}
