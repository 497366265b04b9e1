import { ERRORS, type ErrorName } from '@glossa/contracts/errors';

/**
 * A failure the caller should see: it carries a stable error name; the message is
 * looked up in the caller's interface language when the answer is written (error-handler.ts).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(
    readonly errorName: ErrorName,
    readonly values?: Record<string, string | number>,
    options?: { cause?: unknown },
  ) {
    super(errorName, options);
    this.name = 'AppError';
    this.status = ERRORS[errorName].status;
    this.code = ERRORS[errorName].code;
  }
}
