import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';

/**
 * A migrated database made once per set of migrations and copied for each test app: a PostgreSQL
 * template database (`create database ... template`), or a SQLite file copied into the test's
 * DATA_DIR. Migrating anew for every test app took most of the API suite's time on PostgreSQL.
 * The name carries a hash of the migrations' sources, so an edited migration makes a new template.
 */
const migrationsDir = path.resolve(import.meta.dirname, '../src/db/migrations');

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(migrationsDir, file)));
  }
  hash.update(readFileSync(path.resolve(migrationsDir, '../migrate.ts')));
  return hash.digest('hex').slice(0, 16);
}

const templateKey = migrationsHash();

/** Copies a migrated SQLite database into `dataDir` (as app.db), made first if this run has none. */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  const folder = path.join(tmpdir(), `glossa-template-${templateKey}`);
  const file = path.join(folder, 'app.db');
  if (!existsSync(file)) {
    // Made in a folder of its own and renamed: two test workers making it at once both succeed.
    const making = path.join(tmpdir(), `glossa-template-${templateKey}-${randomBytes(4).toString('hex')}`);
    const db = createDatabase({ databaseUrl: undefined, dataDir: making });
    await migrateToLatest(db);
    await db.destroy();
    mkdirSync(folder, { recursive: true });
    renameSync(path.join(making, 'app.db'), file);
  }
  copyFileSync(file, path.join(dataDir, 'app.db'));
  chmodSync(path.join(dataDir, 'app.db'), 0o600);
}

let template: Promise<string> | undefined;

/** The template database's name, made (migrated) once by whichever test worker comes first. */
function postgresTemplate(admin: string): Promise<string> {
  template ??= (async () => {
    const name = `glossa_template_${templateKey}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      // One worker makes it while the others wait on the lock, then find it made.
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const making = `${name}_${randomBytes(4).toString('hex')}`;
        await client.query(`create database ${making}`);
        const url = new URL(admin);
        url.pathname = `/${making}`;
        const db = createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
        await migrateToLatest(db);
        await db.destroy();
        await client.query(`alter database ${making} rename to ${name}`);
      }
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
      await client.end();
    }
  })();
  return template;
}

/** A new PostgreSQL database with every migration applied, copied from the template: its name. */
export async function createMigratedPostgres(admin: string, name: string): Promise<void> {
  const source = await postgresTemplate(admin);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${source}`);
  } finally {
    await client.end();
  }
}
