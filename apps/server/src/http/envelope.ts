import type { Envelope } from '@glossa/contracts/envelope';
import { SUCCESS_CODE } from '@glossa/contracts/errors';

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, success: true, msg: 'success', data };
}

/** A refusal; `data` says more for programs where there is more to say (the refused field). */
export function failure<T = null>(code: number, msg: string, data: T | null = null): Envelope<T | null> {
  return { code, success: false, msg, data };
}
