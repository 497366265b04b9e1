import type { FastifyInstance } from 'fastify';
import { AppError } from '#http/app-error.ts';
import { ignoreBodies } from '#http/ignored-bodies.ts';
import type { FacadeOptions } from '../public-api/index.ts';
import { documentUnderTag } from '../public-api/index.ts';
import { deeplAccountRoutes } from './account-routes.ts';
import { useDeeplErrors } from './deepl-errors.ts';
import { requestSecret, useDeeplRequests } from './deepl-requests.ts';
import { deeplDocumentRoutes } from './document-routes.ts';
import { deeplGlossaryRoutes } from './glossary-routes.ts';
import type { DeeplRouteOptions } from './route-options.ts';
import { deeplTranslateRoute } from './translate-route.ts';

/**
 * DeepL's 404 for every path of its API this server does not serve: /v2 itself and any other path
 * below it, and DeepL's v3 calls (multilingual glossaries, style rules). Not the web app's page
 * (whose GET /* would answer), and before any key is asked for: the path is the mistake. Outside
 * the documented /v2 scope, so the OpenAPI document leaves these out.
 */
async function deeplUnknownPaths(scope: FastifyInstance, { catalog }: FacadeOptions) {
  useDeeplErrors(scope, catalog);
  ignoreBodies(scope);
  for (const url of ['/v2', '/v2/*', '/v3', '/v3/*']) {
    scope.all(url, async () => {
      throw new AppError('notFound');
    });
  }
}

/**
 * The DeepL-compatible API (decision 0029): DeepL's clients, given this server as their
 * `serverUrl`, translate texts and documents, manage glossaries and read usage unchanged.
 * Encapsulated under /v2 (the route files' paths are below it): its form bodies, key check
 * and DeepL-shaped errors stay there.
 */
export async function deeplRoutes(app: FastifyInstance, options: FacadeOptions) {
  await app.register(deeplUnknownPaths, options);
  await app.register(
    async (scope) => {
      documentUnderTag(scope, 'deepl');
      useDeeplErrors(scope, options.catalog);
      useDeeplRequests(scope, options.api);
      const routeOptions: DeeplRouteOptions = { ...options, limit: options.perKey(requestSecret) };
      await scope.register(deeplTranslateRoute, routeOptions);
      await scope.register(deeplDocumentRoutes, routeOptions);
      await scope.register(deeplGlossaryRoutes, routeOptions);
      await scope.register(deeplAccountRoutes, routeOptions);
    },
    { prefix: '/v2' },
  );
}
