import { z } from 'zod';
import { LOCALE_CODES } from './locales.ts';

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
    documentTranslation: z.boolean(),
    textTranslation: z.boolean(),
    chat: z.boolean(),
    googleSignIn: z.boolean(),
    humanCheck: z.boolean(),
    payments: z.boolean(),
  }),
  buildId: z.string(),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** `GET /builds/latest.json`: the build the server is serving now. */
export const buildInfoSchema = z.object({ id: z.string(), timestamp: z.number().int() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;
