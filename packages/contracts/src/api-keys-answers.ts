import { z } from 'zod';
import { isoDate } from './answer-rules.ts';

/** What the API key calls answer (API_KEY_ROUTES); dates are ISO-8601 strings. */

export const apiKeySummary = z.object({
  keyId: z.string(),
  name: z.string(),
  /** The start of the secret ('glk_AbCd'), enough to tell keys apart; never the whole. */
  prefix: z.string(),
  createdAt: isoDate,
  /** Null while the key was never used. */
  lastUsedAt: isoDate.nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

/** `create`'s answer: the only time the secret is sent. */
export const createdApiKey = z.object({ key: apiKeySummary, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;
