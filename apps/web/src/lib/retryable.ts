import { ERRORS } from '@glossa/contracts/errors';
import { ApiError } from './http.ts';

const STATUS_BY_CODE = new Map<number, number>(Object.values(ERRORS).map((error) => [error.code, error.status]));

/**
 * Whether the same request may succeed if tried again: a lost connection, a busy or failing
 * server, a rate limit. A refusal about the request itself (a format, a size, a plan, an
 * unreadable file) answers the same every time, so no "Try again" is offered for it.
 */
export function mayRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const status = STATUS_BY_CODE.get(error.code) ?? error.code;
  return status === 0 || status === 429 || status >= 500;
}
