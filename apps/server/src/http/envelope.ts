import type { Envelope } from '@glossa/contracts/envelope';
import { SUCCESS_CODE } from '@glossa/contracts/errors';

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, success: true, msg: 'success', data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, success: false, msg, data: null };
}
