import { GATEWAYS } from '@glossa/contracts/limits';
import { TERM_BASE_LIMITS, TERM_BASE_PATHS } from '@glossa/contracts/term-base';
import {
  addTermEntryBody,
  createTermBaseBody,
  importTermsBody,
  renameTermBaseBody,
  termBaseBody,
  termBaseListBody,
  termEntriesBody,
  termEntryBody,
  updateTermEntryBody,
} from '@glossa/contracts/term-base-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionReader } from '../../core/owner.ts';
import { ownerKey, requestOwner } from '../../core/owner.ts';
import type { Database } from '../../db/database.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { ok } from '../../http/envelope.ts';
import { importTerms } from './import-terms.ts';
import { TermBaseService } from './service.ts';
import { filterLanguage } from './term-fields.ts';

interface TermBaseRouteOptions {
  db: Database;
  accounts: SessionReader;
  now: () => number;
}

/** JSON escaping can grow the CSV text (quotes, tabs, line breaks): room for the worst usual case. */
const IMPORT_BODY_LIMIT = TERM_BASE_LIMITS.csvMaxBytes * 3;

/** The term base calls under /gateway/website/termBase: the owner's glossaries and their entries. */
export async function termBaseRoutes(app: FastifyInstance, { db, accounts, now }: TermBaseRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new TermBaseService({ db, now });
  const owner = async (request: FastifyRequest) => ownerKey(await requestOwner(request, accounts));
  const path = (name: keyof typeof TERM_BASE_PATHS) => `${GATEWAYS.website}${TERM_BASE_PATHS[name]}`;

  api.post(path('list'), { schema: { body: termBaseListBody } }, async (request) => {
    const filter = {
      sourceLanguage: filterLanguage(request.body.sourceLanguage),
      targetLanguage: filterLanguage(request.body.targetLanguage),
    };
    return ok(await service.list(await owner(request), filter));
  });

  api.post(path('create'), { schema: { body: createTermBaseBody } }, async (request) =>
    ok(await service.create(await owner(request), request.body)),
  );
  api.post(path('rename'), { schema: { body: renameTermBaseBody } }, async (request) =>
    ok(await service.rename(await owner(request), request.body)),
  );
  api.post(path('remove'), { schema: { body: termBaseBody } }, async (request) => {
    await service.remove(await owner(request), request.body.termBaseId);
    return ok(null);
  });

  api.post(path('entries'), { schema: { body: termEntriesBody } }, async (request) =>
    ok(await service.entries(await owner(request), request.body)),
  );
  api.post(path('addEntry'), { schema: { body: addTermEntryBody } }, async (request) =>
    ok(await service.addEntry(await owner(request), request.body)),
  );
  api.post(path('updateEntry'), { schema: { body: updateTermEntryBody } }, async (request) =>
    ok(await service.updateEntry(await owner(request), request.body)),
  );
  api.post(path('removeEntry'), { schema: { body: termEntryBody } }, async (request) => {
    await service.removeEntry(await owner(request), request.body);
    return ok(null);
  });

  api.post(path('importCsv'), { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: importTermsBody } }, async (request) =>
    ok(await importTerms({ db, now }, await owner(request), request.body)),
  );

  api.post(path('exportCsv'), { schema: { body: termBaseBody } }, async (request, reply) => {
    const { fileName, csv } = await service.exportCsv(await owner(request), request.body.termBaseId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(fileName))
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
}
