import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A route's limit per API key (API_KEY_PER_MINUTE), counted after the body is read so a key sent
 * in the body counts too; requests without a key are counted per client address. On PostgreSQL
 * the counts are shared by every server node (the app's rate-limit store).
 */
export function perKeyLimit(max: number, secretOf: (request: FastifyRequest) => string | undefined) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const secret = secretOf(request)?.trim();
        return secret
          ? `api-key:${createHash('sha256').update(secret).digest('hex').slice(0, 40)}`
          : `api-address:${request.ip}`;
      },
    },
  };
}
