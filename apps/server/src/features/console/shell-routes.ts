import { CONSOLE_PATHS, type ConsoleOperator } from '@glossa/contracts/console';
import { auditPageBody } from '@glossa/contracts/console-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import { noBody } from '@glossa/contracts/request-rules';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { auditPage } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import type { ConsoleSection } from './section.ts';

const W = GATEWAYS.website;

/** Who is signed in to the console, and the audit log. */
export const shellRoutes: ConsoleSection = async (scope, { db }) => {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.post(`${W}${CONSOLE_PATHS.whoami}`, { schema: { body: noBody } }, async (request) => {
    const { userId, email, nickname } = operatorOf(request);
    return ok<ConsoleOperator>({ userId, email, nickname });
  });
  api.post(`${W}${CONSOLE_PATHS.auditPage}`, { schema: { body: auditPageBody } }, async (request) => {
    const { pageNum, pageSize, action } = request.body;
    return ok(await auditPage(db, pageNum, pageSize, action || undefined));
  });
};
