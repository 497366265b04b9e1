import { deeplGlossariesAnswer, deeplGlossary } from '@glossa/contracts/deepl-answers';
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

  const created = { body: deeplGlossaryBody, response: { 201: deeplGlossary } };
  routes.post('/glossaries', { config: limit, schema: created }, async (request, reply) =>
    reply.status(201).send(await glossaries.create(owner(request), request.body)),
  );
  const listed = { querystring: deeplAuthOnly, response: { 200: deeplGlossariesAnswer } };
  routes.get('/glossaries', { config: limit, schema: listed }, async (request) => ({
    glossaries: await glossaries.list(owner(request)),
  }));
  const one = { params, response: { 200: deeplGlossary } };
  routes.get('/glossaries/:glossary_id', { config: limit, schema: one }, async (request) =>
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
