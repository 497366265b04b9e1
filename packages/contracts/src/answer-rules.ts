import { z } from 'zod';

/**
 * Building blocks of the response schemas (the `*-answers.ts` modules): what the envelope's `data`
 * holds, checked by the server as it writes it (docs/decisions/0042-route-table.md). Answers
 * carry no rules of their own beyond their types: dates are ISO-8601 strings, counts numbers.
 */

/** A page of records: `Paged<T>` of chat.ts. */
export function paged<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), total: z.number(), pageNum: z.number(), pageSize: z.number() });
}

/** An instant as ISO-8601 text. */
export const isoDate = z.string();
