import { deeplAuthOnly, deeplGlossaryBody, deeplGlossaryParams } from '@glossa/contracts/deepl-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerKey } from '../../core/owner.ts';
import { callerOf } from './deepl-requests.ts';
import { DeeplGlossaries } from './glossaries.ts';
import type { DeeplRouteOptions } from './route-options.ts';

/** `/v2/glossaries`: create (TSV or CSV entries), list, get, entries (TSV) and delete, over term bases. */
export async function deeplGlossaryRoutes(app: FastifyInstance, { db, now, limit }: DeeplRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const glossaries = new DeeplGlossaries({ db, now });
  const owner = (request: FastifyRequest) => ownerKey(callerOf(request).owner);
  const params = deeplGlossaryParams;

  routes.post('/glossaries', { config: limit, schema: { body: deeplGlossaryBody } }, async (request, reply) =>
    reply.status(201).send(await glossaries.create(owner(request), request.body)),
  );
  routes.get('/glossaries', { config: limit, schema: { querystring: deeplAuthOnly } }, async (request) => ({
    glossaries: await glossaries.list(owner(request)),
  }));
  routes.get('/glossaries/:glossary_id', { config: limit, schema: { params } }, async (request) =>
    glossaries.get(owner(request), request.params.glossary_id),
  );
  routes.get('/glossaries/:glossary_id/entries', { config: limit, schema: { params } }, async (request, reply) =>
    reply
      .header('content-type', 'text/tab-separated-values; charset=utf-8')
      .send(await glossaries.entriesTsv(owner(request), request.params.glossary_id)),
  );
  routes.delete('/glossaries/:glossary_id', { config: limit, schema: { params } }, async (request, reply) => {
    await glossaries.remove(owner(request), request.params.glossary_id);
    return reply.status(204).send();
  });
}
