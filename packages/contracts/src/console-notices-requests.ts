import { z } from 'zod';
import { LOCALE_CODES } from './locales.ts';
import { atMostChars, because, orEmpty, paging, recordId, specific } from './request-rules.ts';
import { AD_SLOTS, MESSAGE_AUDIENCES, MESSAGE_POSITIONS, MESSAGE_TYPES } from './site-notices.ts';

/** Request schemas of the console's system messages and ad spaces (paths in CONSOLE_PATHS). */

const time = z.number().int().min(0).max(8_640_000_000_000);
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(...atMostChars(max));

/** A stand-in origin: a path is on this site exactly when it resolves against it to the same origin. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * Where an ad links or its picture comes from: an absolute https address (a page served over https
 * shows no http picture), or a path on this site. Checked as a browser reads it: `/\evil.example`
 * and `//evil.example` leave the site (a browser takes the backslash for a slash), so they are
 * refused, as is anything with spaces or credentials.
 */
export function isSiteUrl(value: string): boolean {
  if (/\s|\\/.test(value) || !URL.canParse(value, THIS_SITE)) return false;
  const url = new URL(value, THIS_SITE);
  if (url.username || url.password) return false;
  if (value.startsWith('/')) return url.origin === THIS_SITE;
  return url.protocol === 'https:' && /^https:\/\/[^/]/i.test(value);
}

export const siteUrl = z.string().trim().max(2000).refine(isSiteUrl, because('format'));

const window = <T extends { startsAt: number; endsAt?: number | null }>(value: T) =>
  value.endsAt === undefined || value.endsAt === null || value.endsAt > value.startsAt;

export const pageBody = orEmpty(z.object(paging));
export const deleteBody = orEmpty(z.object({ id: recordId }));

export const messageSaveBody = orEmpty(
  z
    .object({
      id: recordId.optional(),
      type: z.enum(MESSAGE_TYPES),
      title: text(200),
      content: text(20_000),
      position: z.enum(MESSAGE_POSITIONS).default('topRight'),
      audience: z.enum(MESSAGE_AUDIENCES).default('everyone'),
      locale: z.enum(LOCALE_CODES).nullable().default(null),
      startsAt: time,
      endsAt: time.nullable().default(null),
      sortOrder: z.number().int().min(-1000).max(1000).default(0),
      active: z.boolean().default(true),
    })
    .refine(window, specific('scheduleEndsBeforeStart')),
);

const adContent = z.object({
  locale: z.enum([...LOCALE_CODES, '*']),
  text: text(300),
  imageUrl: siteUrl.nullable().default(null),
  linkUrl: siteUrl.nullable().default(null),
});

export const adSaveBody = orEmpty(
  z
    .object({
      id: recordId.optional(),
      slot: z.enum(AD_SLOTS),
      name: text(100),
      startsAt: time,
      endsAt: time.nullable().default(null),
      active: z.boolean().default(true),
      contents: z
        .array(adContent)
        .max(LOCALE_CODES.length + 1)
        .refine((list) => list.length > 0, specific('adContentRequired'))
        .refine((list) => new Set(list.map((c) => c.locale)).size === list.length, because('invalid')),
    })
    .refine(window, specific('scheduleEndsBeforeStart')),
);

export type MessageSaveRequest = z.input<typeof messageSaveBody>;
export type AdSaveRequest = z.input<typeof adSaveBody>;
