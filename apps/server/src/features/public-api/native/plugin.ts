import { API_ROOT, PUBLIC_API_PREFIX } from '@glossa/contracts/public-api-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error.ts';
import { ignoreBodies } from '#http/ignored-bodies.ts';
import type { ApiCaller } from '../contract.ts';
import { documentUnderTag } from '../docs/openapi.ts';
import type { FacadeOptions } from '../facade.ts';
import { documentRoutes } from './documents.ts';
import { registerNativeErrors } from './errors.ts';
import type { NativeRouteOptions } from './route-options.ts';
import { termBaseRoutes } from './term-bases.ts';
import { textRoutes } from './text.ts';

/** `Authorization: Bearer <key>`; undefined when the header is missing or of another scheme. */
function bearerSecret(request: FastifyRequest): string | undefined {
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The native REST API under /api/v1: every route needs an API key, is counted against the key's
 * rate limit (public-api/rate-limit.ts, in each route's config), and refuses in one JSON shape
 * (errors.ts). The OpenAPI document lists its routes under the tag 'native' (decision 0028).
 */
async function nativeApi(app: FastifyInstance, options: FacadeOptions) {
  const callers = new WeakMap<FastifyRequest, ApiCaller>();
  documentUnderTag(app, 'native');
  registerNativeErrors(app, options.catalog);
  const limited = options.perKey(bearerSecret);
  // The key is checked before the request is read: an anonymous caller learns nothing else.
  app.addHook('onRequest', async (request) => {
    const secret = bearerSecret(request);
    if (!secret) throw new AppError('apiKeyMissing');
    callers.set(request, await options.api.caller(secret, request.ip));
  });
  const callerOf = (request: FastifyRequest): ApiCaller => {
    const caller = callers.get(request);
    if (!caller) throw new AppError('apiKeyMissing');
    return caller;
  };
  const { api, config, db, catalog, deps, now, perKey } = options;
  const routeOptions: NativeRouteOptions = { api, config, db, catalog, deps, now, perKey, callerOf, limited };
  await app.register(textRoutes, routeOptions);
  await app.register(documentRoutes, routeOptions);
  await app.register(termBaseRoutes, routeOptions);
}

/**
 * Every other path below /api (/api/v1 included; beside the OpenAPI document and its reference
 * page) answers the native API's 404 in its shape, whatever the key and the body: not the web
 * app's page, whose GET /* would answer. Routes of their own, untagged: the OpenAPI document
 * leaves them out.
 */
async function unknownApiPaths(scope: FastifyInstance, { catalog }: FacadeOptions) {
  registerNativeErrors(scope, catalog);
  ignoreBodies(scope);
  for (const url of ['', '/*']) {
    scope.all(url, async () => {
      throw new AppError('notFound');
    });
  }
}

/** Registers the native API under its prefix, and the 404 of /api (public-api/setup.ts calls this once). */
export async function registerNativeApi(app: FastifyInstance, options: FacadeOptions): Promise<void> {
  await app.register(nativeApi, { ...options, prefix: PUBLIC_API_PREFIX });
  await app.register(unknownApiPaths, { ...options, prefix: API_ROOT });
}
