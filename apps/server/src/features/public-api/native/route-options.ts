import type { FastifyRequest } from 'fastify';
import type { ApiCaller } from '../contract.ts';
import type { FacadeOptions } from '../facade.ts';

/** What each route module of the native API is given. */
export interface NativeRouteOptions extends FacadeOptions {
  /** The account behind the request's key (checked before the route runs). */
  callerOf(request: FastifyRequest): ApiCaller;
  /** The route `config` that counts a request against its key's rate limit. */
  limited: ReturnType<FacadeOptions['perKey']>;
}
