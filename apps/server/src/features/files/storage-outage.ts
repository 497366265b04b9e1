import { errorChain, isNetworkFailure } from '#core/outages.ts';
import { AppError } from '#http/app-error.ts';

/**
 * Whether a request to the file store failed because the store cannot be reached just now:
 * refused or cut connections, a connection or an answer that timed out, or the service answering
 * 5xx (S3's InternalError, ServiceUnavailable, SlowDown) or 429. A refusal of the request itself
 * (a missing key, denied access, a wrong bucket) is not an outage.
 */
export function isStorageUnreachable(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  for (const item of errorChain(error)) {
    if (item.name === 'TimeoutError') return true;
    const status = (item.$metadata as { httpStatusCode?: number } | undefined)?.httpStatusCode;
    if (status !== undefined && (status >= 500 || status === 429)) return true;
  }
  return false;
}

/** The error a store's caller sees: `storageUnavailable` (503, Retry-After) for an outage, else the error itself. */
export function storageOutage(error: unknown): unknown {
  if (error instanceof AppError || !isStorageUnreachable(error)) return error;
  return new AppError('storageUnavailable', undefined, { cause: error });
}
