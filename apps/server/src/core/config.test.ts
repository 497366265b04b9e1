import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('loadConfig', () => {
  it('gives the embedded profile by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('finds the web app and the data folder from the repository root wherever this module lives', () => {
    const config = loadConfig({});
    expect(existsSync(path.join(repoRoot, 'package.json'))).toBe(true);
    expect(config.webDistDir).toBe(path.join(repoRoot, 'apps/web/dist'));
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('checks the mail settings and derives the sender from the site', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://t.example.com' }).mailFrom).toBe('Glossa <no-reply@t.example.com>');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL: must be an smtp://');
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow('MAIL_FROM: must be an address');
  });

  it('takes no payments in production unless named, the sandbox elsewhere, and Stripe only with both keys', () => {
    expect(loadConfig({}).payments.provider).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({
      provider: 'sandbox',
      stripe: undefined,
      currency: 'USD',
      pendingMs: 30 * 60_000,
      writesPerMinute: 30,
      operatorEmail: undefined,
    });
    expect(loadConfig({ ORDER_ADDRESS_PER_MINUTE: '1000' }).payments.writesPerMinute).toBe(1000);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'PAYMENT_PROVIDER: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...stripe, CURRENCY: 'EUR' }).payments).toMatchObject({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        autoRefundStrays: false,
        refundWithdraws: 'prorata',
        automaticTax: false,
        promotionCodes: false,
      },
      currency: 'EUR',
    });
    const options = {
      STRIPE_AUTO_REFUND_STRAYS: 'true',
      STRIPE_REFUND_WITHDRAWS: 'whole',
      STRIPE_AUTOMATIC_TAX: 'yes',
      STRIPE_PROMOTION_CODES: '1',
    };
    expect(loadConfig({ ...stripe, ...options }).payments.stripe).toMatchObject({
      autoRefundStrays: true,
      refundWithdraws: 'whole',
      automaticTax: true,
      promotionCodes: true,
    });
    expect(() => loadConfig({ ...stripe, STRIPE_REFUND_WITHDRAWS: 'half' })).toThrow(
      'STRIPE_REFUND_WITHDRAWS: must be prorata or whole',
    );
    expect(() => loadConfig({ CURRENCY: 'GBP' })).toThrow('CURRENCY: must be one of USD, EUR, CNY, JPY');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      'PAYMENT_PROVIDER: must be sandbox, stripe or none',
    );
    expect(loadConfig({ VISITOR_ADDRESS_DAILY_CHATS: '' }).visitorAddressDailyChats).toBeUndefined();
  });

  it('reads the session lifetimes in days and how many sessions an account keeps', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(loadConfig({}).sessions).toEqual({ idleMs: 30 * day, maxMs: 365 * day, perAccount: 1 });
    const custom = { SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '90', SESSIONS_PER_ACCOUNT: '5' };
    expect(loadConfig(custom).sessions).toEqual({ idleMs: 7 * day, maxMs: 90 * day, perAccount: 5 });
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow('SESSION_IDLE_DAYS: must be between 1 and 3650');
    expect(() => loadConfig({ SESSION_MAX_DAYS: '1.5' })).toThrow('SESSION_MAX_DAYS: must be a whole number');
    expect(() => loadConfig({ SESSIONS_PER_ACCOUNT: '101' })).toThrow(
      'SESSIONS_PER_ACCOUNT: must be between 1 and 100',
    );
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '40', SESSION_MAX_DAYS: '30' })).toThrow(
      'SESSION_IDLE_DAYS: must not be more than SESSION_MAX_DAYS',
    );
  });

  it('keeps files on the local disk, or in an S3 bucket when told where', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'local' });
    const s3 = loadConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'glossa-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PREFIX: 'site-a/',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(s3.fileStore).toMatchObject({
      kind: 's3',
      bucket: 'glossa-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: 'site-a/',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow('FILE_STORE: FILE_STORE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow('FILE_STORE: must be local or s3');
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_PREFIX: 'no-slash' })).toThrow('S3_PREFIX:');
  });

  it('reads the document worker settings: threads, a heap and a time cap', () => {
    expect(loadConfig({ DOCUMENT_WORKERS: '0' }).documents.threads).toBe(0);
    const documents = loadConfig({
      DOCUMENT_WORKERS: '3',
      DOCUMENT_WORKER_MEMORY_MB: '512',
      DOCUMENT_TASK_SECONDS: '30',
    }).documents;
    expect(documents).toEqual({
      threads: 3,
      jobThreads: 2,
      heavyThreads: 1,
      memoryMb: 512,
      heavyMemoryMb: 2048,
      taskMs: 30_000,
    });
    expect(() => loadConfig({ DOCUMENT_WORKER_MEMORY_MB: '64' })).toThrow(
      'DOCUMENT_WORKER_MEMORY_MB: must be between 128 and 65536',
    );
  });

  it('reads when a file is heavy to read, its lane and how many one owner and one address may have read at once', () => {
    expect(loadConfig({}).heavyReads).toEqual({ bytes: 32 * 1024 * 1024, perOwner: 1, perAddress: 4 });
    const config = loadConfig({
      HEAVY_READ_MB: '64',
      HEAVY_DOCUMENT_WORKERS: '2',
      HEAVY_WORKER_MEMORY_MB: '4096',
      HEAVY_UPLOADS_PER_OWNER: '2',
      HEAVY_UPLOADS_PER_ADDRESS: '8',
    });
    expect(config.heavyReads).toEqual({ bytes: 64 * 1024 * 1024, perOwner: 2, perAddress: 8 });
    expect(config.documents).toMatchObject({ heavyThreads: 2, heavyMemoryMb: 4096 });
    expect(() => loadConfig({ HEAVY_UPLOADS_PER_OWNER: '0' })).toThrow(
      'HEAVY_UPLOADS_PER_OWNER: must be between 1 and 1000',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('names each wrong variable and what is wrong with it', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT: must be between 1 and 65535 (got "70000")');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('LOG_LEVEL:');
      expect(message).toContain('PUBLIC_URL: must be an absolute URL');
    }
  });

  it('trusts only the proxies it is given, and refuses TRUST_PROXY=true with what to give instead', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5,10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: would believe any client/);
  });

  it('accepts PostgreSQL and trims the public URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db', PUBLIC_URL: 'https://t.example.com/' });
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1/db');
    expect(config.publicUrl).toBe('https://t.example.com');
  });
});
