import { z } from 'zod';
import { isoDate } from './answer-rules.ts';

/** A person's chats and plan as the account, workspace and plan calls answer them (docs/product.md §4.3). */

/** A plan's allowances, as its limits are told to users. */
export const planFacts = z.object({
  /** Chats per period (members); null for a daily plan. */
  planChats: z.number().nullable(),
  periodDays: z.number().nullable(),
  /** Chats a day (free plan and visitors); null for a plan of plan chats. */
  dailyChats: z.number().nullable(),
  fileMaxBytes: z.number(),
  storageDays: z.number(),
});
export type PlanFacts = z.infer<typeof planFacts>;

export const quotaInfo = z.object({
  plan: z.string(),
  /** The plan's kind and billing period, to name it ('Pro · Yearly') where only the id is known. */
  planKind: z.enum(['free', 'member', 'pack', 'enterprise']).optional(),
  periodUnit: z.enum(['day', 'month', 'year']).nullable().optional(),
  member: z.boolean(),
  /**
   * The chats this person can still use now, the one number every screen shows: the day's or the
   * plan's chats, whichever they spend, plus packs; null when the plan counts none (unlimited).
   * Each usage record's balance is this number after its change.
   */
  chatsLeft: z.number().nullable(),
  /** Chats left today (free and visitors), and of the plan (members); null where it does not apply. */
  dailyLeft: z.number().nullable(),
  planLeft: z.number().nullable(),
  /** True when the plan in force counts no chats at all (an enterprise plan): planLeft is then null. */
  unlimited: z.boolean().optional(),
  expiresAt: isoDate.nullable(),
  /** The plan's chats a day (free plan and visitors); null for a plan of plan chats. */
  dailyChats: z.number().nullable(),
  /** When the daily count starts again (the next UTC midnight); null without a daily count. */
  renewsAt: isoDate.nullable(),
  /** Chats left in pay-as-you-go packs, spent after the plan's or the day's (combo calls). */
  packLeft: z.number().optional(),
  /** The rights of the plan now in force (combo calls). */
  rights: z
    .object({
      fileMaxBytes: z.number(),
      storageDays: z.number(),
      formatTier: z.enum(['basic', 'member']),
      textMaxChars: z.number().nullable(),
    })
    .optional(),
});
export type QuotaInfo = z.infer<typeof quotaInfo>;
