import { LIMITS } from '@glossa/contracts/limits';

/**
 * The web client's request policy (docs/product.md §7.9, §8.2), kept apart from fetch so it can be
 * tested: which answers are tried again, and how repeated error toasts are grouped.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * Attempts for a method, as docs/product.md §7.9 words it: idempotent requests are retried 0 times, others
 * once. (The reverse of the usual rule; decision 0023 says why it is kept as written.)
 */
export function attemptsFor(method: string): number {
  return IDEMPOTENT.has(method.toUpperCase()) ? 1 : 2;
}

/** Whether an answer (or no answer: a lost connection) is worth the next attempt. */
export function shouldRetry(status: number | undefined): boolean {
  return status === undefined || RETRY_STATUSES.has(status);
}

export interface GroupedToast {
  /** The same key replaces the toast on screen instead of stacking another. */
  key: string;
  count: number;
}

/**
 * Error toasts grouped and counted: the same message within `windowMs` of its last showing is
 * the same toast, its count raised; after a quiet window it starts again at 1.
 */
export class ToastGroups {
  private readonly seen = new Map<string, { count: number; last: number }>();

  constructor(private readonly windowMs: number = LIMITS.toastDurationMs) {}

  add(message: string, now: number): GroupedToast {
    for (const [text, entry] of this.seen) if (now - entry.last > this.windowMs) this.seen.delete(text);
    const entry = this.seen.get(message);
    const count = entry ? entry.count + 1 : 1;
    this.seen.set(message, { count, last: now });
    return { key: `api-error:${message}`, count };
  }
}

/** A count as a badge shows it: at most 99, then "99+". */
export function badgeCount(count: number): string {
  return count > LIMITS.badgeMax ? `${LIMITS.badgeMax}+` : String(count);
}
