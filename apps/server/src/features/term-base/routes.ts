import { GATEWAYS } from '@glossa/contracts/limits';
import { TERM_BASE_LIMITS, TERM_BASE_PATHS } from '@glossa/contracts/term-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import type { AccountService } from '../account/service.ts';
import { ownerKey, requestOwner } from '../workspace/owner.ts';
import { importTerms } from './import-terms.ts';
import { type Input, TermBaseService } from './service.ts';
import { filterLanguage } from './term-fields.ts';

interface TermBaseRouteOptions {
  db: Database;
  accounts: AccountService;
  now: () => number;
}

/** The JSON body as a record of unknown values; each field is checked by the term base rules. */
function fields(request: FastifyRequest): Input {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('badRequest');
  return body as Input;
}

/** `attachment` with an ASCII fallback name and the real one in UTF-8 (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** JSON escaping can grow the CSV text (quotes, tabs, line breaks): room for the worst usual case. */
const IMPORT_BODY_LIMIT = TERM_BASE_LIMITS.csvMaxBytes * 3;

/** The term base calls under /gateway/website/termBase: the owner's glossaries and their entries. */
export async function termBaseRoutes(app: FastifyInstance, { db, accounts, now }: TermBaseRouteOptions) {
  const service = new TermBaseService({ db, now });
  const owner = async (request: FastifyRequest) => ownerKey(await requestOwner(request, accounts));
  const path = (name: keyof typeof TERM_BASE_PATHS) => `${GATEWAYS.website}${TERM_BASE_PATHS[name]}`;

  app.post(path('list'), async (request) => {
    const input = fields(request);
    const filter = {
      sourceLanguage: filterLanguage(input.sourceLanguage),
      targetLanguage: filterLanguage(input.targetLanguage),
    };
    return ok(await service.list(await owner(request), filter));
  });

  app.post(path('create'), async (request) => ok(await service.create(await owner(request), fields(request))));
  app.post(path('rename'), async (request) => ok(await service.rename(await owner(request), fields(request))));
  app.post(path('remove'), async (request) => {
    await service.remove(await owner(request), fields(request));
    return ok(null);
  });

  app.post(path('entries'), async (request) => ok(await service.entries(await owner(request), fields(request))));
  app.post(path('addEntry'), async (request) => ok(await service.addEntry(await owner(request), fields(request))));
  app.post(path('updateEntry'), async (request) =>
    ok(await service.updateEntry(await owner(request), fields(request))),
  );
  app.post(path('removeEntry'), async (request) => {
    await service.removeEntry(await owner(request), fields(request));
    return ok(null);
  });

  app.post(path('importCsv'), { bodyLimit: IMPORT_BODY_LIMIT }, async (request) =>
    ok(await importTerms({ db, now }, await owner(request), fields(request))),
  );

  app.post(path('exportCsv'), async (request, reply) => {
    const { fileName, csv } = await service.exportCsv(await owner(request), fields(request));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentHeader(fileName))
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
}
