import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';

/** Windows older than this are deleted now and then (a window is a minute or so). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const FORGET_EVERY = 1000;

/**
 * Counts one hit of `key` in the shared database: a new window when the last has passed, one more
 * otherwise, in one statement, so two nodes counting at once never lose a hit.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; resetAt: number }> {
  const name = key.slice(0, 300);
  const expired = sql`rate_limit_hits.window_start + ${windowMs} <= ${now}`;
  const result = await sql<{ hits: number; window_start: number }>`
    insert into rate_limit_hits (key, hits, window_start) values (${name}, 1, ${now})
    on conflict (key) do update set
      hits = case when ${expired} then 1 else rate_limit_hits.hits + 1 end,
      window_start = case when ${expired} then ${now} else rate_limit_hits.window_start end
    returning hits, window_start`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit not counted');
  return { count: Number(row.hits), resetAt: Number(row.window_start) + windowMs };
}

async function forgetOldHits(db: Database, now: number): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('window_start', '<', now - FORGET_AFTER_MS)
    .execute()
    .catch(() => undefined);
}

/**
 * The HTTP rate limits of the scale-out profile, counted in the shared database so that they do
 * not multiply with the server nodes (decision 0024). One row per route and client address: the
 * upsert starts a new window when the last has passed and counts otherwise, in one statement, so
 * two nodes counting at once never lose a hit (countHit). The embedded profile keeps the plugin's memory store.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      countHit(db, `${this.prefix}${key}`, timeWindow, now)
        .then(({ count, resetAt }) => {
          callback(null, { current: count, ttl: resetAt - now });
          if (++calls % FORGET_EVERY === 0) void forgetOldHits(db, now);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    /** One counter per route, as the plugin's Redis store keeps them. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(route?.method)}${route?.url}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
