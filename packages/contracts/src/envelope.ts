import { z } from 'zod';
import { SUCCESS_CODE } from './errors.ts';

/** Every API answer: `{ code, success, msg, data }`; code 200 means success. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), success: z.boolean(), msg: z.string(), data });
}

export function isSuccess(envelope: Pick<Envelope<unknown>, 'code' | 'success'>): boolean {
  return envelope.success || envelope.code === SUCCESS_CODE;
}
