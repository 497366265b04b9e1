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
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${mailDomain(env.PUBLIC_URL)}>`,
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
