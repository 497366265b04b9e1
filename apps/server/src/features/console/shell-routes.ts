import type { ConsoleOperator } from '@glossa/contracts/console-answers';
import { CONSOLE_ROUTES as ROUTES } from '@glossa/contracts/console-routes';
import { ok } from '#http/envelope.ts';
import { gatewayRoute } from '#http/gateway-route.ts';
import { auditPage } from './audit.ts';
import { operatorOf } from './operator-guard.ts';
import type { ConsoleSection } from './section.ts';

/** Who is signed in to the console, and the audit log. */
export const shellRoutes: ConsoleSection = async (scope, { db }) => {
  gatewayRoute(scope, ROUTES.whoami, async (request) => {
    const { userId, email, nickname } = operatorOf(request);
    return ok<ConsoleOperator>({ userId, email, nickname });
  });
  gatewayRoute(scope, ROUTES.auditPage, async (request) => {
    const { pageNum, pageSize, action } = request.body;
    return ok(await auditPage(db, pageNum, pageSize, action || undefined));
  });
};
