import { z } from 'zod';
import { AD_SLOTS, MESSAGE_AUDIENCES, MESSAGE_POSITIONS, MESSAGE_TYPES } from './site-notices.ts';

/** What the calls of system messages and ad spaces answer, on the site and in the console (epoch ms). */

/** A system message due for this user or browser. */
export const systemMessage = z.object({
  messageNumber: z.string(),
  type: z.enum(MESSAGE_TYPES),
  title: z.string(),
  /** Markdown, rendered without raw HTML. */
  content: z.string(),
  position: z.enum(MESSAGE_POSITIONS),
});
export type SystemMessage = z.infer<typeof systemMessage>;

/** An ad space to show, in the reader's language. */
export const adSpace = z.object({
  id: z.string(),
  slot: z.enum(AD_SLOTS),
  text: z.string(),
  /** An https:// address or a path on this site. */
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type AdSpace = z.infer<typeof adSpace>;

/** A system message as the console edits it. */
export const consoleMessage = systemMessage.extend({
  audience: z.enum(MESSAGE_AUDIENCES),
  /** One interface language, or null for all. */
  locale: z.string().nullable(),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  sortOrder: z.number(),
  active: z.boolean(),
  /** How many users or browsers closed it. */
  closedBy: z.number(),
  updatedAt: z.number(),
});
export type ConsoleMessage = z.infer<typeof consoleMessage>;

export const adContent = z.object({
  /** An interface language, or '*' for any language without content of its own. */
  locale: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type AdContent = z.infer<typeof adContent>;

/** An ad space as the console edits it, with its counts. */
export const consoleAdSpace = z.object({
  id: z.string(),
  slot: z.enum(AD_SLOTS),
  name: z.string(),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  active: z.boolean(),
  shows: z.number(),
  closes: z.number(),
  clicks: z.number(),
  contents: z.array(adContent),
  updatedAt: z.number(),
});
export type ConsoleAdSpace = z.infer<typeof consoleAdSpace>;
