import { deeplGlossariesAnswer, deeplGlossary } from '@glossa/contracts/deepl-answers';
import { deeplAuthOnly, deeplGlossaryBody, deeplGlossaryParams } from '@glossa/contracts/deepl-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerKey } from '#core/owner.ts';
import { textAnswer } from '../public-api/index.ts';
import { callerOf } from './deepl-requests.ts';
import { DeeplGlossaries } from './glossaries.ts';
import { deeplSchema } from './operations.ts';
import type { DeeplRouteOptions } from './route-options.ts';

const TSV = 'text/tab-separated-values';

/** `/v2/glossaries`: create (TSV or CSV entries), list, get, entries (TSV) and delete, over term bases. */
export async function deeplGlossaryRoutes(app: FastifyInstance, { db, now, limit }: DeeplRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const glossaries = new DeeplGlossaries({ db, now });
  const owner = (request: FastifyRequest) => ownerKey(callerOf(request).owner);
  const params = deeplGlossaryParams;

  const created = deeplSchema(
    'deeplCreateGlossary',
    'Create a glossary',
    { body: deeplGlossaryBody, response: { 201: deeplGlossary } },
    [413],
  );
  routes.post('/glossaries', { config: limit, schema: created }, async (request, reply) =>
    reply.status(201).send(await glossaries.create(owner(request), request.body)),
  );
  const listed = deeplSchema('deeplListGlossaries', 'List glossaries', {
    querystring: deeplAuthOnly,
    response: { 200: deeplGlossariesAnswer },
  });
  routes.get('/glossaries', { config: limit, schema: listed }, async (request) => ({
    glossaries: await glossaries.list(owner(request)),
  }));
  const one = deeplSchema('deeplGetGlossary', 'Read a glossary', { params, response: { 200: deeplGlossary } }, [404]);
  routes.get('/glossaries/:glossary_id', { config: limit, schema: one }, async (request) =>
    glossaries.get(owner(request), request.params.glossary_id),
  );
  const entries = deeplSchema(
    'deeplGetGlossaryEntries',
    'The entries of a glossary',
    { params, response: { 200: textAnswer('The entries, one per line: source, tab, target.', TSV) } },
    [404],
  );
  routes.get('/glossaries/:glossary_id/entries', { config: limit, schema: entries }, async (request, reply) =>
    reply
      .header('content-type', `${TSV}; charset=utf-8`)
      .send(await glossaries.entriesTsv(owner(request), request.params.glossary_id)),
  );
  const removed = deeplSchema(
    'deeplDeleteGlossary',
    'Delete a glossary',
    { params, response: { 204: z.null().describe('Deleted with its entries.') } },
    [404],
  );
  routes.delete('/glossaries/:glossary_id', { config: limit, schema: removed }, async (request, reply) => {
    await glossaries.remove(owner(request), request.params.glossary_id);
    return reply.status(204).send(null);
  });
}
