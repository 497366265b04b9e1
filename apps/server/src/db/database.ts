import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import { PRIVATE_FILE_MODE, preparePrivateDirSync, preparePrivateFileSync, tryChmodSync } from '#core/private-paths.ts';
import type { DatabaseSchema } from './schema.ts';

export type Database = Kysely<DatabaseSchema>;
export type DatabaseDialect = 'sqlite' | 'postgres';

// bigint columns hold epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** PostgreSQL: connections in the pool (10 when left out). */
  databasePoolSize?: number;
  dataDir: string;
}

/** A connection PostgreSQL does not accept within this is given up: the query fails as an outage instead of hanging. */
export const CONNECT_TIMEOUT_MS = 5000;
/** TCP keep-alive on every connection, so one the network dropped without a word is noticed. */
const KEEP_ALIVE_MS = 10_000;

/** How every connection of the site to PostgreSQL is made (the pool's, and the one listening for events). */
export function connectionSettings(url: string): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_MS,
  };
}

/**
 * SQLite transactions begin IMMEDIATE: each takes the write lock at its start, waiting for it up to
 * busy_timeout. A deferred one that read and then wrote failed at once (SQLITE_BUSY, whatever the
 * timeout) when another process had written in between: a sandbox payment answered 500 while the
 * operator command (`npm run operator`) granted a role beside the server.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function databaseDialect(options: Pick<DatabaseOptions, 'databaseUrl'>): DatabaseDialect {
  return options.databaseUrl ? 'postgres' : 'sqlite';
}

/** SQLite file in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ ...connectionSettings(options.databaseUrl), max: options.databasePoolSize ?? 10 });
    // A connection the server ends (restart, failover, pg_terminate_backend) must not take the
    // process down. Idle, the pool discards it ('error' on the pool); checked out by a query, the
    // client itself reports it ('error' on the client, which nothing else listens to then), and
    // the query fails with it: callers see an outage (db/unavailable.ts), never a crash.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  preparePrivateDirSync(options.dataDir);
  const location = path.join(options.dataDir, 'app.db');
  // SQLite creates the -wal and -shm files with the database file's own mode, so a 0600
  // app.db made before SQLite opens it keeps all three private whatever the umask.
  preparePrivateFileSync(location);
  const file = new SQLite(location);
  file.pragma('journal_mode = WAL');
  for (const companion of ['-wal', '-shm']) tryChmodSync(`${location}${companion}`, PRIVATE_FILE_MODE);
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  return new Kysely<DatabaseSchema>({ dialect: new ImmediateSqliteDialect({ database: file }) });
}

export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
