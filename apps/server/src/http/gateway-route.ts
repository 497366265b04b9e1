import { type Envelope, envelopeSchema } from '@glossa/contracts/envelope';
import type { GatewayRoute, RawAnswer, RouteData, RouteParsed } from '@glossa/contracts/route-table';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a gateway route answers when not with the JSON envelope (its route table entry's `raw`). */
    rawAnswer?: RawAnswer;
  }
}

/** The request of a route, typed by its table entry's schemas. */
export type RouteRequest<R extends GatewayRoute> = FastifyRequest<{
  Body: RouteParsed<R, 'body'>;
  Querystring: RouteParsed<R, 'querystring'>;
  Params: RouteParsed<R, 'params'>;
}>;

/** What a handler gives back: the envelope of the entry's data, or, for a file or a stream, whatever it sends. */
type RouteAnswer<R extends GatewayRoute> = R extends { readonly data: unknown } ? Envelope<RouteData<R>> : unknown;

type RouteHandler<R extends GatewayRoute> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteAnswer<R>>;

/** Route options besides its address and schemas: rate limits, body limits, hooks. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/** The schemas Fastify applies: the request parts, and for a JSON route the envelope it answers. */
function schemaOf(route: GatewayRoute) {
  const { body, querystring, params, data } = route;
  return {
    ...(body ? { body } : {}),
    ...(querystring ? { querystring } : {}),
    ...(params ? { params } : {}),
    ...(data ? { response: { 200: envelopeSchema(data) } } : {}),
  };
}

/**
 * Registers a route of the website's API from its table entry (packages/contracts `*-routes.ts`):
 * the request is checked by its schemas before the handler runs, and a JSON answer is checked and
 * written by the response schema, so a field the table does not list never leaves the server.
 */
export function gatewayRoute<R extends GatewayRoute>(app: FastifyInstance, route: R, handler: RouteHandler<R>): void;
export function gatewayRoute<R extends GatewayRoute>(
  app: FastifyInstance,
  route: R,
  extras: RouteExtras,
  handler: RouteHandler<R>,
): void;
export function gatewayRoute<R extends GatewayRoute>(
  app: FastifyInstance,
  route: R,
  extrasOrHandler: RouteExtras | RouteHandler<R>,
  maybeHandler?: RouteHandler<R>,
): void {
  const [extras, handler] =
    typeof extrasOrHandler === 'function' ? [{}, extrasOrHandler] : [extrasOrHandler, maybeHandler];
  app.route({
    ...extras,
    // A route answering a file, a stream, a redirect or a page says so: requireRouteTable looks.
    ...(route.raw ? { config: { ...extras.config, rawAnswer: route.raw } } : {}),
    method: route.method,
    url: route.path,
    schema: schemaOf(route),
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * Refuses, as it is registered, a `/gateway` route that does not come from the route table: every
 * website call answers with the schema of its data, or says how else it answers.
 */
export function requireRouteTable(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // Fastify adds HEAD beside each GET, with the GET's options.
    if (!route.url.startsWith('/gateway/') || methods.every((method) => method === 'HEAD')) return;
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    const raw = route.config?.rawAnswer;
    if (response?.[200] === undefined && raw === undefined) {
      throw new Error(`${methods.join(', ')} ${route.url} is not registered from the route table (gatewayRoute)`);
    }
  });
}
