import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCatalog } from '@glossa/i18n/catalog';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { DocumentWork } from '@glossa/translate/formats/work/document-work';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Config, loadConfig } from '#core/config.ts';
import type { Lifecycle } from '#core/lifecycle.ts';
import { createDatabase, type Database } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { buildApp } from '../src/app.ts';
import { loadWebBundle, type WebBundle } from '../src/features/pages/web-bundle.ts';
import { copyMigratedSqlite, createMigratedPostgres } from './database-template.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

const catalog = loadCatalog();

/**
 * A database of its own for one test file: a temporary SQLite file, or a fresh PostgreSQL database
 * (`migrated`: a copy of the migrated template, database-template.ts).
 */
export async function freshDatabaseUrl({
  migrated = false,
} = {}): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: undefined, drop: async () => {} };
  const name = `glossa_test_${randomBytes(6).toString('hex')}`;
  if (migrated) await createMigratedPostgres(admin, name);
  else {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: admin });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** The real server on a fresh database; the web bundle is the built one when present. */
export async function createTestApp(
  env: Record<string, string> = {},
  bundle?: WebBundle,
  options: {
    now?: () => number;
    engines?: EngineSet;
    documents?: DocumentWork;
    logStream?: NodeJS.WritableStream;
    lifecycle?: Lifecycle;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-test-'));
  // Migrated already (a copy of a template): migrateToLatest below finds nothing to do.
  const database = await freshDatabaseUrl({ migrated: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Every injected request comes from one address: visitors are counted per client id here,
    // unless a test sets the per-address count (billing.test.ts).
    VISITOR_ADDRESS_DAILY_CHATS: '1000000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // Only into a folder that is there already: a test of how the server makes its folder lets it.
  if (!database.url && existsSync(config.dataDir) && !existsSync(path.join(config.dataDir, 'app.db')))
    await copyMigratedSqlite(config.dataDir);
  const db = createDatabase(config);
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    catalog,
    bundle: bundle ?? loadWebBundle(config.webDistDir),
    now: options.now,
    engines: options.engines,
    documents: options.documents,
    logStream: options.logStream,
    lifecycle: options.lifecycle,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    dialect: database.url ? 'postgres' : 'sqlite',
    async close() {
      // Each step runs even when an earlier one fails (a test may have closed the database itself).
      await app.close().catch(() => {});
      await db.destroy().catch(() => {});
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const FALLBACK_BUNDLE: WebBundle = loadWebBundle(path.join(tmpdir(), 'glossa-no-web-bundle'));

/** The six-digit code of the newest mail to `email` in the outbox (the sign-up and sign-in codes). */
export async function mailedCode(db: Database, email: string): Promise<string> {
  // The newest mail with a code: a receipt or a reminder may have come after it.
  const mails = await db
    .selectFrom('outbox')
    .select('text')
    .where('to', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  const code = mails.map((mail) => /^(\d{6})$/m.exec(mail.text)?.[1]).find((found) => found !== undefined);
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}
