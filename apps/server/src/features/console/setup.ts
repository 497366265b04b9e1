import type { FastifyInstance } from 'fastify';
import { adsSection } from './ads-section.ts';
import { enginesSection } from './engines-section.ts';
import { enterpriseSection } from './enterprise-section.ts';
import { jobsSection } from './jobs-section.ts';
import { messagesSection } from './messages-section.ts';
import { operatorGuard } from './operator-guard.ts';
import { ordersSection } from './orders-section.ts';
import { plansSection } from './plans-section.ts';
import type { ConsoleDeps, ConsoleSection } from './section.ts';
import { settingsSection } from './settings-section.ts';
import { shellRoutes } from './shell-routes.ts';
import { usersSection } from './users-section.ts';

/**
 * The console's API sections. To add one: write a `ConsoleSection` (see shell-routes.ts) whose routes
 * are entries of CONSOLE_ROUTES (packages/contracts/src/console-routes.ts) and list it here.
 */
const SECTIONS: ConsoleSection[] = [
  shellRoutes,
  usersSection,
  plansSection,
  ordersSection,
  enterpriseSection,
  settingsSection,
  messagesSection,
  adsSection,
  enginesSection,
  jobsSection,
];

/**
 * Registers every console section in one scope whose routes only operators can reach. Features above the
 * console (reports) bring their own sections through `more`, so that the console imports none of them.
 */
export async function registerConsole(
  app: FastifyInstance,
  deps: ConsoleDeps,
  more: ConsoleSection[] = [],
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', operatorGuard(deps.db, deps.accounts));
    for (const section of [...SECTIONS, ...more]) await section(scope, deps);
  });
}
