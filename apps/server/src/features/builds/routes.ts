import type { BuildInfo } from '@glossa/contracts/base-config';
import type { FastifyInstance } from 'fastify';

/** `GET /builds/latest.json`: the app polls it and reloads on its next navigation when the id changes. */
export async function buildRoutes(app: FastifyInstance, { build }: { build: BuildInfo }) {
  app.get('/builds/latest.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return build;
  });
}
