import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { countHit } from '#http/shared-rate-limits.ts';

const WINDOW_MS = 60_000;

/** A route's `config` saying how its requests' key is read, for the per-key limit of its scope. */
export interface KeyLimitConfig {
  keyLimit: { secretOf: (request: FastifyRequest) => string | undefined };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    keyLimit?: KeyLimitConfig['keyLimit'];
  }
}

export function perKeyLimit(secretOf: (request: FastifyRequest) => string | undefined): KeyLimitConfig {
  return { keyLimit: { secretOf } };
}

/** Counts hits per key in fixed windows: in the shared database, or in this process's memory. */
export type HitCounter = (key: string, now: number) => Promise<{ count: number; resetAt: number }>;

/** The embedded profile's counter: one process, so memory is the whole truth. */
export function memoryHitCounter(): HitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (key, now) => {
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size > 10_000) for (const [old, seen] of windows) if (seen.resetAt <= now) windows.delete(old);
      window = { count: 0, resetAt: now + WINDOW_MS };
      windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  };
}

/** The scale-out profile's counter: every server node counts in the same rows. */
export function databaseHitCounter(db: Database): HitCounter {
  return (key, now) => countHit(db, key, WINDOW_MS, now);
}

/** Whom a request is counted for: its key (hashed, never stored as sent), else its client address. */
function counterKey(request: FastifyRequest, secretOf: KeyLimitConfig['keyLimit']['secretOf']): string {
  const secret = secretOf(request)?.trim();
  return secret
    ? `api-key:${createHash('sha256').update(secret).digest('hex').slice(0, 40)}`
    : `api-address:${request.ip}`;
}

/**
 * API_KEY_PER_MINUTE per key over every route of the public APIs together (one key spread over
 * seven routes made 2,100 requests in 17 s when each route counted its own). Counted before the
 * handler, after the body is read, so a key sent in the body counts too; requests without a key
 * count for their client address. Past the limit: 429 with Retry-After, in each API's own shape.
 */
export function limitPerKey(scope: FastifyInstance, counter: HitCounter, max: number, now: () => number): void {
  scope.addHook('preHandler', async (request, reply) => {
    const limit = request.routeOptions.config?.keyLimit;
    if (!limit) return;
    const at = now();
    const { count, resetAt } = await counter(counterKey(request, limit.secretOf), at);
    reply.header('x-ratelimit-limit', String(max));
    reply.header('x-ratelimit-remaining', String(Math.max(0, max - count)));
    if (count > max) {
      reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt - at) / 1000))));
      throw new AppError('rateLimited');
    }
  });
}
