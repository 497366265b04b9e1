import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting comes from an environment variable, checked here at start. The defaults are
 * the embedded profile: SQLite and local files under DATA_DIR. `.env.example` documents each one.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL; leave it unset for SQLite')
      .optional(),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://translate.example.com' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024')
      .default(1024 * 1024),
    TEXT_MAX_CHARS: z.coerce.number().int().min(1, 'must be at least 1').default(5000),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    SITE_NAME: z.string().min(1).max(60).default('Glossa'),
    APERTIUM: z.enum(['auto', 'off'], { message: 'must be auto or off' }).default('auto'),
    APERTIUM_PROBE_CACHE: z.string().min(1).optional(),
    ENGINE_ORDER: z
      .string()
      .regex(/^(llm|apertium)(,(llm|apertium))*$/, 'must be engine kinds separated by commas, such as apertium,llm')
      .default('llm,apertium'),
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/[^/]/,
        'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
      )
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address such as "Glossa <no-reply@example.com>"')
      .optional(),
    OIDC_ISSUER: z.url({ message: 'must be the issuer URL, such as https://accounts.google.com' }).optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    HUMAN_CHECK: z.enum(['off', 'turnstile'], { message: 'must be off or turnstile' }).default('off'),
    TURNSTILE_SITE_KEY: z.string().optional(),
    TURNSTILE_SECRET: z.string().optional(),
    TURNSTILE_VERIFY_URL: z
      .url({ message: 'must be an absolute URL' })
      .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    AVATAR_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024')
      .default(2 * 1024 * 1024),
    AVATAR_FORMATS: z
      .string()
      .regex(/^[a-z0-9]+(,[a-z0-9]+)*$/, 'must be extensions separated by commas, such as png,jpg,jpeg,webp')
      .default('png,jpg,jpeg,webp'),
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024, 'must be at least 1024').default(19_456),
    PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1, 'must be at least 1').default(2),
  })
  .refine((env) => env.HUMAN_CHECK !== 'turnstile' || Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET), {
    message: 'HUMAN_CHECK=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET',
    path: ['HUMAN_CHECK'],
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    textMaxChars: env.TEXT_MAX_CHARS,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    siteName: env.SITE_NAME,
    /** Discover the installed Apertium pairs at start (off: only the llm engines). */
    apertium: env.APERTIUM === 'auto',
    /** Where the outcome of each pair's start-up probe is remembered, so a restart does not probe again. */
    apertiumProbeCache: path.resolve(env.APERTIUM_PROBE_CACHE ?? path.join(env.DATA_DIR, 'apertium-probes.json')),
    /** Which engine kind translates a pair that several serve (chat always needs the llm). */
    engineOrder: env.ENGINE_ORDER.split(',') as ('llm' | 'apertium')[],
    /** Shared key for sealing file passwords and signing download links; else DATA_DIR/secret.key. */
    secretKey: env.SECRET_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${mailDomain(env.PUBLIC_URL)}>`,
    /** Google (or any OpenID provider) sign-in is on when a client id is set. */
    oidc: env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com',
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
        }
      : undefined,
    humanCheck:
      env.HUMAN_CHECK === 'turnstile'
        ? {
            kind: 'turnstile' as const,
            siteKey: env.TURNSTILE_SITE_KEY ?? '',
            secret: env.TURNSTILE_SECRET ?? '',
            verifyUrl: env.TURNSTILE_VERIFY_URL,
          }
        : undefined,
    avatar: { maxBytes: env.AVATAR_MAX_BYTES, formats: env.AVATAR_FORMATS.split(',') },
    passwordHash: { memoryCost: env.PASSWORD_HASH_MEMORY_KIB, timeCost: env.PASSWORD_HASH_TIME_COST },
  }));

/** The sender's domain by default: the site's own host ("localhost" when unknown). */
function mailDomain(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; a wrong value throws a ConfigError naming each variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
      return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
    }),
  );
}
