import { ERRORS } from '@glossa/contracts/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { mayRetry } from './retryable.ts';

describe('mayRetry', () => {
  it('offers a retry after a lost connection, a failing server or a rate limit', () => {
    expect(mayRetry(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayRetry(new ApiError(0, 'offline'))).toBe(true);
    expect(mayRetry(new ApiError(ERRORS.unavailable.code, 'busy'))).toBe(true);
    expect(mayRetry(new ApiError(ERRORS.tooManyJobs.code, 'later'))).toBe(true);
  });

  it('offers none for a refusal that would answer the same again', () => {
    expect(mayRetry(new ApiError(ERRORS.memberOnlyFormat.code, 'plan'))).toBe(false);
    expect(mayRetry(new ApiError(ERRORS.unsupportedFileFormat.code, 'format'))).toBe(false);
    expect(mayRetry(new ApiError(ERRORS.fileTooLarge.code, 'size'))).toBe(false);
    expect(mayRetry(new ApiError(ERRORS.fileUnreadable.code, 'broken'))).toBe(false);
  });
});
