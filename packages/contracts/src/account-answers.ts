import { z } from 'zod';
import { isoDate, paged } from './answer-rules.ts';

/** What the account calls answer (ACCOUNT_ROUTES); dates are ISO-8601 strings. */

export const userInfo = z.object({
  userId: z.string(),
  email: z.string(),
  nickname: z.string(),
  /** Address of the profile picture, or null for the default one. */
  avatar: z.string().nullable(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const signInResult = z.object({
  /** For API clients (`Authorization`); the web app relies on the httpOnly cookie instead. */
  token: z.string(),
  userInfo,
});
export type SignInResult = z.infer<typeof signInResult>;

/** `GET /gateway/logincommon/account/settings`: how sign-in works on this site. */
export const accountSettings = z.object({
  googleSignIn: z.boolean(),
  /** Cloudflare Turnstile when the human check is on. */
  humanCheck: z.object({ provider: z.literal('turnstile'), siteKey: z.string() }).nullable(),
  avatar: z.object({ formats: z.array(z.string()), maxBytes: z.number() }),
  codeResendSeconds: z.number(),
  nicknameMaxLength: z.number(),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** A code was sent: another may be asked for after this many seconds. */
export const codeSent = z.object({ resendAfterSeconds: z.number() });

/** How a session ended: a newer sign-in, sign-out, new credentials, revoked from the list, expiry. */
export const SESSION_END_REASONS = ['replaced', 'logout', 'credentials', 'revoked', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** `GET /gateway/website/user/sessions`: the account's live sessions, then recently ended ones. */
export const sessionInfo = z.object({
  sessionId: z.string(),
  /** Read from the user agent ("Firefox", "Windows"); null when it says nothing known. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The client address that signed in. */
  address: z.string().nullable(),
  createdAt: isoDate,
  lastActiveAt: isoDate,
  /** The session of the request that asked. */
  current: z.boolean(),
  /** Both null while the session lasts. */
  endedAt: isoDate.nullable(),
  endedReason: z.enum(SESSION_END_REASONS).nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** One change of a chat count (`usagePage`). */
export const usageRecord = z.object({
  time: isoDate,
  change: z.number(),
  /** Why the count changed: a turn's kind ('translate', 'chat'...), 'purchase' or 'pack'. */
  kind: z.string(),
  /** Which count: 'daily', 'plan' or 'pack'. */
  source: z.string(),
  conversationId: z.string().nullable(),
  balanceAfter: z.number().nullable(),
});
export type UsageRecord = z.infer<typeof usageRecord>;
export const usagePage = paged(usageRecord);
export type UsagePage = z.infer<typeof usagePage>;
