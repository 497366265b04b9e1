import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
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
 * The DeepL-compatible API (decision 0029): DeepL's clients, given this server as their
 * `serverUrl`, translate texts and documents, manage glossaries and read usage unchanged.
 * Encapsulated under /v2 (the route files' paths are below it): its form bodies, key check,
 * 404 and DeepL-shaped errors stay there.
 */
export async function deeplRoutes(app: FastifyInstance, options: FacadeOptions) {
  await app.register(
    async (scope) => {
      documentUnderTag(scope, 'deepl');
      useDeeplErrors(scope, options.catalog);
      useDeeplRequests(scope, options.api);
      // Any other path below /v2 is DeepL's 404, not the web app's page (whose GET /* would answer).
      scope.all('/*', async () => {
        throw new AppError('notFound');
      });
      const routeOptions: DeeplRouteOptions = { ...options, limit: options.perKey(requestSecret) };
      await scope.register(deeplTranslateRoute, routeOptions);
      await scope.register(deeplDocumentRoutes, routeOptions);
      await scope.register(deeplGlossaryRoutes, routeOptions);
      await scope.register(deeplAccountRoutes, routeOptions);
    },
    { prefix: '/v2' },
  );
}
