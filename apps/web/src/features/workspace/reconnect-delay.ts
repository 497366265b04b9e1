/** Waits between reconnection attempts: 1 s, 2 s, 4 s ... at most 15 s (attempt counts from 1). */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 15_000);
}
