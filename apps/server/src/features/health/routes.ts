import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '#core/lifecycle.ts';
import { type Database, pingDatabase } from '#db/database.ts';

/**
 * Liveness (the process answers) and readiness: the database, the job queue and the file storage
 * answer, and the process is not shutting down (503 then, so the balancer sends elsewhere).
 */
export async function healthRoutes(app: FastifyInstance, { db, lifecycle }: { db: Database; lifecycle: Lifecycle }) {
  lifecycle.addCheck('database', () => pingDatabase(db));
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { ready, parts, closing } = await lifecycle.readiness((part, error) =>
      request.log.warn({ err: error, part }, 'readiness check failed'),
    );
    const status = ready ? 'ready' : closing ? 'closing' : 'not ready';
    return reply.status(ready ? 200 : 503).send({ status, ...parts });
  });
}
