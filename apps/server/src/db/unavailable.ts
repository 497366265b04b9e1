import { errorChain, isNetworkFailure } from '#core/outages.ts';
import { AppError } from '#http/app-error.ts';

/**
 * SQLSTATEs of a server that is away: connection exceptions (class 08), shut down by the operator
 * or a crash, still starting, a session ended by the server (57P05), and no connection slot free.
 */
const AWAY_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** What node-postgres and its pool say when the connection is lost or cannot be made in time. */
const LOST_CONNECTION = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

/**
 * Whether a query failed because PostgreSQL cannot be reached just now (refused, cut, terminated,
 * restarting, timed out), not because of the query (docs/decisions/0035-outages.md). SQLite's
 * errors are never this: a busy SQLite file after its timeout is a fault to report, as before.
 * An AppError already says what happened (the file storage away is `storageUnavailable`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof AppError) return false;
  if (isNetworkFailure(error)) return true;
  for (const item of errorChain(error)) {
    const { code, message } = item;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return false;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || AWAY_STATES.has(code)))
      return true;
    if (typeof message === 'string' && LOST_CONNECTION.some((start) => message.startsWith(start))) return true;
  }
  return false;
}
