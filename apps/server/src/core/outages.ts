/**
 * Telling an outage from a fault (docs/decisions/0035-outages.md): a service of the site's own
 * (the database, the file storage) that cannot be reached just now is answered 503 with
 * Retry-After and waited out by the workers; anything else is a fault of ours (500, logged).
 */

/** How long a caller is asked to wait before trying again while a service is away (Retry-After). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket failures of Node: the other end is not there, went away, or is not answering. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_SOCKET_CONNECTION_TIMEOUT',
]);

/** The error and the errors it wraps (`cause`, and an AggregateError's `errors`), each once. */
export function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const item = next as Record<string, unknown>;
    yield item;
    queue.push(item.cause);
    if (Array.isArray(item.errors)) queue.push(...item.errors);
  }
}

/** A socket that could not be opened, was cut, or stayed silent: somewhere in the error's chain. */
export function isNetworkFailure(error: unknown): boolean {
  for (const item of errorChain(error)) {
    if (typeof item.code === 'string' && NETWORK_CODES.has(item.code)) return true;
  }
  return false;
}
