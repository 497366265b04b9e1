import { z } from 'zod';
import { LOCALE_CODES } from './locales.ts';

/**
 * The language pairs one kind of engine serves, in the catalogue's codes ('en', 'pt-BR'):
 * 'any' for an engine that translates every pair (llm), else the [source, target] pairs (apertium).
 */
export const servedPairsSchema = z.union([z.literal('any'), z.array(z.tuple([z.string(), z.string()]))]);
export type ServedPairs = z.infer<typeof servedPairsSchema>;

/** What `POST /gateway/website/system/getBaseConfig` answers: the site settings the web app needs. */
export const baseConfigSchema = z.object({
  siteName: z.string(),
  publicUrl: z.string(),
  defaultLocale: z.enum(LOCALE_CODES),
  locales: z.array(
    z.object({
      code: z.enum(LOCALE_CODES),
      name: z.string(),
      iso: z.string(),
      file: z.string(),
      dir: z.enum(['ltr', 'rtl']),
    }),
  ),
  limits: z.object({
    freeFileSizeBytes: z.number().int(),
    memberFileSizeBytes: z.number().int(),
    uploadMaxFiles: z.number().int(),
    chatTitleMaxLength: z.number().int(),
    textMaxChars: z.number().int(),
    languageCount: z.number().int(),
  }),
  features: z.object({
    /** Engines that can translate on this instance right now. */
    engines: z.array(z.string()),
    /** The pairs each engine kind serves, keyed by kind ('llm', 'apertium'). */
    pairs: z.record(z.string(), servedPairsSchema),
    documentTranslation: z.boolean(),
    textTranslation: z.boolean(),
    chat: z.boolean(),
    googleSignIn: z.boolean(),
    humanCheck: z.boolean(),
    payments: z.boolean(),
    /** Page-stay tracking is on (TRACKING): the cookie banner asks before anything is sent. */
    tracking: z.boolean(),
  }),
  buildId: z.string(),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** `GET /builds/latest.json`: the build the server is serving now. */
export const buildInfoSchema = z.object({ id: z.string(), timestamp: z.number().int() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;
