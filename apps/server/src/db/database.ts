import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import {
  PRIVATE_FILE_MODE,
  preparePrivateDirSync,
  preparePrivateFileSync,
  tryChmodSync,
} from '../features/files/private-paths.ts';
import type { DatabaseSchema } from './schema.ts';

export type Database = Kysely<DatabaseSchema>;
export type DatabaseDialect = 'sqlite' | 'postgres';

// bigint columns hold epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

export function databaseDialect(options: Pick<DatabaseOptions, 'databaseUrl'>): DatabaseDialect {
  return options.databaseUrl ? 'postgres' : 'sqlite';
}

/** SQLite file in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover, a dropped database) must not
    // take the process down: the pool discards it, and the next query reports a real outage.
    pool.on('error', () => {});
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
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: file }) });
}

export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
