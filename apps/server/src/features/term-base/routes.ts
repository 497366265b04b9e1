import { TERM_BASE_LIMITS } from '@glossa/contracts/term-base';
import { TERM_BASE_ROUTES as ROUTES } from '@glossa/contracts/term-base-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionReader } from '#core/owner.ts';
import { ownerKey, requestOwner } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { contentDisposition } from '#http/content-disposition.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
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
  const service = new TermBaseService({ db, now });
  const owner = async (request: FastifyRequest) => ownerKey(await requestOwner(request, accounts));

  gatewayRoute(app, ROUTES.list, async (request) => {
    const filter = {
      sourceLanguage: filterLanguage(request.body.sourceLanguage),
      targetLanguage: filterLanguage(request.body.targetLanguage),
    };
    return ok(await service.list(await owner(request), filter));
  });

  gatewayRoute(app, ROUTES.create, async (request) => ok(await service.create(await owner(request), request.body)));
  gatewayRoute(app, ROUTES.rename, async (request) => ok(await service.rename(await owner(request), request.body)));
  gatewayRoute(app, ROUTES.remove, async (request) => {
    await service.remove(await owner(request), request.body.termBaseId);
    return ok(null);
  });

  gatewayRoute(app, ROUTES.entries, async (request) => ok(await service.entries(await owner(request), request.body)));
  gatewayRoute(app, ROUTES.addEntry, async (request) => ok(await service.addEntry(await owner(request), request.body)));
  gatewayRoute(app, ROUTES.updateEntry, async (request) =>
    ok(await service.updateEntry(await owner(request), request.body)),
  );
  gatewayRoute(app, ROUTES.removeEntry, async (request) => {
    await service.removeEntry(await owner(request), request.body);
    return ok(null);
  });

  gatewayRoute(app, ROUTES.importCsv, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) =>
    ok(await importTerms({ db, now }, await owner(request), request.body)),
  );

  gatewayRoute(app, ROUTES.exportCsv, async (request, reply) => {
    const { fileName, csv } = await service.exportCsv(await owner(request), request.body.termBaseId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(fileName))
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
}
