import { PostgresAdapter, type QueryExecutorProvider, sql } from 'kysely';

/**
 * Makes the rest of a transaction wait for any other transaction that took the same keys, so a
 * count-then-insert (a limit) cannot be passed by two requests at once. PostgreSQL: transaction
 * advisory locks, released at commit. SQLite runs one write transaction at a time already.
 * Keys are taken in sorted order, so two transactions never wait for each other.
 */
export async function serializeOn(trx: QueryExecutorProvider, keys: readonly string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
