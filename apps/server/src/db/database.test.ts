import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../../../packages/translate/test/temp-folders.ts';
import { createDatabase } from './database.ts';

const tempFolder = tempFolders('glossa-db-');

describe('the SQLite database', () => {
  it('keeps a transaction that reads and then writes when another process writes in between', async () => {
    const dataDir = tempFolder();
    const db = createDatabase({ databaseUrl: undefined, dataDir });
    // Another process on the same file, such as the operator command (here told not to wait for a lock).
    const other = new SQLite(path.join(dataDir, 'app.db'), { timeout: 0 });
    try {
      await sql`create table marks (n integer not null)`.execute(db);
      let otherWrite: string | undefined;
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from marks`.execute(trx);
        try {
          other.prepare('insert into marks (n) values (2)').run();
        } catch (error) {
          otherWrite = (error as { code?: string }).code;
        }
        await sql`insert into marks (n) values (1)`.execute(trx);
      });
      // The transaction held the write lock from its start: the other writer was told to wait,
      // and the transaction's own write went through.
      expect(otherWrite).toBe('SQLITE_BUSY');
      const rows = await sql<{ n: number }>`select n from marks`.execute(db);
      expect(rows.rows).toEqual([{ n: 1 }]);
      other.prepare('insert into marks (n) values (2)').run();
      expect((await sql<{ n: number }>`select n from marks order by n`.execute(db)).rows).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
