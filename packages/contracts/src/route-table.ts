import type { z } from 'zod';
import { GATEWAYS } from './limits.ts';

/**
 * The website's API as tables (docs/decisions/0042-route-table.md): for every `/gateway` route its
 * method and path, what it takes (body, query string, path parameters) and what it answers (the
 * envelope's `data`, or a file, an event stream, a redirect or a page). The server registers each
 * route from its entry and checks both ways with the schemas; the web's calls take their types from
 * the same entry.
 *
 * An area's addresses (`*_CALLS`: method and path) live in its module without zod, its schemas in
 * `*-routes.ts`: the web reads the addresses at run time and the schemas only as types, so the first
 * visit carries no schema library (decision 0018).
 */

export type Method = 'GET' | 'POST';

/** Where a call goes: all the web needs of a route at run time. */
export interface RouteAddress {
  readonly method: Method;
  /** The full path, `/gateway/...`; `:name` marks a path parameter. */
  readonly path: string;
  /** A POST whose fields travel in the query string rather than as a JSON body. */
  readonly query?: true;
}

export function get<const P extends string>(path: P) {
  return { method: 'GET', path } as const;
}

export function post<const P extends string>(path: P) {
  return { method: 'POST', path } as const;
}

/** A POST taking its fields in the query string. */
export function postQuery<const P extends string>(path: P) {
  return { method: 'POST', path, query: true } as const;
}

/** Every path of an area as a POST under one gateway (most of the website's calls are). */
export function posts<const G extends string, const P extends Record<string, string>>(
  gateway: G,
  paths: P,
): { readonly [K in keyof P]: { readonly method: 'POST'; readonly path: `${G}${P[K]}` } } {
  const addresses: Record<string, RouteAddress> = {};
  for (const [name, path] of Object.entries(paths)) addresses[name] = post(`${gateway}${path}`);
  return addresses as { readonly [K in keyof P]: { readonly method: 'POST'; readonly path: `${G}${P[K]}` } };
}

/** A path under the website's gateway. */
export function website<const P extends string>(path: P): `${typeof GATEWAYS.website}${P}` {
  return `${GATEWAYS.website}${path}`;
}

/** A path under the sign-in gateway. */
export function login<const P extends string>(path: P): `${typeof GATEWAYS.login}${P}` {
  return `${GATEWAYS.login}${path}`;
}

/**
 * How a route answers when not with the JSON envelope: a file or picture, Server-Sent Events, a
 * redirect, an HTML page. Its refusals are still the envelope.
 */
export const RAW_ANSWERS = ['file', 'events', 'redirect', 'page'] as const;
export type RawAnswer = (typeof RAW_ANSWERS)[number];

/** What a route takes and answers; a part left out takes nothing. */
export type RouteSchemas = {
  readonly body?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly params?: z.ZodType;
} & ({ readonly data: z.ZodType; readonly raw?: never } | { readonly data?: never; readonly raw: RawAnswer });

export type GatewayRoute = RouteAddress & RouteSchemas;

/** A route answering the envelope `{ code, success, msg, data }`. */
export type JsonRoute = GatewayRoute & { readonly data: z.ZodType };

/**
 * An area's table: each address with its schemas, by the same name. Every address must have its
 * schemas (the mapped type asks for all of them).
 */
export function routeTable<
  const C extends Record<string, RouteAddress>,
  const S extends { readonly [K in keyof C]: RouteSchemas },
>(calls: C, schemas: S): { readonly [K in keyof C]: C[K] & S[K] } {
  const table: Record<string, GatewayRoute> = {};
  for (const [name, address] of Object.entries(calls)) table[name] = { ...address, ...schemas[name] } as GatewayRoute;
  return table as { readonly [K in keyof C]: C[K] & S[K] };
}

type Schema<R, Part extends 'body' | 'querystring' | 'params' | 'data'> = R extends {
  readonly [P in Part]: infer T extends z.ZodType;
}
  ? T
  : undefined;

/** The envelope's `data` of a JSON route. */
export type RouteData<R> = Schema<R, 'data'> extends z.ZodType ? z.output<Schema<R, 'data'>> : never;

/** A request part as the handler receives it (parsed, defaults filled in); `unknown` when the route takes none. */
export type RouteParsed<R, Part extends 'body' | 'querystring' | 'params'> =
  Schema<R, Part> extends z.ZodType ? z.output<Schema<R, Part>> : unknown;

/** A request part as a client sends it. */
type RouteSent<R, Part extends 'body' | 'querystring' | 'params'> =
  Schema<R, Part> extends z.ZodType ? NonNullable<z.input<Schema<R, Part>>> : unknown;

/**
 * What a client gives a call: its path parameters with its body (or its query string). A route
 * takes a body or a query string, never both.
 */
export type RouteInput<R> = RouteSent<R, 'params'> & RouteSent<R, 'body'> & RouteSent<R, 'querystring'>;
