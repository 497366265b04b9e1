import { type Envelope, envelopeSchema } from '@glossa/contracts/envelope';
import type { GatewayRoute, RouteData, RouteParsed } from '@glossa/contracts/route-table';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

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
    method: route.method,
    url: route.path,
    schema: schemaOf(route),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
