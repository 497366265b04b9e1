import { ERRORS, type ErrorName } from '@glossa/contracts/errors';

/**
 * A failure the caller should see: it carries a stable error name; the message is
 * looked up in the caller's interface language when the answer is written (error-handler.ts).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: number;

  /** Values that are language codes, named in the reader's language where the message is written. */
  readonly languages?: Readonly<Record<string, string>>;

  constructor(
    readonly errorName: ErrorName,
    readonly values?: Record<string, string | number>,
    options?: { cause?: unknown; languages?: Record<string, string> },
  ) {
    super(errorName, options);
    this.name = 'AppError';
    this.languages = options?.languages;
    this.status = ERRORS[errorName].status;
    this.code = ERRORS[errorName].code;
  }
}
