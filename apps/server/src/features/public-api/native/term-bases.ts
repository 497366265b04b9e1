import {
  importReportAnswer,
  termBaseAnswer,
  termBaseListAnswer,
  termEntriesAnswer,
  termEntryAnswer,
} from '@glossa/contracts/public-api';
import { NATIVE_PATHS } from '@glossa/contracts/public-api-paths';
import {
  addTermEntryRequest,
  createTermBaseRequest,
  importTermsText,
  termBaseListQuery,
  termBaseParams,
  termEntriesQuery,
} from '@glossa/contracts/public-api-requests';
import { noQuery } from '@glossa/contracts/request-rules';
import { TERM_BASE_LIMITS } from '@glossa/contracts/term-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerKey } from '#core/owner.ts';
import { filterLanguage, importTerms, ownTermBase, TermBaseService, toSummary } from '../../term-base/index.ts';
import { errorResponses } from './errors.ts';
import type { NativeRouteOptions } from './route-options.ts';

const tags = ['native'];
const security = [{ bearer: [] }];
const TERM_LIST_TYPES = ['text/csv', 'text/tab-separated-values'];

/** The key account's term bases (the website's glossaries): list, create, read, delete, entries, import. */
export async function termBaseRoutes(app: FastifyInstance, { db, now, callerOf, limited }: NativeRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new TermBaseService({ db, now });
  const owner = (request: FastifyRequest) => ownerKey(callerOf(request).owner);
  // A term list is sent as it is saved: CSV or TSV text (text/plain is read by Fastify itself).
  app.addContentTypeParser(TERM_LIST_TYPES, { parseAs: 'string' }, (_request, body, done) => done(null, body));

  routes.get(
    NATIVE_PATHS.termBases,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'listTermBases',
        summary: 'List term bases',
        security,
        querystring: termBaseListQuery,
        response: { 200: termBaseListAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const filter = {
        sourceLanguage: filterLanguage(request.query.sourceLanguage),
        targetLanguage: filterLanguage(request.query.targetLanguage),
      };
      return { termBases: await service.list(owner(request), filter) };
    },
  );

  routes.post(
    NATIVE_PATHS.termBases,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'createTermBase',
        summary: 'Create a term base',
        security,
        querystring: noQuery,
        body: createTermBaseRequest,
        response: { 201: termBaseAnswer, ...errorResponses() },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(owner(request), request.body)),
  );

  routes.get(
    NATIVE_PATHS.termBase,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'getTermBase',
        summary: 'Read a term base',
        security,
        params: termBaseParams,
        querystring: noQuery,
        response: { 200: termBaseAnswer, ...errorResponses(404) },
      },
    },
    async (request) => toSummary(await ownTermBase(db, owner(request), request.params.termBaseId)),
  );

  routes.delete(
    NATIVE_PATHS.termBase,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'deleteTermBase',
        summary: 'Delete a term base',
        security,
        params: termBaseParams,
        querystring: noQuery,
        response: { 204: z.null().describe('Deleted with its entries.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.remove(owner(request), request.params.termBaseId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    NATIVE_PATHS.entries,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'listTermEntries',
        summary: 'List the entries of a term base',
        security,
        params: termBaseParams,
        querystring: termEntriesQuery,
        response: { 200: termEntriesAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { page, pageSize, keyword } = request.query;
      const { termBaseId } = request.params;
      const found = await service.entries(owner(request), { termBaseId, keyword, pageNum: page, pageSize });
      return { entries: found.records, total: found.total, page, pageSize };
    },
  );

  routes.post(
    NATIVE_PATHS.entries,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'addTermEntry',
        summary: 'Add an entry to a term base',
        security,
        params: termBaseParams,
        querystring: noQuery,
        body: addTermEntryRequest,
        response: { 201: termEntryAnswer, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const entry = await service.addEntry(owner(request), { ...request.body, termBaseId: request.params.termBaseId });
      return reply.status(201).send(entry);
    },
  );

  routes.post(
    NATIVE_PATHS.importTerms,
    {
      config: limited,
      bodyLimit: TERM_BASE_LIMITS.csvMaxBytes * 2,
      schema: {
        tags,
        operationId: 'importTerms',
        summary: 'Import a CSV or TSV term list',
        description:
          'Adds the new terms and updates the ones the term base has; every row not used is reported with its line.',
        security,
        params: termBaseParams,
        querystring: noQuery,
        consumes: [...TERM_LIST_TYPES, 'text/plain'],
        body: importTermsText,
        response: { 200: importReportAnswer, ...errorResponses(404, 413) },
      },
    },
    async (request) =>
      importTerms({ db, now }, owner(request), { termBaseId: request.params.termBaseId, csv: request.body }),
  );
}
