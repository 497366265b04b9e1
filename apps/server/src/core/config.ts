import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENCIES } from '@glossa/contracts/combo';
import {
  DEFAULT_DOCUMENT_THREADS,
  DEFAULT_HEAVY_MEMORY_MB,
  DEFAULT_HEAVY_THREADS,
  DEFAULT_TASK_MS,
  DEFAULT_WORKER_MEMORY_MB,
} from '@glossa/translate/formats/work/document-work';
import { trimEndOf } from '@glossa/translate/linear-text';
import { z } from 'zod';
import { parseTrustProxy, TrustProxyError } from '#http/trust-proxy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const DAY_MS = 24 * 60 * 60 * 1000;

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
    FILE_STORE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
    S3_BUCKET: z.string().min(1, 'must not be empty').optional(),
    S3_ENDPOINT: z.url({ message: 'must be an absolute URL such as http://127.0.0.1:9000' }).optional(),
    S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1, 'must not be empty').optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/i, 'must be empty or end with / (letters, digits, . _ -)')
      .default(''),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL; leave it unset for SQLite')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1)
      .max(500)
      .default(10),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://translate.example.com' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          if (!(error instanceof TrustProxyError)) throw error;
          context.addIssue({ code: 'custom', message: error.message });
          return z.NEVER;
        }
      }),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024')
      .default(1024 * 1024),
    TEXT_MAX_CHARS: z.coerce.number().int().min(1, 'must be at least 1').default(5000),
    LIBRETRANSLATE_FILE_WAIT_SECONDS: z.coerce
      .number({ message: 'must be a number' })
      .min(0.01, 'must be between 0.01 and 3600')
      .max(3600, 'must be between 0.01 and 3600')
      .default(300),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    SITE_NAME: z.string().min(1).max(60).default('Glossa'),
    APERTIUM: z.enum(['auto', 'off'], { message: 'must be auto or off' }).default('auto'),
    APERTIUM_PROBE_CACHE: z.string().min(1).optional(),
    /** Folders of Apertium's `.mode` files, separated by colons (an Apertium built from source elsewhere). */
    APERTIUM_MODES_DIRS: z.string().min(1).optional(),
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
    SESSION_IDLE_DAYS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 3650')
      .max(3650, 'must be between 1 and 3650')
      .default(30),
    SESSION_MAX_DAYS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 3650')
      .max(3650, 'must be between 1 and 3650')
      .default(365),
    SESSIONS_PER_ACCOUNT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 100')
      .max(100, 'must be between 1 and 100')
      .default(1),
    STREAMS_PER_CLIENT: z.coerce.number().int().min(1, 'must be at least 1').default(8),
    STREAMS_PER_ADDRESS: z.coerce.number().int().min(1, 'must be at least 1').default(64),
    STREAM_HEARTBEAT_MS: z.coerce.number().int().min(50, 'must be at least 50').default(15_000),
    JSON_MAX_DEPTH: z.coerce
      .number()
      .int()
      .min(4, 'must be between 4 and 512')
      .max(512, 'must be between 4 and 512')
      .default(32),
    // 60 MP is the most the translate package's image reader accepts (raster.ts).
    IMAGE_MAX_PIXELS: z.coerce
      .number()
      .int()
      .min(1_000_000, 'must be between 1000000 and 60000000')
      .max(60_000_000, 'must be between 1000000 and 60000000')
      .default(40_000_000),
    AVATAR_MAX_PIXELS: z.coerce
      .number()
      .int()
      .min(65_536, 'must be between 65536 and 60000000')
      .max(60_000_000, 'must be between 65536 and 60000000')
      .default(16_000_000),
    DOCUMENT_WORKERS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 64')
      .max(64, 'must be between 0 and 64')
      .default(DEFAULT_DOCUMENT_THREADS),
    DOCUMENT_WORKER_MEMORY_MB: heapMb().default(DEFAULT_WORKER_MEMORY_MB),
    HEAVY_DOCUMENT_WORKERS: jobCount(64).default(DEFAULT_HEAVY_THREADS),
    HEAVY_WORKER_MEMORY_MB: heapMb().default(DEFAULT_HEAVY_MEMORY_MB),
    HEAVY_READ_MB: jobCount(65_536).default(32),
    HEAVY_UPLOADS_PER_OWNER: jobCount(1000).default(1),
    HEAVY_UPLOADS_PER_ADDRESS: jobCount(1000).default(4),
    DOCUMENT_TASK_SECONDS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 86400')
      .max(86_400, 'must be between 1 and 86400')
      .default(DEFAULT_TASK_MS / 1000),
    JOB_WORKERS: jobCount(64).default(2),
    JOB_OWNER_SHARE: jobCount(64).default(1),
    /** A translation that has worked this long gives its worker to another owner's waiting job; 0 = never. */
    JOB_SLICE_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(3600).default(2),
    /** Jobs this process works at once; 0 = serve requests and streams only (a scale-out server node). */
    WORKERS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(64).optional(),
    WORKER_ID: z
      .string()
      .regex(/^[\w.:@-]{1,120}$/, 'must be 1 to 120 letters, digits or . : @ - _')
      .optional(),
    JOB_LEASE_SECONDS: z.coerce.number({ message: 'must be a number' }).min(1).max(3600).default(30),
    JOB_OUTAGE_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(86_400).default(600),
    /** Runs of a job whose process died under it before the job is failed instead of run again. */
    JOB_MAX_ATTEMPTS: jobCount(100).default(3),
    SHUTDOWN_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(3600).default(20),
    ENGINE_SETTINGS_RECHECK_SECONDS: z.coerce.number({ message: 'must be a number' }).min(1).max(3600).default(30),
    EVENTS_KEPT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(100_000).default(50),
    STREAM_IDLE_SECONDS: z.coerce.number({ message: 'must be a number' }).min(1).max(86_400).default(120),
    JOB_OWNER_PER_MINUTE: jobCount(100_000).default(20),
    JOB_OWNER_WAITING: jobCount(100_000).default(20),
    JOB_ADDRESS_PER_MINUTE: jobCount(100_000).default(60),
    JOB_ADDRESS_WAITING: jobCount(100_000).default(60),
    UPLOAD_OWNER_PER_MINUTE: jobCount(100_000).default(20),
    UPLOAD_ADDRESS_PER_MINUTE: jobCount(100_000).default(60),
    ORDER_ADDRESS_PER_MINUTE: jobCount(100_000).default(30),
    // No default here: production takes none unless named, development and tests the sandbox (below).
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'none'], { message: 'must be sandbox, stripe or none' }).optional(),
    STRIPE_SECRET_KEY: z.string().min(1, 'must not be empty').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1, 'must not be empty').optional(),
    STRIPE_API_URL: z.url({ message: 'must be an absolute URL such as http://127.0.0.1:12111' }).optional(),
    STRIPE_AUTO_REFUND_STRAYS: booleanFlag.default(false),
    STRIPE_REFUND_WITHDRAWS: z.enum(['prorata', 'whole'], { message: 'must be prorata or whole' }).default('prorata'),
    STRIPE_AUTOMATIC_TAX: booleanFlag.default(false),
    STRIPE_PROMOTION_CODES: booleanFlag.default(false),
    CURRENCY: z.enum(CURRENCIES, { message: `must be one of ${CURRENCIES.join(', ')}` }).default('USD'),
    ORDER_PENDING_MINUTES: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 10080')
      .max(10_080, 'must be between 1 and 10080')
      .default(30),
    VISITOR_ADDRESS_DAILY_CHATS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .optional(),
    OPERATOR_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    PLAN_END_REMINDER_DAYS: z
      .string()
      .regex(/^(none|[1-9]\d{0,2}(,[1-9]\d{0,2})*)$/, 'must be days before the end, such as 7,1 (or none)')
      .default('7,1'),
    TRACKING: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    TRACKING_RETENTION_DAYS: jobCount(3650).default(180),
    TRACKING_CLIENT_PER_MINUTE: jobCount(100_000).default(60),
    TRACKING_ADDRESS_PER_MINUTE: jobCount(100_000).default(120),
    TRACKING_PER_MINUTE: jobCount(10_000_000).default(6000),
    API_KEY_PER_MINUTE: jobCount(100_000).default(300),
    CODES_PER_ADDRESS_HOUR: jobCount(100_000).default(30),
    SIGN_IN_ADDRESS_PER_MINUTE: jobCount(100_000).default(20),
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'stripe' || Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET), {
    message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    path: ['PAYMENT_PROVIDER'],
  })
  .refine((env) => env.FILE_STORE !== 's3' || Boolean(env.S3_BUCKET), {
    message: 'FILE_STORE=s3 needs S3_BUCKET',
    path: ['FILE_STORE'],
  })
  .refine((env) => env.SESSION_IDLE_DAYS <= env.SESSION_MAX_DAYS, {
    message: 'must not be more than SESSION_MAX_DAYS',
    path: ['SESSION_IDLE_DAYS'],
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
    /** Where files live: DATA_DIR/files, or an S3-compatible bucket every process shares. */
    fileStore:
      env.FILE_STORE === 's3'
        ? {
            kind: 's3' as const,
            bucket: env.S3_BUCKET ?? '',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            prefix: env.S3_PREFIX,
          }
        : { kind: 'local' as const },
    databaseUrl: env.DATABASE_URL,
    /** PostgreSQL connections of this process's pool (one more listens for events): see docs/deploy.md. */
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl: trimEndOf(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, '/'),
    logLevel: env.LOG_LEVEL,
    /** Who may say who the client is: nobody, the proxies' addresses, or a number of hops (http/trust-proxy.ts). */
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    textMaxChars: env.TEXT_MAX_CHARS,
    /** How long LibreTranslate's `/translate_file` waits for the document before giving up (decision 0030). */
    libreTranslateFileWaitMs: env.LIBRETRANSLATE_FILE_WAIT_SECONDS * 1000,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    siteName: env.SITE_NAME,
    /** Discover the installed Apertium pairs at start (off: only the llm engines). */
    apertium: env.APERTIUM === 'auto',
    /**
     * The embedded profile's file remembering each pair's start-up probe, so a restart does not probe
     * again; with DATABASE_URL the probes are in the database, shared by every process (decision 0036).
     */
    apertiumProbeCache: path.resolve(env.APERTIUM_PROBE_CACHE ?? path.join(env.DATA_DIR, 'apertium-probes.json')),
    /** Where the pairs' mode files are; unset: Debian's and a source build's usual folders. */
    apertiumModesDirs: env.APERTIUM_MODES_DIRS?.split(':')
      .filter(Boolean)
      .map((dir) => path.resolve(dir)),
    /** Which engine kind translates a pair that several serve (chat always needs the llm). */
    engineOrder: env.ENGINE_ORDER.split(',') as ('llm' | 'apertium')[],
    /** Shared key for sealing file passwords and signing download links; else DATA_DIR/secret.key. */
    secretKey: env.SECRET_KEY,
    /** Visitors' daily chats per client address (all client ids from it); default: the visitor allowance. */
    visitorAddressDailyChats: env.VISITOR_ADDRESS_DAILY_CHATS,
    /** Public API requests per key per minute (counted in the database on PostgreSQL). */
    apiKeyPerMinute: env.API_KEY_PER_MINUTE,
    /** E-mail codes one client address may ask for in an hour (raise it where many people share one address). */
    codesPerAddressHour: env.CODES_PER_ADDRESS_HOUR,
    /** Sign-ins and sign-ups one client address may try in a minute. */
    signInsPerAddressMinute: env.SIGN_IN_ADDRESS_PER_MINUTE,
    /**
     * How orders are paid (docs/decisions/0019-plans-and-payments.md): Stripe, the test sandbox, or
     * none. In production the sandbox (with which anyone can give themselves a plan) only when named.
     */
    payments: {
      provider: env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox'),
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiUrl: env.STRIPE_API_URL,
              /** Refund a payment no order can take (cancelled, replaced, already paid) at once. */
              autoRefundStrays: env.STRIPE_AUTO_REFUND_STRAYS,
              /** What a refund takes back: its share of what the order still gives, or all of it. */
              refundWithdraws: env.STRIPE_REFUND_WITHDRAWS,
              automaticTax: env.STRIPE_AUTOMATIC_TAX,
              promotionCodes: env.STRIPE_PROMOTION_CODES,
            }
          : undefined,
      currency: env.CURRENCY,
      pendingMs: env.ORDER_PENDING_MINUTES * 60_000,
      /** Order calls (pre-check, create, cancel, to-pay) per client address and minute. */
      writesPerMinute: env.ORDER_ADDRESS_PER_MINUTE,
      /** Where enterprise contact requests are e-mailed (they are stored either way). */
      operatorEmail: env.OPERATOR_EMAIL,
    },
    /** Days before a prepaid member plan ends that its holder is reminded by e-mail (none: never). */
    planEndReminderDays: env.PLAN_END_REMINDER_DAYS === 'none' ? [] : env.PLAN_END_REMINDER_DAYS.split(',').map(Number),
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
    avatar: {
      maxBytes: env.AVATAR_MAX_BYTES,
      formats: env.AVATAR_FORMATS.split(','),
      maxPixels: env.AVATAR_MAX_PIXELS,
    },
    /** Open event streams per client (account or visitor) and per address; the next is refused. */
    streams: {
      perClient: env.STREAMS_PER_CLIENT,
      perAddress: env.STREAMS_PER_ADDRESS,
      /** Keep-alive period, and how soon a signed-out session's streams end. */
      heartbeatMs: env.STREAM_HEARTBEAT_MS,
      /** A stream of a conversation with no job and no event for this long ends (the client reconnects when it needs to). */
      idleMs: env.STREAM_IDLE_SECONDS * 1000,
    },
    /** How long a stopping process lets its running jobs finish before handing them back. */
    shutdownMs: env.SHUTDOWN_SECONDS * 1000,
    /** How often a process looks for llm settings another process saved in the console. */
    engineSettingsRecheckMs: env.ENGINE_SETTINGS_RECHECK_SECONDS * 1000,
    /**
     * Reading, building and rendering documents runs in worker threads (decision 0016): threads for
     * requests, JOB_WORKERS threads for translation runs and HEAVY_DOCUMENT_WORKERS for heavy
     * files, a heap cap per thread (the larger one for heavy files) and a time cap per task; 0
     * threads runs it all on the event loop. Together they set the process's memory budget
     * (memoryBudgetMb, logged at start).
     */
    documents: {
      threads: env.DOCUMENT_WORKERS,
      jobThreads: env.JOB_WORKERS,
      heavyThreads: env.HEAVY_DOCUMENT_WORKERS,
      memoryMb: env.DOCUMENT_WORKER_MEMORY_MB,
      heavyMemoryMb: env.HEAVY_WORKER_MEMORY_MB,
      taskMs: env.DOCUMENT_TASK_SECONDS * 1000,
    },
    /**
     * A file whose reading works through more than `bytes` (a zip's declared inflated size, a
     * picture's pixels ...) is read in the heavy lane; an owner, and a client address, may have
     * this many such uploads read at once in one process, the next is refused at once.
     */
    heavyReads: {
      bytes: env.HEAVY_READ_MB * 1024 * 1024,
      perOwner: env.HEAVY_UPLOADS_PER_OWNER,
      perAddress: env.HEAVY_UPLOADS_PER_ADDRESS,
    },
    /** JSON bodies nested deeper than this are refused before they are parsed. */
    jsonMaxDepth: env.JSON_MAX_DEPTH,
    /** Images (uploads, pictures in documents) above this many pixels are refused before decoding. */
    imageMaxPixels: env.IMAGE_MAX_PIXELS,
    passwordHash: { memoryCost: env.PASSWORD_HASH_MEMORY_KIB, timeCost: env.PASSWORD_HASH_TIME_COST },
    /**
     * A session ends after this long unused or this long after sign-in; a new sign-in ends the
     * least recently used ones beyond `perAccount` (1: "signed out elsewhere", docs/product.md §4.2).
     */
    sessions: {
      idleMs: env.SESSION_IDLE_DAYS * DAY_MS,
      maxMs: env.SESSION_MAX_DAYS * DAY_MS,
      perAccount: env.SESSIONS_PER_ACCOUNT,
    },
    /**
     * The job queue: jobs this process runs at once, and how many one owner may run while others
     * wait (docs/decisions/0012-jobs-and-events.md); limits per owner and per client address.
     */
    jobs: {
      workers: env.WORKERS ?? env.JOB_WORKERS,
      perOwner: env.JOB_OWNER_SHARE,
      /**
       * Who holds a job (docs/decisions/0024-many-processes.md). A process takes back at start only
       * the jobs held under its own id (its previous life); the default, host and port, is unique per machine.
       */
      workerId: env.WORKER_ID ?? `${hostname()}:${env.PORT}`,
      /** A job whose holder has not beaten its heartbeat for this long is taken over by another worker. */
      leaseMs: env.JOB_LEASE_SECONDS * 1000,
      /** How long a job waits out an unreachable or overloaded engine, retrying the failed batch, before it fails. */
      outageMs: env.JOB_OUTAGE_SECONDS * 1000,
      /**
       * A job whose process died under it this many times (a poison job) fails at its next claim,
       * before any engine call, and its chat is given back (docs/decisions/0024-many-processes.md).
       */
      maxAttempts: env.JOB_MAX_ATTEMPTS,
      /** Events of a conversation kept when a turn ends; a client further behind reconnects to a snapshot. */
      eventsKept: env.EVENTS_KEPT,
      /**
       * Fair lanes (docs/decisions/0031-fair-lanes.md): when every worker is busy, a translation that
       * has worked this long gives its worker to a waiting job of another owner and waits its turn.
       */
      sliceMs: env.JOB_SLICE_SECONDS * 1000,
      limits: {
        ownerPerMinute: env.JOB_OWNER_PER_MINUTE,
        ownerWaiting: env.JOB_OWNER_WAITING,
        addressPerMinute: env.JOB_ADDRESS_PER_MINUTE,
        addressWaiting: env.JOB_ADDRESS_WAITING,
      },
    },
    /** Files one owner, and one client address, may upload per minute (counted in the database). */
    uploads: { ownerPerMinute: env.UPLOAD_OWNER_PER_MINUTE, addressPerMinute: env.UPLOAD_ADDRESS_PER_MINUTE },
    /**
     * Tracking events (docs/decisions/0023-tracking-consent-and-reports.md): whether the web app sends
     * them, how long they are kept, and how many one browser and one address may send per minute.
     */
    tracking: {
      enabled: env.TRACKING === 'on',
      retentionMs: env.TRACKING_RETENTION_DAYS * DAY_MS,
      clientPerMinute: env.TRACKING_CLIENT_PER_MINUTE,
      addressPerMinute: env.TRACKING_ADDRESS_PER_MINUTE,
      totalPerMinute: env.TRACKING_PER_MINUTE,
    },
  }));

/** A worker thread's heap cap in MB. */
function heapMb() {
  return z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(128, 'must be between 128 and 65536')
    .max(65_536, 'must be between 128 and 65536');
}

/** A count setting of the job queue: a whole number from 1 to `max`. */
function jobCount(max: number) {
  return z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);
}

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
