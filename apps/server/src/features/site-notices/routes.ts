import { SITE_NOTICE_ROUTES as ROUTES } from '@glossa/contracts/site-notices-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionReader } from '#core/owner.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { requestLocale } from '#http/request-locale.ts';
import type { QuotaService } from '../quota/index.ts';
import { closeAdSpace, countAdClick, showAdSpaces } from './ads-repo.ts';
import { closeMessage, dueMessages } from './messages-repo.ts';
import { requestViewer } from './viewer.ts';

export interface SiteNoticeOptions {
  db: Database;
  accounts: SessionReader;
  quota: QuotaService;
  now: () => number;
}

/** Closing and clicking are counted: one browser cannot inflate the counts quickly. */
const COUNTED = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

/** The public calls of system messages and advertising spaces (docs/product.md §7.2). */
export async function siteNoticeRoutes(app: FastifyInstance, { db, accounts, quota, now }: SiteNoticeOptions) {
  const viewer = (request: FastifyRequest) => requestViewer(request, accounts, quota);

  gatewayRoute(app, ROUTES.messages, async (request) =>
    ok(await dueMessages(db, await viewer(request), requestLocale(request), now())),
  );
  gatewayRoute(app, ROUTES.closeMessage, COUNTED, async (request) => {
    if (!(await closeMessage(db, await viewer(request), request.body.messageNumber, now()))) {
      throw new AppError('notFound');
    }
    return ok(null);
  });

  gatewayRoute(app, ROUTES.adSpaces, async (request) =>
    ok(await showAdSpaces(db, await viewer(request), requestLocale(request), request.body.slots, now())),
  );
  gatewayRoute(app, ROUTES.closeAdSpace, COUNTED, async (request) => {
    if (!(await closeAdSpace(db, await viewer(request), request.body.id, now()))) throw new AppError('notFound');
    return ok(null);
  });
  gatewayRoute(app, ROUTES.clickAdSpace, COUNTED, async (request) => {
    const outcome = await countAdClick(db, await viewer(request), request.params.id, now());
    if (outcome === 'unknown') throw new AppError('notFound');
    if (outcome === 'notShowing') throw new AppError('adNotShowing');
    return ok(null);
  });
}
